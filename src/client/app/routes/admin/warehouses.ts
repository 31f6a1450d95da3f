import { AdminPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's warehouse settings screens (warehouses area), placed in the menu by ../admin.ts. */
export const stockSetting: AppRoute = {
  path: 'Setting',
  name: 'StockSetting',
  meta: {
    title: 'common:menu.warehouseSettings',
    icon: 'settings',
    keepAlive: true,
    permission: [AdminPage.stockSetting],
  },
  component: screen(
    () => import('../../../features/warehouses/components/WarehouseSettingsScreen'),
    (m) => m.WarehouseSettingsScreen,
  ),
};

export const stockSettingDetail: AppRoute = {
  path: 'Setting/detail/:type?',
  name: 'StockSettingDetail',
  meta: {
    title: 'common:menu.racksAndShelves',
    hidden: true,
    permission: [AdminPage.stockSetting],
  },
  component: screen(
    () => import('../../../features/warehouses/components/WarehouseDetailScreen'),
    (m) => m.WarehouseDetailScreen,
  ),
};
