import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's download center screens (downloads area), placed in the menu by ../business.ts. */
export const businessDownloadCenter: AppRoute = {
  // The spec names no seller download center route: DownLoad as in the admin portal. A part of the
  // seller portal like the others (a merchant's 'business' grant covers it; a team role may hold it).
  path: 'DownLoad',
  name: 'BusinessDownLoad',
  meta: {
    title: 'common:menu.downloadCenter',
    icon: 'download',
    keepAlive: true,
    permission: [BusinessPart.downloads],
  },
  component: screen(
    () => import('../../../features/downloads/DownloadCenterScreen'),
    (m) => m.OwnDownloadCenterScreen,
  ),
};
