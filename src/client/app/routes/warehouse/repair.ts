import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse's repair work (repair area, spec `RepireManage`), placed in the menu by ../warehouse.ts. */
export const repireManage: AppRoute = {
  path: 'RepireManage',
  name: 'RepireManage',
  meta: {
    title: 'repair-screens:menu.repireManage',
    icon: 'tool',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.repair],
  },
  component: screen(
    () => import('../../../features/repair/warehouse/RepairManageScreen'),
    (m) => m.RepairManageScreen,
  ),
};
