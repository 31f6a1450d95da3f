import { EMAIL_PAGE } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's email outbox (email area), placed in the menu by ../admin.ts. */
export const adminEmailOutbox: AppRoute = {
  path: 'Email',
  name: 'Email',
  meta: {
    title: 'email:menu.title',
    icon: 'mail',
    keepAlive: true,
    permission: [EMAIL_PAGE],
  },
  component: screen(
    () => import('../../../features/email/OutboxScreen'),
    (m) => m.OutboxScreen,
  ),
};
