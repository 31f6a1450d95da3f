import { SelfOperatedPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The admin portal's self-operated warehouse (warehouse/*, spec section 2), where admins act for the
 * platform's own account; placed in the menu by ../admin.ts.
 */
export const selfOperatedGroup: AppRoute = {
  path: 'warehouse',
  name: 'SelfOperatedWarehouse',
  meta: {
    title: 'common:menu.selfOperatedData',
    icon: 'building-store',
    permission: ['300', SelfOperatedPage.warehouse],
  },
  children: [
    {
      path: 'address/:pageNo?',
      name: 'SelfOperatedAddress',
      meta: {
        title: 'common:menu.address',
        icon: 'map-pin',
        keepAlive: true,
        permission: [SelfOperatedPage.warehouse],
      },
      component: screen(
        () => import('../../../features/labels/address/AddressBookScreen'),
        (m) => m.SelfOperatedAddressBookScreen,
      ),
    },
  ],
};
