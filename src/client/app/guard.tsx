import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTitleTranslation } from '../i18n/use-title-translation';
import { activeToken, useSession } from '../stores/session';
import {
  isPublicRouteName,
  LOGIN_PATH,
  loginRedirectPath,
  NOT_FOUND_PATH,
  routeNames,
} from '../routing/route-access';
import type { PortalRoutes, RouteHandle, UserRoutes } from '../routing/route-types';
import { NoPermission } from './NoPermission';
import { PageLoader } from './PageLoader';
import { GuardFailure, loadUserSession } from './session-bootstrap';
import type { GuardFailureReason } from './session-bootstrap';

/**
 * The route guard (spec section 2 "Route guard", section 8 route-guard errors), rendered above
 * the whole route table: <RouteGuard portals={PORTALS} />.
 * - no token: public routes render; '/' goes to the login page; anything else to
 *   /user/login?redirect=<full path>;
 * - token, routes not generated yet: loads user info (session-bootstrap.ts), then shows the
 *   redirect query or the requested page; a failure shows its notification and logs out;
 * - token and routes: the login page and '/' go to the default path, unknown paths to /404, a
 *   portal page the user's tree lacks shows 'no permission'.
 * It also sets document.title from the matched route's meta.
 */
const FAILURE_MESSAGE: Record<GuardFailureReason, string> = {
  userInfoFailed: 'common:guard.userInfoFailed',
  rolesMissing: 'common:guard.rolesMissing',
  noPermission: 'common:guard.userHasNoPermission',
  warehousePermissionFailed: 'common:guard.warehousePermissionFailed',
};

async function loadSessionOrLogout(portals: readonly PortalRoutes[]): Promise<UserRoutes> {
  try {
    return await loadUserSession(portals);
  } catch (error) {
    const reason = error instanceof GuardFailure ? error.reason : 'userInfoFailed';
    notifications.show({
      color: 'red',
      title: i18next.t('common:guard.errorTitle'),
      message: i18next.t(FAILURE_MESSAGE[reason]),
    });
    useSession.getState().logout();
    throw error;
  }
}

/** Only paths inside the app may be redirect targets (no //evil.example). */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

function isAllowed(routes: UserRoutes, handle: RouteHandle): boolean {
  return handle.portal === routes.userType && routeNames(routes.routes).has(handle.name);
}

function usePageTitle(title: string | undefined) {
  const { t, ready } = useTitleTranslation([title], false);
  useEffect(() => {
    if (!ready) return;
    const app = t('common:app.name');
    document.title = title && title !== 'common:app.name' ? `${t(title)} - ${app}` : app;
  }, [t, title, ready]);
}

export function RouteGuard({ portals }: { portals: readonly PortalRoutes[] }) {
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as RouteHandle | undefined;
  const token = useSession((s) => activeToken(s));
  const userRoutes = useSession((s) => s.routes);
  usePageTitle(handle?.meta.title);

  const needsSession = token !== null && userRoutes === null;
  const session = useQuery({
    queryKey: ['session-bootstrap', token],
    queryFn: () => loadSessionOrLogout(portals),
    enabled: needsSession,
    retry: false,
    gcTime: 0,
    meta: { persist: false },
  });

  const fullPath = location.pathname + location.search;
  if (token === null) {
    if (isPublicRouteName(handle?.name)) return <Outlet />;
    return <Navigate to={loginRedirectPath(fullPath)} replace />;
  }
  const routes = userRoutes ?? session.data;
  if (!routes) return <PageLoader />;

  if (location.pathname === LOGIN_PATH) {
    const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={redirect ?? routes.defaultPath} replace />;
  }
  if (location.pathname === '/') return <Navigate to={routes.defaultPath} replace />;
  if (handle?.name === 'unknown') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (handle?.portalRoot) {
    if (handle.portal === routes.userType) return <Navigate to={routes.defaultPath} replace />;
    return <NoPermission home={routes.defaultPath} />;
  }
  if (handle?.portal && !isAllowed(routes, handle)) return <NoPermission home={routes.defaultPath} />;
  return <Outlet />;
}
