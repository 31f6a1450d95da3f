import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** Price search over our own price history (spec `price-search`, issue 26 point 2), for every seller. */
export const priceSearch: AppRoute = {
  path: 'price-search',
  name: 'price-search',
  meta: {
    title: 'common:menu.priceSearch',
    icon: 'chart-line',
    permission: [BusinessPart.sourcing],
  },
  component: screen(
    () => import('../../../features/sourcing/price-search/PriceSearchScreen'),
    (m) => m.PriceSearchScreen,
  ),
};

/**
 * The short-video shop sync (spec `tiktok-shop`, issue 26 point 4), for every seller: the screen says
 * when the shop is not connected yet and leads to Platform services, where it is connected.
 */
export const tiktokShop: AppRoute = {
  path: 'tiktok-shop',
  name: 'tiktok-shop',
  meta: {
    title: 'common:menu.tiktokShopSync',
    icon: 'brand-tiktok',
    keepAlive: true,
    permission: [BusinessPart.sourcing],
  },
  component: screen(
    () => import('../../../features/sourcing/shop/TiktokShopScreen'),
    (m) => m.TiktokShopScreen,
  ),
};

/**
 * The B2B board (issue 26 point 6), for every seller: the other sellers' offers to buy, the seller's
 * own offers, and offering pairs. The tab is in the address (?tab=board|mine|offer).
 */
export const b2bBoard: AppRoute = {
  path: 'b2b-board',
  name: 'b2b-board',
  meta: {
    title: 'common:menu.b2bBoard',
    icon: 'building-store',
    permission: [BusinessPart.sourcing],
  },
  component: screen(
    () => import('../../../features/sourcing/b2b/B2bBoardScreen'),
    (m) => m.B2bBoardScreen,
  ),
};
