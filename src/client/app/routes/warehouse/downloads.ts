import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's download center screens (downloads area), placed in the menu by ../warehouse.ts. */
export const warehouseDownloadCenter: AppRoute = {
  // The spec names no warehouse download center route: DownLoad as in the admin portal. Any
  // warehouse user: each sees only their own exports.
  path: 'DownLoad',
  name: 'WarehouseDownLoad',
  meta: { title: 'common:menu.downloadCenter', icon: 'download', keepAlive: true },
  component: screen(
    () => import('../../../features/downloads/DownloadCenterScreen'),
    (m) => m.OwnDownloadCenterScreen,
  ),
};
