import { matchPath } from 'react-router-dom';
import { STORED_USER_TYPE_ROUTE_PREFIX } from '../../domain/kernel/users';
import type { StoredUserType } from '../../domain/kernel/users';
import { holdsPermission } from '../stores/permissions';
import type { AppRoute, PortalRoutes, ResolvedRoute, UserRoutes } from './route-types';

/**
 * Pure route rules of the guard (spec section 2 "Route guard", section 6).
 * API: generateUserRoutes, isRouteVisible, defaultPathOf, stripParams, loginRedirectPath,
 * isPublicRouteName, joinPath, routeNames, findUserRoute, leadsToUserScreen.
 */
export const LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'login',
  'register',
  'registerResult',
  'recover',
  'index',
  'policy',
];

export function isPublicRouteName(name: string | undefined): boolean {
  return name !== undefined && PUBLIC_ROUTE_NAMES.includes(name);
}

/** Without a token the root goes to the login page; any other page comes back after login. */
export function loginRedirectPath(fullPath: string): string {
  if (fullPath === '/' || fullPath === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** '/business/my-package/:pageNo?' -> '/business/my-package'; 'inventory:type?' loses ':type?'. */
export function stripParams(path: string): string {
  const stripped = path
    .replace(/:[^/]+/g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  return stripped || '/';
}

/**
 * Visible when the route names no permission, or one the user holds. A grant of an admin module
 * covers its pages (the same reading as the server's grantsAllow).
 */
export function isRouteVisible(route: Pick<AppRoute, 'meta'>, held: ReadonlySet<string>): boolean {
  const needed = route.meta.permission ?? [];
  if (needed.length === 0) return true;
  return needed.some((code) => holdsPermission(held, code));
}

function filterTree(
  routes: readonly AppRoute[],
  parentPath: string,
  held: ReadonlySet<string>,
): ResolvedRoute[] {
  const kept: ResolvedRoute[] = [];
  for (const route of routes) {
    if (!isRouteVisible(route, held)) continue;
    const fullPath = joinPath(parentPath, route.path);
    const children = route.children ? filterTree(route.children, fullPath, held) : undefined;
    // A menu group whose every screen is hidden from the user disappears with them.
    if (route.children && !route.component && children?.length === 0) continue;
    kept.push({ ...route, fullPath, children });
  }
  return kept;
}

/** The first screen of the tree a user can land on (hidden detail screens are skipped). */
function firstLeaf(routes: readonly ResolvedRoute[]): ResolvedRoute | undefined {
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const inner = route.children?.length ? firstLeaf(route.children) : undefined;
    if (inner) return inner;
    if (route.component) return route;
  }
  return undefined;
}

export function defaultPathOf(routes: readonly ResolvedRoute[]): string | undefined {
  const leaf = firstLeaf(routes);
  return leaf ? stripParams(leaf.fullPath) : undefined;
}

/**
 * The user's tree: the portal whose path contains the stored user type's prefix, filtered by
 * the user's permission ids. Null when nothing is left ('no permission').
 */
export function generateUserRoutes(
  portals: readonly PortalRoutes[],
  userType: StoredUserType,
  permissionIds: readonly string[],
): UserRoutes | null {
  const prefix = STORED_USER_TYPE_ROUTE_PREFIX[userType];
  const portal = portals.find((p) => p.prefix.toLowerCase().includes(prefix.toLowerCase()));
  if (!portal) return null;
  const routes = filterTree(portal.routes, portal.prefix, new Set(permissionIds));
  const defaultPath = defaultPathOf(routes);
  if (defaultPath === undefined) return null;
  return { userType: portal.userType, prefix: portal.prefix, routes, defaultPath };
}

export function routeNames(routes: readonly ResolvedRoute[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly ResolvedRoute[]) =>
    list.forEach((r) => {
      names.add(r.name);
      if (r.children) walk(r.children);
    });
  walk(routes);
  return names;
}

/** The user's route whose path matches a location (used for titles and breadcrumbs). */
export function findUserRoute(routes: readonly ResolvedRoute[], pathname: string): ResolvedRoute | undefined {
  for (const route of routes) {
    const inner = route.children ? findUserRoute(route.children, pathname) : undefined;
    if (inner) return inner;
    if (route.component && matchPath({ path: route.fullPath, end: true }, pathname)) return route;
  }
  return undefined;
}

/**
 * Whether a link (path and query) leads to one of the user's screens. A target of the spec that is
 * not built yet, or a screen the user may not open, is shown as no link at all rather than a 404.
 */
export function leadsToUserScreen(userRoutes: UserRoutes | null, to: string): boolean {
  return userRoutes !== null && findUserRoute(userRoutes.routes, to.split('?')[0]) !== undefined;
}
