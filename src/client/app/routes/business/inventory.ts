import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's inventory screens (inventory area), placed in the menu by ../business.ts. */
export const inventory: AppRoute = {
  // The spec's 'inventory:type?' is the tab: here its own optional segment (react-router has no partial segments).
  path: 'in-warehouse/inventory/inventory/:type?/:pageNo?',
  name: 'inventory',
  meta: {
    title: 'common:menu.inWarehouse',
    icon: 'building-warehouse',
    keepAlive: true,
    permission: [BusinessPart.inventory],
  },
  component: screen(
    () => import('../../../features/inventory/InventoryScreen'),
    (m) => m.InventoryScreen,
  ),
};

export const inventorySpecPath: AppRoute = {
  // The spec's form of the same path, 'inventory9/2': sent on to the one above.
  path: 'in-warehouse/inventory/:glued/:pageNo?',
  name: 'inventorySpecPath',
  meta: { title: 'common:menu.inWarehouse', hidden: true, permission: [BusinessPart.inventory] },
  component: screen(
    () => import('../../../features/inventory/InventorySpecPath'),
    (m) => m.InventorySpecPath,
  ),
};

export const warehouseExit: AppRoute = {
  path: 'inventory/WarehouseExit',
  name: 'WarehouseExit',
  meta: {
    title: 'common:menu.warehouseExit',
    icon: 'package-export',
    keepAlive: true,
    permission: [BusinessPart.inventory],
  },
  component: screen(
    () => import('../../../features/inventory/WarehouseExitScreen'),
    (m) => m.WarehouseExitScreen,
  ),
};
