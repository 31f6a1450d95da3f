import type { MarketplaceTokens } from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import { tiktokCall, tiktokToken } from './tiktok-http';
import type { TiktokConnection } from './tiktok-http';
import { isoOf } from './tiktok-mapping';
import type { TtsShops, TtsToken } from './tiktok-shapes';

/**
 * A seller's connection to TikTok Shop ("Authorization overview"): the authorization link, the auth
 * code's exchange for tokens at the token host, their refresh, and the authorized shop whose cipher
 * every shop call names.
 */

/**
 * The seller's authorization link. TikTok sends the seller back to the Redirect URL registered for
 * the app in Partner Center and reads no redirect_uri: it is added for the simulator, which has no
 * Partner Center. Live, `redirectUri` must be the registered URL.
 */
export function authorizationLink(
  connection: TiktokConnection,
  serviceId: string,
  input: { state: string; redirectUri: string },
): string {
  const url = new URL(`${connection.authBaseUrl.replace(/\/+$/, '')}/oauth/authorize`);
  url.searchParams.set('app_key', connection.appKey);
  url.searchParams.set('service_id', serviceId);
  url.searchParams.set('state', input.state);
  url.searchParams.set('redirect_uri', input.redirectUri);
  return url.toString();
}

/** The tokens with the shop they act for (GET /authorization/202309/shops: the first shop). */
async function tokensOf(connection: TiktokConnection, token: TtsToken): Promise<MarketplaceTokens> {
  const { shops } = await tiktokCall<TtsShops>(connection, {
    method: 'GET',
    path: '/authorization/202309/shops',
    accessToken: token.access_token,
  });
  const shop = shops?.[0];
  if (!shop) throw new MarketplaceError('tiktok', 'refused', 'The seller authorised no TikTok shop');
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: isoOf(token.access_token_expire_in),
    accountId: shop.id,
    accountName: shop.name || token.seller_name,
    shopId: shop.cipher,
  };
}

export async function tokensForCode(connection: TiktokConnection, code: string): Promise<MarketplaceTokens> {
  const grant = { auth_code: code, grant_type: 'authorized_code' };
  return tokensOf(connection, await tiktokToken(connection, '/api/v2/token/get', grant));
}

export async function refreshedTokens(connection: TiktokConnection, refreshToken: string) {
  const grant = { refresh_token: refreshToken, grant_type: 'refresh_token' };
  const token = await tiktokToken(connection, '/api/v2/token/refresh', grant).catch((error: unknown) => {
    // A refresh token TikTok no longer takes: the seller authorises the app again.
    if (isMarketplaceError(error) && error.kind === 'refused')
      throw new MarketplaceError('tiktok', 'auth_expired', error.message, error.details);
    throw error;
  });
  return tokensOf(connection, token);
}
