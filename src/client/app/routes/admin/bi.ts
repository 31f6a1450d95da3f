import { BiPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin's BI board (spec admin `bi`), the portal's default landing: first in ../admin.ts. */
export const biBoard: AppRoute = {
  path: 'bi',
  name: 'bi',
  meta: { title: 'bi:menu.title', icon: 'chart-bar', keepAlive: true, permission: [BiPage.board] },
  component: screen(
    () => import('../../../features/bi/BiScreen'),
    (m) => m.BiScreen,
  ),
};
