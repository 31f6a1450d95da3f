import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** A warehouse user's own app settings (issue 28 point 7): hidden from the sidebar, offered in the user menu. */
export const warehouseSettings: AppRoute = {
  path: 'settings',
  name: 'settings',
  meta: { title: 'common:menu.settings', icon: 'settings', hidden: true, userMenu: true },
  component: screen(
    () => import('../../../features/settings/SettingsScreen'),
    (m) => m.SettingsScreen,
  ),
};
