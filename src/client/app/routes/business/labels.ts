import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's label center (labels area), placed in the menu by ../business.ts. */
export const labelCenter: AppRoute = {
  path: 'label-center',
  name: 'label-center',
  meta: {
    title: 'common:menu.labelCenter',
    icon: 'truck-delivery',
    keepAlive: true,
    permission: [BusinessPart.labels],
  },
  component: screen(
    () => import('../../../features/labels/center/LabelCenterScreen'),
    (m) => m.LabelCenterScreen,
  ),
};
