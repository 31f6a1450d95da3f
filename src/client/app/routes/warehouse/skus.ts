import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's SKU screens (skus area), placed in the menu by ../warehouse.ts. */
export const warehouseSkuManage: AppRoute = {
  path: 'SKUManage/:type?/:pageNo?',
  name: 'SKUManage',
  meta: {
    title: 'common:menu.skuManage',
    icon: 'tag',
    keepAlive: true,
    permission: [WarehousePermission.skuManage],
  },
  component: screen(
    () => import('../../../features/skus/SkuManageScreen'),
    (m) => m.WarehouseSkuManageScreen,
  ),
};
