import { useSession } from '../stores/session';
import type { UserRoutes } from './route-types';

/**
 * The logged-in user's generated route tree for menus, tabs and breadcrumbs: the portal of the
 * stored user type, already filtered by permission, each route with its fullPath, plus the
 * default landing path. Null until the guard has loaded the user (or after logout).
 */
export function usePortalRoutes(): UserRoutes | null {
  return useSession((s) => s.routes);
}
