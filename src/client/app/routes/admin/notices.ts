import { NOTICES_PAGE } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's announcements, Notice/:pageNo? (notices area), placed in the menu by ../admin.ts. */
export const adminNotices: AppRoute = {
  path: 'Notice/:pageNo?',
  name: 'Notice',
  meta: {
    title: 'common:menu.announcements',
    icon: 'bell',
    keepAlive: true,
    permission: [NOTICES_PAGE],
  },
  component: screen(
    () => import('../../../features/notices/admin/NoticeAdminScreen'),
    (m) => m.NoticeAdminScreen,
  ),
};
