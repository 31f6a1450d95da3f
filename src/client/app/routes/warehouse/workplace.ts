import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's workplace screens (workplace area), placed in the menu by ../warehouse.ts. */
export const warehouseWorkplace: AppRoute = {
  path: 'WarehouseWorkplace',
  name: 'WarehouseWorkplace',
  meta: {
    title: 'common:menu.home',
    icon: 'home',
    keepAlive: true,
    permission: [WarehousePermission.workplace],
  },
  component: screen(
    () => import('../../../features/workplace/WarehouseWorkplace'),
    (m) => m.WarehouseWorkplace,
  ),
};
