import crypto from 'node:crypto';
import type { Clock } from '../../../../../kernel/simulator-clock';
import { TTS_CODE } from '../tiktok-shapes';
import type { TtsToken } from '../tiktok-shapes';
import { failure, success, unixSeconds } from './simulated-shops';
import type { SimAnswer, SimGrant, SimShop, SimulatedShops } from './simulated-shops';

/**
 * The seller's side of TikTok Shop's authorization ("Authorization overview"): the consent page the
 * authorization link opens, the auth code it sends back (usable once, for 30 minutes), and the token
 * endpoints' access token (7 days) and refresh token (the authorization's length, here a year).
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const AUTH_CODE_LIFETIME_MS = 30 * MINUTE;
export const ACCESS_TOKEN_LIFETIME_MS = 7 * DAY;
export const AUTHORIZATION_LIFETIME_MS = 365 * DAY;

export const CONSENT_PATH = '/oauth/authorize';
export const CONSENT_ALLOW_PATH = '/oauth/authorize/allow';
export const CONSENT_DENY_PATH = '/oauth/authorize/deny';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const secret = (prefix: string) => `${prefix}${crypto.randomBytes(24).toString('base64url')}`;

/** TikTok documents no codes for the token endpoints: the simulator answers "invalid credentials". */
const invalidGrant = (what: string) =>
  failure(401, TTS_CODE.invalidCredentials, `Invalid credentials. ${what}`);

export class SimulatedSellerAuth {
  constructor(
    private readonly shops: SimulatedShops,
    private readonly clock: Clock,
    private readonly app: { appKey: string },
  ) {}

  /** GET /oauth/authorize: a small page to allow or deny the app, in place of TikTok's. */
  consentPage(link: URL): string {
    const fields = [...link.searchParams]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TikTok Shop (simulator)</title></head>',
      '<body><h1>TikTok Shop (simulator)</h1>',
      `<p>Authorize app ${escapeHtml(link.searchParams.get('app_key') ?? '')} to manage your shop's products and orders?</p>`,
      `<form method="get" action="${CONSENT_ALLOW_PATH}">${fields}<button type="submit">Allow</button></form>`,
      `<form method="get" action="${CONSENT_DENY_PATH}">${fields}<button type="submit">Deny</button></form>`,
      '</body></html>',
    ].join('');
  }

  /** The seller's Allow: a new shop and an auth code, sent back to the redirect URI with the state. */
  allow(link: URL): string {
    const back = this.redirectOf(link);
    const shop = this.shops.openShop();
    const code = secret('TTP_');
    this.shops.state.authCodes[code] = {
      shopId: shop.id,
      expiresAt: this.clock.now() + AUTH_CODE_LIFETIME_MS,
    };
    this.shops.save();
    back.searchParams.set('code', code);
    return back.toString();
  }

  /** The seller's Deny: back with `code=null&error=auth_denied`, as TikTok does. */
  deny(link: URL): string {
    const back = this.redirectOf(link);
    back.searchParams.set('code', 'null');
    back.searchParams.set('error', 'auth_denied');
    return back.toString();
  }

  private redirectOf(link: URL): URL {
    if (link.searchParams.get('app_key') !== this.app.appKey) throw new Error('The link names another app');
    const back = new URL(link.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', link.searchParams.get('state') ?? '');
    return back;
  }

  /** GET /api/v2/token/get and /api/v2/token/refresh, checked against the app's key and secret. */
  token(query: URLSearchParams, refresh: boolean, appSecret: string): SimAnswer {
    if (query.get('app_key') !== this.app.appKey || query.get('app_secret') !== appSecret)
      return invalidGrant('Invalid app_key or app_secret.');
    const now = this.clock.now();
    if (!refresh) {
      const code = query.get('auth_code') ?? '';
      const grant = this.shops.state.authCodes[code];
      if (query.get('grant_type') !== 'authorized_code' || !grant || grant.expiresAt <= now)
        return invalidGrant('The auth_code is invalid or has expired.');
      delete this.shops.state.authCodes[code];
      const refreshToken = secret('TTP_');
      this.shops.state.refreshTokens[refreshToken] = {
        shopId: grant.shopId,
        expiresAt: now + AUTHORIZATION_LIFETIME_MS,
      };
      return this.issue(refreshToken);
    }
    const refreshToken = query.get('refresh_token') ?? '';
    const grant = this.shops.state.refreshTokens[refreshToken];
    if (query.get('grant_type') !== 'refresh_token' || !grant || grant.expiresAt <= now)
      return invalidGrant('The refresh_token is invalid or has expired.');
    return this.issue(refreshToken);
  }

  /** A new access token; the refresh token stays the one of the authorization. */
  private issue(refreshToken: string): SimAnswer {
    const grant = this.shops.state.refreshTokens[refreshToken];
    const shop = this.shops.state.shops[grant.shopId];
    const accessToken = secret('TTP_');
    const expiresAt = this.clock.now() + ACCESS_TOKEN_LIFETIME_MS;
    this.shops.state.accessTokens[accessToken] = { shopId: shop.id, expiresAt };
    this.shops.save();
    const token: TtsToken = {
      access_token: accessToken,
      access_token_expire_in: unixSeconds(expiresAt),
      refresh_token: refreshToken,
      refresh_token_expire_in: unixSeconds(grant.expiresAt),
      open_id: shop.openId,
      seller_name: shop.sellerName,
      seller_base_region: 'US',
      user_type: 0,
      granted_scopes: ['seller.product.basic', 'seller.order.info', 'seller.return_refund.basic'],
    };
    return success(token);
  }

  /** The shop of an `x-tts-access-token`, or why the token does not work. */
  shopOfToken(token: string): { shop: SimShop } | { refusal: SimAnswer } {
    const grant: SimGrant | undefined = this.shops.state.accessTokens[token];
    if (!grant)
      return {
        refusal: failure(
          401,
          TTS_CODE.invalidCredentials,
          'Invalid credentials. The x-tts-access-token header is invalid.',
        ),
      };
    if (grant.expired || grant.expiresAt <= this.clock.now())
      return {
        refusal: failure(
          401,
          TTS_CODE.expiredAccessToken,
          'Expired credentials. The x-tts-access-token header has expired.',
        ),
      };
    return { shop: this.shops.state.shops[grant.shopId] };
  }

  expireAccessTokens(): void {
    for (const grant of Object.values(this.shops.state.accessTokens)) grant.expired = true;
    this.shops.save();
  }
}
