import type { CallPacer } from '../call-pacer';
import { MarketplaceError } from '../marketplace-errors';
import type { MarketplaceErrorKind } from '../marketplace-errors';
import { TTS_CODE } from './tiktok-shapes';
import type { TtsEnvelope, TtsToken } from './tiktok-shapes';
import { requestSignature } from './tiktok-signing';

/** Where TikTok Shop (or its simulator) is, and the app's credentials from Partner Center. */
export type TiktokConnection = {
  /** https://open-api.tiktokglobalshop.com, or the simulator's. */
  apiBaseUrl: string;
  /** https://auth.tiktok-shops.com, or the simulator's. */
  authBaseUrl: string;
  appKey: string;
  appSecret: string;
  /** How long one call may take before it fails as a timeout (it may still have happened). */
  timeoutMs: number;
  /** TikTok's pace per shop (call-pacer.ts); none: calls go as they come. */
  pacer?: CallPacer;
};

/** TikTok sends no Retry-After with its 429: wait out the one-second window its limit counts in. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;

const NOT_FOUND_CODES: readonly number[] = [TTS_CODE.productNotFound, TTS_CODE.orderNotOwned];

const failure = (kind: MarketplaceErrorKind, message: string, details: MarketplaceError['details'] = {}) =>
  new MarketplaceError('tiktok', kind, message, details);

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0
    ? Math.round(seconds * 1000)
    : DEFAULT_RETRY_AFTER_MS;
}

/** How a failed answer reads as the error kind the listing jobs act on: TikTok's code first, then HTTP's. */
export function failureOf(status: number, answer: Partial<TtsEnvelope<unknown>>, retryAfter: string | null) {
  const code = answer.code;
  const said = answer.message ? `${answer.message} (${code})` : `HTTP ${status}`;
  const details = { status };
  if (status === 429 || code === TTS_CODE.tooManyRequests)
    return failure('rate_limited', `TikTok Shop is limiting the rate of calls: ${said}`, {
      ...details,
      retryAfterMs: retryAfterMs(retryAfter),
    });
  if (code === TTS_CODE.expiredAccessToken || (status === 401 && code === undefined))
    return failure('auth_expired', `The TikTok Shop access token no longer works: ${said}`, details);
  if (code !== undefined && NOT_FOUND_CODES.includes(code)) return failure('not_found', said, details);
  // A gateway timeout: TikTok may have carried the call out; retry with the same request key.
  if (code === TTS_CODE.requestTimeout || status === 408 || status === 504)
    return failure('timeout', `TikTok Shop did not answer in time: ${said}`, details);
  if (code === TTS_CODE.internalError || status >= 500)
    return failure('unavailable', `TikTok Shop is unavailable: ${said}`, details);
  return failure(
    'refused',
    answer.message ? said : `TikTok Shop refused the request (HTTP ${status})`,
    details,
  );
}

/** One HTTP exchange within the connection's time limit; network failures as MarketplaceError. */
async function exchange(connection: TiktokConnection, url: URL, init: RequestInit) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(connection.timeoutMs) });
    return { response, text: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw failure('timeout', `TikTok Shop did not answer within ${connection.timeoutMs} ms`);
    throw failure('unavailable', 'TikTok Shop could not be reached');
  }
}

/** The answer's `data` when `code` is 0, else the failure as MarketplaceError. */
async function envelopeOf<T>(connection: TiktokConnection, url: URL, init: RequestInit): Promise<T> {
  const { response, text } = await exchange(connection, url, init);
  let answer: Partial<TtsEnvelope<T>> = {};
  try {
    answer = text.trim() ? (JSON.parse(text) as Partial<TtsEnvelope<T>>) : {};
  } catch {
    if (response.ok) throw failure('unavailable', 'TikTok Shop answered something that is not JSON');
  }
  if (!response.ok || answer.code !== TTS_CODE.ok)
    throw failureOf(response.status, answer, response.headers.get('retry-after'));
  return (answer.data ?? {}) as T;
}

export type TiktokCall = {
  method: 'GET' | 'POST' | 'PUT';
  /** The versioned path, e.g. /product/202309/products/search. */
  path: string;
  accessToken: string;
  /** The shop the call is about (its cipher); absent for calls about the seller, e.g. the shop list. */
  shopCipher?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** A multipart upload (Upload Product Image) instead of a JSON body: it is not signed. */
  form?: FormData;
};

/** A signed call of the Open API; the answer's `data` as the documented shape. */
export async function tiktokCall<T>(connection: TiktokConnection, call: TiktokCall): Promise<T> {
  const query: Record<string, string> = {
    app_key: connection.appKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  if (call.shopCipher) query.shop_cipher = call.shopCipher;
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) query[name] = String(value);
  // The body is signed as sent: serialise it once. TikTok's samples disagree on an empty object,
  // so no call here sends `{}`.
  const body = call.form || call.body === undefined ? '' : JSON.stringify(call.body);
  const sign = requestSignature({ appSecret: connection.appSecret, path: call.path, query, body });
  const url = new URL(`${connection.apiBaseUrl.replace(/\/+$/, '')}${call.path}`);
  for (const [name, value] of Object.entries({ ...query, sign })) url.searchParams.set(name, value);
  // TikTok counts calls per shop; a call about the seller (no shop yet) counts for its token.
  const scope = call.shopCipher ?? call.accessToken;
  await connection.pacer?.take(scope);
  try {
    // fetch writes a multipart body's own Content-Type (with its boundary).
    const type: Record<string, string> = call.form ? {} : { 'Content-Type': 'application/json' };
    return await envelopeOf<T>(connection, url, {
      method: call.method,
      headers: { ...type, 'x-tts-access-token': call.accessToken },
      body: call.method === 'GET' ? undefined : (call.form ?? body),
    });
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'rate_limited')
      connection.pacer?.slowDown(scope, error.details.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS);
    throw error;
  }
}

/**
 * GET {auth}/api/v2/token/get or /api/v2/token/refresh: the grant travels with the app key and
 * secret in the query (TikTok's design; this host signs nothing).
 */
export async function tiktokToken(
  connection: TiktokConnection,
  path: '/api/v2/token/get' | '/api/v2/token/refresh',
  grant: Record<string, string>,
): Promise<TtsToken> {
  const url = new URL(`${connection.authBaseUrl.replace(/\/+$/, '')}${path}`);
  const query = { app_key: connection.appKey, app_secret: connection.appSecret, ...grant };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return envelopeOf<TtsToken>(connection, url, { method: 'GET', headers: { Accept: 'application/json' } });
}
