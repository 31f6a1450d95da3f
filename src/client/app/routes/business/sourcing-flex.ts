import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

const business = [BusinessPart.sourcing];

/**
 * The seller's flex screens (spec `stockx-flex/ship`, `stockx-flex/list` and its detail; issue 26
 * point 5), placed in the menu by ../business.ts: "Flex" with "Ship to Flex" and "Listings", shown to
 * sellers with the flex merchant flag only.
 */
export const flexGroup: AppRoute = {
  path: 'stockx-flex',
  name: 'stockx-flex',
  meta: { title: 'common:menu.flex', icon: 'package-export', merchantFlag: 'flex', permission: business },
  children: [
    {
      path: 'ship',
      name: 'stockx-flex-ship',
      meta: { title: 'common:menu.shipToFlex', merchantFlag: 'flex', permission: business },
      component: screen(
        () => import('../../../features/sourcing/flex/FlexShipScreen'),
        (m) => m.FlexShipScreen,
      ),
    },
    {
      path: 'list/:pageNo?',
      name: 'stockx-flex-list',
      meta: { title: 'common:menu.listings', keepAlive: true, merchantFlag: 'flex', permission: business },
      component: screen(
        () => import('../../../features/sourcing/flex/FlexListScreen'),
        (m) => m.FlexListScreen,
      ),
    },
    {
      path: 'list/detail',
      name: 'stockx-flex-detail',
      meta: { title: 'sourcing-flex:menu.detail', hidden: true, merchantFlag: 'flex', permission: business },
      component: screen(
        () => import('../../../features/sourcing/flex/FlexDetailScreen'),
        (m) => m.FlexDetailScreen,
      ),
    },
  ],
};
