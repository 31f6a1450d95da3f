import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The seller's repair orders (repair area, spec `repair-order`), placed in the menu by ../business.ts. */
const permission = [BusinessPart.repair];

export const repairOrders: AppRoute = {
  path: 'repair-order',
  name: 'RepairOrder',
  meta: { title: 'common:menu.repairOrder', icon: 'tool', keepAlive: true, permission },
  component: screen(
    () => import('../../../features/repair/seller/SellerRepairsScreen'),
    (m) => m.SellerRepairsScreen,
  ),
};

export const newRepairOrder: AppRoute = {
  path: 'repair-order/new',
  name: 'RepairOrderNew',
  meta: { title: 'repair-screens:menu.newRepair', hidden: true, permission },
  component: screen(
    () => import('../../../features/repair/seller/NewRepairOrderScreen'),
    (m) => m.NewRepairOrderScreen,
  ),
};

export const repairOrderDetail: AppRoute = {
  path: 'repair-order/detail',
  name: 'RepairOrderDetail',
  meta: { title: 'repair-screens:menu.repairDetail', hidden: true, permission },
  component: screen(
    () => import('../../../features/repair/seller/SellerRepairDetailScreen'),
    (m) => m.SellerRepairDetailScreen,
  ),
};
