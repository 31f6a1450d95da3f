import type { MarketplaceAuth } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import { tiktokCall } from './tiktok-http';
import type { TiktokCall, TiktokConnection } from './tiktok-http';
import type { TtsRecommendedCategory, TtsWarehouses } from './tiktok-shapes';

/**
 * The calls about one seller's shop that the listing adapter and the shop's product sync both make:
 * a signed call naming the shop, the category TikTok recommends for a title, and the shop's default
 * sales warehouse (kept per shop: it does not change under a seller).
 */
export type ShopCall = <T>(
  auth: MarketplaceAuth,
  method: TiktokCall['method'],
  path: string,
  extra?: Pick<TiktokCall, 'query' | 'body' | 'form'>,
) => Promise<T>;

export const refused = (message: string) => new MarketplaceError('tiktok', 'refused', message);

export function shopOf(auth: MarketplaceAuth): string {
  if (!auth.shopId) throw refused('The TikTok Shop connection names no shop: connect the shop again');
  return auth.shopId;
}

export function shopCallOf(connection: TiktokConnection): ShopCall {
  return (auth, method, path, extra = {}) =>
    tiktokCall(connection, {
      method,
      path,
      accessToken: auth.accessToken,
      shopCipher: shopOf(auth),
      ...extra,
    });
}

/** POST /product/202309/categories/recommend: the leaf category TikTok puts a title in. */
export async function recommendedCategory(call: ShopCall, auth: MarketplaceAuth, title: string) {
  const answer = await call<TtsRecommendedCategory>(auth, 'POST', '/product/202309/categories/recommend', {
    body: { product_title: title },
  });
  return answer.leaf_category_id;
}

/** GET /logistics/202309/warehouses: the shop's default enabled sales warehouse, kept per shop. */
export function defaultWarehouses(call: ShopCall) {
  const known = new Map<string, string>();
  return async (auth: MarketplaceAuth): Promise<string> => {
    const kept = known.get(shopOf(auth));
    if (kept) return kept;
    const list = (await call<TtsWarehouses>(auth, 'GET', '/logistics/202309/warehouses')).warehouses ?? [];
    const selling = list.filter((w) => w.type === 'SALES_WAREHOUSE' && w.effect_status === 'ENABLED');
    const chosen = selling.find((w) => w.is_default) ?? selling[0];
    if (!chosen) throw refused('The TikTok shop has no enabled sales warehouse');
    known.set(shopOf(auth), chosen.id);
    return chosen.id;
  };
}
