import type { ComponentType, LazyExoticComponent } from 'react';
import type { StoredUserType } from '../../domain/kernel/users';

/**
 * Route metadata (spec section 3 "Route metadata"): title is an i18n key ("ns:key"),
 * permission is the list of permission codes that may see the route (none = everyone),
 * type is the order type number of order screens.
 */
export type RouteMeta = {
  title: string;
  icon?: string;
  keepAlive?: boolean;
  permission?: readonly string[];
  type?: number;
  /** Reachable but not shown in the menu (detail screens). */
  hidden?: boolean;
  /** Merchant authorization flag the menu entry needs (spec section 6 "Merchant sidebar"). */
  merchantFlag?: 'touchPro' | 'knetCrossListing' | 'flex';
  /** Only users with this role id see the entry (personal center: role 4). */
  roleId?: number;
  /** A hidden route offered in the header's user menu (the seller's Address). */
  userMenu?: boolean;
  /**
   * A scan screen worked on a tablet: the sidebar folds away (the header's menu button opens it as
   * a drawer), so the work starts at the top of the screen.
   */
  foldNavigation?: boolean;
};

export type AppRoute = {
  /** Path relative to the parent, react-router style, e.g. 'Account/BusinessAccount' or ':pageNo?'. */
  path: string;
  /** Unique route name; public names: login, register, registerResult, index, policy. */
  name: string;
  meta: RouteMeta;
  component?: LazyExoticComponent<ComponentType>;
  children?: AppRoute[];
  redirect?: string;
};

/** One portal's tree: its prefix, its layout's user type and its routes. */
export type PortalRoutes = { userType: StoredUserType; prefix: string; routes: AppRoute[] };

/** A route of the user's generated tree, with its absolute path (what menus and tabs link to). */
export type ResolvedRoute = Omit<AppRoute, 'children'> & { fullPath: string; children?: ResolvedRoute[] };

/**
 * The route tree generated for the logged-in user (spec section 2 "Route guard"): the portal of the
 * stored user type, filtered by permission, and the default landing path (its first leaf).
 */
export type UserRoutes = {
  userType: StoredUserType;
  prefix: string;
  routes: ResolvedRoute[];
  defaultPath: string;
};

/** What every route object of the router carries in `handle` (read by the guard and the shell). */
export type RouteHandle = {
  name: string;
  meta: RouteMeta;
  /** Set on portal routes: the user type whose generated tree must contain the route. */
  portal?: StoredUserType;
  /** The portal's own path (/business): it leads to the user's default path. */
  portalRoot?: boolean;
};
