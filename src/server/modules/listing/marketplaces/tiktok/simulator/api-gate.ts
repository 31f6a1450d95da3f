import { TIKTOK_RATE_LIMIT_PER_SECOND, TTS_CODE } from '../tiktok-shapes';
import { requestSignature, sameSignature } from '../tiktok-signing';
import { failure } from './simulated-shops';
import type { SimAnswer, SimShop } from './simulated-shops';
import type { SimulatedSellerAuth } from './simulated-seller-auth';

/**
 * What TikTok checks of every Open API call before its business ("Common errors", "Sign your API
 * request", "Rate limits"), in that order: the app key, the signature and its timestamp, the
 * seller's token, the shop cipher, and the shop's rate.
 */

/** The timestamp's window around the receiving server's time: 5 minutes before, 30 seconds after. */
const TIMESTAMP_PAST_S = 300;
const TIMESTAMP_FUTURE_S = 30;
const WINDOW_MS = 1_000;

/** The calls of each shop in the last second; above the limit, 429 with 36009002. */
export class ShopRateLimit {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly perSecond = TIKTOK_RATE_LIMIT_PER_SECOND) {}

  admit(shopId: string, now = Date.now()): boolean {
    const recent = (this.calls.get(shopId) ?? []).filter((at) => at > now - WINDOW_MS);
    const admitted = recent.length < this.perSecond;
    if (admitted) recent.push(now);
    this.calls.set(shopId, recent);
    return admitted;
  }
}

export type ApiCall = { path: string; query: URLSearchParams; body: string; accessToken: string };
export type GateContext = {
  app: { appKey: string; appSecret: string };
  auth: SimulatedSellerAuth;
  rateLimit: ShopRateLimit;
  /** Whether the path acts on one shop (then `shop_cipher` is required). */
  shopScoped: boolean;
};

const refuse = (status: number, code: number, message: string) => ({
  refusal: failure(status, code, message),
});

/** Why the app key, the timestamp or the signature does not hold, or null. */
function signatureRefusal(call: ApiCall, app: GateContext['app']) {
  const { query } = call;
  const sign = query.get('sign');
  if (query.get('app_key') !== app.appKey)
    return refuse(401, TTS_CODE.invalidCredentials, 'Invalid credentials. Invalid app_key query parameter.');
  if (!sign)
    return refuse(
      401,
      TTS_CODE.invalidCredentials,
      'Missing credentials. The request includes no signature.',
    );
  // The request's own freshness: the machine's time, not the simulated clock the business runs on.
  const timestamp = Number(query.get('timestamp'));
  const nowS = Math.floor(Date.now() / 1000);
  if (
    !Number.isInteger(timestamp) ||
    timestamp < nowS - TIMESTAMP_PAST_S ||
    timestamp > nowS + TIMESTAMP_FUTURE_S
  )
    return refuse(
      401,
      TTS_CODE.invalidCredentials,
      'Invalid timestamp. Timestamps must lie within 5 minutes before to 30 seconds beyond the current time.',
    );
  const signed = {
    appSecret: app.appSecret,
    path: call.path,
    query: Object.fromEntries(query),
    body: call.body,
  };
  if (!sameSignature(requestSignature(signed), sign))
    return refuse(401, TTS_CODE.invalidSign, 'Invalid credentials. The sign query parameter is invalid.');
  return null;
}

/** The caller's shop, or TikTok's refusal of the call. */
export function admitCall(call: ApiCall, context: GateContext): { shop: SimShop } | { refusal: SimAnswer } {
  const unsigned = signatureRefusal(call, context.app);
  if (unsigned) return unsigned;
  const caller = context.auth.shopOfToken(call.accessToken);
  if ('refusal' in caller) return caller;
  const cipher = call.query.get('shop_cipher');
  if (context.shopScoped && !cipher)
    return refuse(
      400,
      TTS_CODE.missingShopCipher,
      'Missing identifier. The shop_cipher query parameter is required to identify the target shop.',
    );
  if (cipher && cipher !== caller.shop.cipher)
    return refuse(
      401,
      TTS_CODE.invalidShopOrToken,
      'Invalid query or header. The token is not associated with the shop of the shop_cipher.',
    );
  if (!context.rateLimit.admit(caller.shop.id))
    return refuse(
      429,
      TTS_CODE.tooManyRequests,
      "Too many requests. You've made too many requests in a short period of time.",
    );
  return caller;
}
