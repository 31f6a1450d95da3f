import { LABEL_CENTER_PAGE } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's LabelCenter (labels area), placed in the menu by ../admin.ts. */
export const adminLabelCenter: AppRoute = {
  path: 'LabelCenter',
  name: 'LabelCenter',
  meta: {
    title: 'common:menu.labelCenter',
    icon: 'truck-delivery',
    keepAlive: true,
    permission: [LABEL_CENTER_PAGE],
  },
  component: screen(
    () => import('../../../features/labels/center/AdminLabelCenterScreen'),
    (m) => m.AdminLabelCenterScreen,
  ),
};
