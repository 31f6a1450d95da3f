import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's shelving screens (shelving area), placed in the menu by ../warehouse.ts. */
export const shelfManage: AppRoute = {
  path: 'ShelfManage/ShelfManage/:pageNo?',
  name: 'ShelfManage',
  meta: {
    title: 'common:menu.shelfManage',
    icon: 'stack',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.shelving],
  },
  component: screen(
    () => import('../../../features/shelving/ShelfManageScreen'),
    (m) => m.ShelfManageScreen,
  ),
};

export const inventoryView: AppRoute = {
  path: 'InventoryView/:type?/:pageNo?',
  name: 'InventoryView',
  meta: {
    title: 'common:menu.inventoryView',
    icon: 'layout-grid',
    keepAlive: true,
    permission: [WarehousePermission.inventoryView],
  },
  component: screen(
    () => import('../../../features/shelving/InventoryViewScreen'),
    (m) => m.InventoryViewScreen,
  ),
};
