import { BusinessPart } from '../../../../domain/kernel/permissions';
import { PERSONAL_CENTER_ROLE_ID } from '../../../../domain/kernel/users';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The seller's home, settings and personal center (issue 28 point 7), placed in the menu by
 * ../business.ts. The portal's default stays the workplace (spec section 2), so the home follows it.
 */
export const homepage: AppRoute = {
  path: 'homepage',
  name: 'homepage',
  meta: { title: 'common:menu.home', icon: 'home', keepAlive: true, permission: [BusinessPart.home] },
  component: screen(
    () => import('../../screens/HomepageScreen'),
    (m) => m.HomepageScreen,
  ),
};

/** Every user's own settings: no permission. */
export const businessSettings: AppRoute = {
  path: 'settings',
  name: 'settings',
  meta: { title: 'common:menu.settings', icon: 'settings' },
  component: screen(
    () => import('../../../features/settings/SettingsScreen'),
    (m) => m.SettingsScreen,
  ),
};

/** Spec sections 2 and 6: the personal center shows for role id 4 only (menu and header user menu). */
export const personalCenter: AppRoute = {
  path: 'personalcenter',
  name: 'personalcenter',
  meta: { title: 'common:menu.userProfile', icon: 'user', roleId: PERSONAL_CENTER_ROLE_ID },
  component: screen(
    () => import('../../../features/settings/profile/ProfileScreen'),
    (m) => m.ProfileScreen,
  ),
};
