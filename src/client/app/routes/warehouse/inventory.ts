import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's inventory screens (inventory area), placed in the menu by ../warehouse.ts. */
export const changeWarehouse: AppRoute = {
  path: 'ChangeWarehouse/:pageNo?',
  name: 'ChangeWarehouse',
  meta: {
    title: 'common:menu.changeWarehouse',
    icon: 'arrows-exchange',
    keepAlive: true,
    permission: [WarehousePermission.changeWarehouse],
  },
  component: screen(
    () => import('../../../features/inventory/switch-user/ChangeWarehouseScreen'),
    (m) => m.ChangeWarehouseScreen,
  ),
};
