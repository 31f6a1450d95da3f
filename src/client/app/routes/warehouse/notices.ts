import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The warehouse portal's announcements (notices area), placed in the menu by ../warehouse.ts. The
 * spec names no warehouse route for them: Notice, as in the admin portal. Every warehouse user.
 */
export const warehouseNotices: AppRoute = {
  path: 'Notice',
  name: 'WarehouseNotice',
  meta: { title: 'common:menu.announcements', icon: 'bell', keepAlive: true },
  component: screen(
    () => import('../../../features/notices/reader/AnnouncementsScreen'),
    (m) => m.AnnouncementsScreen,
  ),
};
