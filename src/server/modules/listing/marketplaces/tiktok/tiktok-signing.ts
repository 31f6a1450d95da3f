import crypto from 'node:crypto';

/**
 * TikTok Shop's two HMAC-SHA256 signatures (Partner Center, "Sign your API request" and the webhook
 * configuration guide), as pure functions the adapter and the simulator share.
 *
 * A request's canonical string is
 *   app_secret + path + key1 + value1 + key2 + value2 + ... + body + app_secret
 * with every query parameter except `sign` and `access_token`, keys in ascending order, values as
 * sent (before URL encoding), and the raw JSON body exactly as sent (nothing for a GET or a
 * multipart upload). The `sign` query parameter is the lowercase hex HMAC-SHA256 of that string,
 * keyed with the app secret. TikTok's own worked example: secret "e59af819cc", path
 * "/authorization/202309/shops", app_key "29a39d", timestamp 1623812664 give the string
 * "e59af819cc/authorization/202309/shopsapp_key29a39dtimestamp1623812664e59af819cc" and the sign
 * b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8.
 *
 * A webhook push carries in its `Authorization` header the lowercase hex HMAC-SHA256 of
 * app_key + raw body, keyed with the app secret.
 */

const UNSIGNED_PARAMETERS = new Set(['sign', 'access_token']);

const hmacHex = (secret: string, text: string) =>
  crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export type SignedRequest = {
  appSecret: string;
  /** The URL's path, e.g. /product/202309/products/search. */
  path: string;
  /** The query parameters as sent, `sign` and `access_token` included or not (they are left out). */
  query: Record<string, string>;
  /** The request body exactly as sent; empty for none. */
  body: string;
};

/** The string TikTok signs for a request (see above). */
export function canonicalRequest({ appSecret, path, query, body }: SignedRequest): string {
  const pairs = Object.keys(query)
    .filter((key) => !UNSIGNED_PARAMETERS.has(key))
    .sort()
    .map((key) => `${key}${query[key]}`)
    .join('');
  return `${appSecret}${path}${pairs}${body}${appSecret}`;
}

/** The `sign` query parameter of a request. */
export function requestSignature(request: SignedRequest): string {
  return hmacHex(request.appSecret, canonicalRequest(request));
}

/** The `Authorization` header of a webhook push. */
export function webhookSignature(appKey: string, appSecret: string, rawBody: Buffer | string): string {
  return crypto.createHmac('sha256', appSecret).update(appKey, 'utf8').update(rawBody).digest('hex');
}

/** Whether two hex signatures are the same, in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
