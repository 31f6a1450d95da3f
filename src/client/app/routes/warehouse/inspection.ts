import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's inspection screens (inspection area), placed in the menu by ../warehouse.ts. */
export const inspection: AppRoute = {
  path: 'CodeWarehousing/Inspection/:pageNo?',
  name: 'Inspection',
  meta: {
    title: 'common:menu.inspection',
    icon: 'clipboard-check',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.inspection],
  },
  component: screen(
    () => import('../../../features/inspection/InspectionScreen'),
    (m) => m.InspectionScreen,
  ),
};
