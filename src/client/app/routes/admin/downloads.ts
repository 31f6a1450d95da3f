import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's download center screens (downloads area), placed in the menu by ../admin.ts. */
export const adminDownloadCenter: AppRoute = {
  path: 'DownLoad',
  name: 'DownLoad',
  meta: {
    title: 'common:menu.downloadCenter',
    icon: 'download',
    keepAlive: true,
    permission: [NamedPermission.downloadCenter],
  },
  component: screen(
    () => import('../../../features/downloads/DownloadCenterScreen'),
    (m) => m.AdminDownloadCenterScreen,
  ),
};
