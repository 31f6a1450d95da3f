import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The seller portal's announcements, homepage/announcement (notices area), placed in the menu by
 * ../business.ts. Every seller and team member reads them: no permission.
 */
export const announcements: AppRoute = {
  path: 'homepage/announcement',
  name: 'announcement',
  meta: { title: 'common:menu.announcements', icon: 'bell', keepAlive: true },
  component: screen(
    () => import('../../../features/notices/reader/AnnouncementsScreen'),
    (m) => m.AnnouncementsScreen,
  ),
};
