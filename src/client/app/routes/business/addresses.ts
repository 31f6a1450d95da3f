import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The seller's address book (labels area), hidden from the sidebar, offered in the user menu. */
export const addressBook: AppRoute = {
  path: 'address/:pageNo?',
  name: 'address',
  meta: {
    title: 'common:menu.address',
    icon: 'map-pin',
    hidden: true,
    userMenu: true,
    keepAlive: true,
    permission: [BusinessPart.addresses],
  },
  component: screen(
    () => import('../../../features/labels/address/AddressBookScreen'),
    (m) => m.SellerAddressBookScreen,
  ),
};
