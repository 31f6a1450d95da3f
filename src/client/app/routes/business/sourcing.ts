import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** Price search over our own price history (spec `price-search`, issue 26 point 2), for every seller. */
export const priceSearch: AppRoute = {
  path: 'price-search',
  name: 'price-search',
  meta: {
    title: 'common:menu.priceSearch',
    icon: 'chart-line',
    permission: [NamedPermission.business],
  },
  component: screen(
    () => import('../../../features/sourcing/price-search/PriceSearchScreen'),
    (m) => m.PriceSearchScreen,
  ),
};
