import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's workplace screens (workplace area), placed in the menu by ../business.ts. */
export const businessWorkplace: AppRoute = {
  path: 'workplace',
  name: 'workplace',
  meta: {
    title: 'common:menu.dashboard',
    icon: 'dashboard',
    keepAlive: true,
    permission: [BusinessPart.home],
  },
  component: screen(
    () => import('../../screens/BusinessWorkplaceScreen'),
    (m) => m.BusinessWorkplaceScreen,
  ),
};
