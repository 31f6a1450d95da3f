import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoginScreen } from '../features/auth/LoginScreen';
import { BlankLayout } from '../layouts/BlankLayout';
import { LoginLayout } from '../layouts/LoginLayout';
import type { AppRoute, PortalRoutes, RouteHandle } from '../routing/route-types';
import { RootShell } from './RootShell';
import { adminPortal } from './routes/admin';
import { businessPortal } from './routes/business';
import { element, screen } from './routes/screen';
import { warehousePortal } from './routes/warehouse';

/**
 * The route table (spec section 2), hash routing.
 * API: PORTALS (the three portal trees the guard filters per user), appRoutes (react-router
 * objects under RootShell; router.tsx puts the guard above them).
 * Each portal's menu is listed in routes/<portal>.ts, from the route objects of its areas in
 * routes/<portal>/<area>.ts. Adding a screen is one route object in its area's file: { path,
 * name, meta: { title (an i18n key, "common:menu.*"), icon (a tabler icon name the menus map),
 * keepAlive, permission (codes from src/domain/kernel/permissions.ts; any one is enough), type (order
 * type) }, component: screen(() => import('../../../features/<area>/<Screen>'), (m) => m.Screen)
 * }, then its place in the portal's list. Only screens that exist belong here: no placeholders.
 */
export const PORTALS: PortalRoutes[] = [adminPortal, warehousePortal, businessPortal];

/**
 * Layouts and screens the login page does not show are lazy, so its first load carries the login
 * layout only (tests/bench/web.bench.ts measures it against its first-load target).
 */
const PORTAL_LAYOUTS: Record<string, ComponentType> = {
  admin: screen(
    () => import('./portal-layouts/AdminPortalLayout'),
    (m) => m.AdminPortalLayout,
  ),
  warehouse: screen(
    () => import('./portal-layouts/WarehousePortalLayout'),
    (m) => m.WarehousePortalLayout,
  ),
  business: screen(
    () => import('./portal-layouts/BusinessPortalLayout'),
    (m) => m.BusinessPortalLayout,
  ),
};
const RegisterScreen = screen(
  () => import('../features/auth/RegisterScreen'),
  (m) => m.RegisterScreen,
);
const RecoverScreen = screen(
  () => import('../features/auth/RecoverScreen'),
  (m) => m.RecoverScreen,
);
const RegisterResultScreen = screen(
  () => import('../features/auth/RegisterResultScreen'),
  (m) => m.RegisterResultScreen,
);

const PolicyScreen = screen(
  () => import('../features/public/PolicyScreen'),
  (m) => m.PolicyScreen,
);
const NotFoundScreen = screen(
  () => import('../features/public/NotFoundScreen'),
  (m) => m.NotFoundScreen,
);
const DashboardWorkplace = screen(
  () => import('../features/workplace/DashboardWorkplace'),
  (m) => m.DashboardWorkplace,
);

function toRouteObject(route: AppRoute, portal: PortalRoutes): RouteObject {
  const handle: RouteHandle = { name: route.name, meta: route.meta, portal: portal.userType };
  return {
    path: route.path,
    handle,
    element: route.redirect ? (
      <Navigate to={route.redirect} replace />
    ) : route.component ? (
      element(route.component)
    ) : undefined,
    children: route.children?.map((child) => toRouteObject(child, portal)),
  };
}

function portalRouteObject(portal: PortalRoutes): RouteObject {
  const Layout = PORTAL_LAYOUTS[portal.userType];
  const handle: RouteHandle = {
    name: portal.userType,
    meta: { title: 'common:app.name' },
    portal: portal.userType,
    portalRoot: true,
  };
  return {
    path: portal.prefix,
    element: element(Layout),
    children: [{ index: true, handle }, ...portal.routes.map((route) => toRouteObject(route, portal))],
  };
}

function page(name: string, title: string): RouteHandle {
  return { name, meta: { title } };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { path: '/', handle: page('root', 'common:app.name') },
      {
        path: '/index',
        handle: page('index', 'common:app.name'),
        element: <Navigate to="/user/login" replace />,
      },
      {
        path: '/user',
        element: <LoginLayout />,
        children: [
          { path: 'login', handle: page('login', 'auth:title'), element: <LoginScreen /> },
          {
            path: 'register',
            handle: page('register', 'auth:register.title'),
            element: element(RegisterScreen),
          },
          {
            path: 'recover',
            handle: page('recover', 'auth:recover.title'),
            element: element(RecoverScreen),
          },
          {
            path: 'register-result',
            handle: page('registerResult', 'auth:registerResult.title'),
            element: element(RegisterResultScreen),
          },
        ],
      },
      {
        element: <BlankLayout />,
        children: [
          { path: '/policy', handle: page('policy', 'common:menu.policy'), element: element(PolicyScreen) },
          { path: '/404', handle: page('404', 'common:menu.notFound'), element: element(NotFoundScreen) },
          {
            path: '/dashboard/workplace',
            handle: page('dashboardWorkplace', 'common:menu.workplace'),
            element: element(DashboardWorkplace),
          },
        ],
      },
      ...PORTALS.map(portalRouteObject),
      { path: '*', handle: page('unknown', 'common:menu.notFound') },
    ],
  },
];
