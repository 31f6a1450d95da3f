import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The seller's Team (teams area, issue 28 point 4), placed in the menu by ../business.ts. Its part,
 * 'business.team', is the seller's own: no team role holds it, so members never see the entry.
 */
export const team: AppRoute = {
  path: 'team',
  name: 'BusinessTeam',
  meta: { title: 'teams:menu.team', icon: 'users', keepAlive: true, permission: [BusinessPart.team] },
  component: screen(
    () => import('../../../features/teams/TeamScreen'),
    (m) => m.TeamScreen,
  ),
};
