import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AdminPage, NamedPermission, StockPage, WarehousePermission } from '../../domain/permissions';
import { LoginScreen } from '../features/auth/LoginScreen';
import { BlankLayout } from '../layouts/BlankLayout';
import { LoginLayout } from '../layouts/LoginLayout';
import type { AppRoute, PortalRoutes, RouteHandle } from '../routing/route-types';
import { RootShell } from './RootShell';
import { PageLoader } from './PageLoader';

/**
 * The route table (spec section 2), hash routing.
 * API: PORTALS (the three portal trees the guard filters per user), appRoutes (react-router
 * objects under RootShell; router.tsx puts the guard above them).
 * Adding a screen is one entry in its portal's `routes`: { path, name, meta: { title (an i18n
 * key, "common:menu.*"), icon (a tabler icon name the menus map), keepAlive, permission
 * (codes from src/domain/permissions.ts; any one is enough), type (order type) }, component:
 * screen(() => import('../features/<area>/<Screen>'), (m) => m.Screen) }. Only screens that
 * exist belong here: no placeholders.
 */

/** A lazily loaded screen from a named export, so each area is its own chunk. */
export function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const PORTALS: PortalRoutes[] = [
  {
    userType: 'admin',
    prefix: '/admin',
    routes: [
      {
        path: 'BusiForecast/:pageNo?',
        name: 'BusiForecast',
        meta: {
          title: 'common:menu.busiForecast',
          icon: 'package-import',
          keepAlive: true,
          permission: [AdminPage.busiForecast],
        },
        component: screen(
          () => import('../features/inbound/forecasts/admin/BusiForecastScreen'),
          (m) => m.BusiForecastScreen,
        ),
      },
      {
        path: 'BusiForecast/AppointDetail',
        name: 'BusiForecastAppointDetail',
        meta: { title: 'common:menu.busiForecastDetail', hidden: true, permission: [AdminPage.busiForecast] },
        component: screen(
          () => import('../features/inbound/forecasts/admin/AppointDetailScreen'),
          (m) => m.AppointDetailScreen,
        ),
      },
      {
        path: 'Stock',
        name: 'WarehouseMenu',
        meta: { title: 'common:menu.warehouseGroup', icon: 'building-warehouse' },
        children: [
          {
            // '' is /admin/Stock itself: the stock list, beside its Setting, InBatch and OutBatch screens.
            path: '',
            name: 'Stock',
            meta: {
              title: 'common:menu.stock',
              icon: 'layout-grid',
              keepAlive: true,
              permission: [StockPage.stock],
            },
            component: screen(
              () => import('../features/inventory/StockListScreen'),
              (m) => m.StockListScreen,
            ),
          },
          {
            path: 'InBatch',
            name: 'StockInBatch',
            meta: {
              title: 'common:menu.inBatch',
              icon: 'package-import',
              keepAlive: true,
              permission: [StockPage.stock],
            },
            component: screen(
              () => import('../features/inventory/InBatchScreen'),
              (m) => m.InBatchScreen,
            ),
          },
          {
            path: 'OutBatch',
            name: 'StockOutBatch',
            meta: {
              title: 'common:menu.outBatch',
              icon: 'package-export',
              keepAlive: true,
              permission: [StockPage.stock],
            },
            component: screen(
              () => import('../features/inventory/OutBatchScreen'),
              (m) => m.OutBatchScreen,
            ),
          },
          {
            path: 'detail/*',
            name: 'StockDetail',
            meta: { title: 'common:menu.batchItems', hidden: true, permission: [StockPage.stock] },
            component: screen(
              () => import('../features/inventory/StockDetailScreen'),
              (m) => m.StockDetailScreen,
            ),
          },
          {
            path: 'Setting',
            name: 'StockSetting',
            meta: {
              title: 'common:menu.warehouseSettings',
              icon: 'settings',
              keepAlive: true,
              permission: [AdminPage.stockSetting],
            },
            component: screen(
              () => import('../features/warehouses/components/WarehouseSettingsScreen'),
              (m) => m.WarehouseSettingsScreen,
            ),
          },
          {
            path: 'Setting/detail/:type?',
            name: 'StockSettingDetail',
            meta: {
              title: 'common:menu.racksAndShelves',
              hidden: true,
              permission: [AdminPage.stockSetting],
            },
            component: screen(
              () => import('../features/warehouses/components/WarehouseDetailScreen'),
              (m) => m.WarehouseDetailScreen,
            ),
          },
        ],
      },
      {
        path: 'SKUManage',
        name: 'SKUManageMenu',
        meta: { title: 'common:menu.skuGroup', icon: 'tag', permission: ['1300', AdminPage.skuManage] },
        children: [
          {
            path: 'SKUManage/:type?/:pageNo?',
            name: 'SKUManage',
            meta: {
              title: 'common:menu.skuManage',
              icon: 'tag',
              keepAlive: true,
              permission: [AdminPage.skuManage],
            },
            component: screen(
              () => import('../features/skus/SkuManageScreen'),
              (m) => m.AdminSkuManageScreen,
            ),
          },
          {
            path: 'Brand',
            name: 'Brand',
            meta: {
              title: 'common:menu.brands',
              icon: 'box',
              keepAlive: true,
              permission: [AdminPage.skuManage],
            },
            component: screen(
              () => import('../features/skus/BrandScreen'),
              (m) => m.BrandScreen,
            ),
          },
        ],
      },
      {
        path: 'Warehouse/Overview',
        name: 'WarehouseOverview',
        meta: {
          title: 'common:menu.warehouseOverview',
          icon: 'chart-bar',
          keepAlive: true,
          permission: [StockPage.overview],
        },
        component: screen(
          () => import('../features/inventory/StockOverviewScreen'),
          (m) => m.StockOverviewScreen,
        ),
      },
      {
        path: 'DownLoad',
        name: 'DownLoad',
        meta: {
          title: 'common:menu.downloadCenter',
          icon: 'download',
          keepAlive: true,
          permission: [NamedPermission.downloadCenter],
        },
        component: screen(
          () => import('../features/downloads/DownloadCenterScreen'),
          (m) => m.AdminDownloadCenterScreen,
        ),
      },
      {
        path: 'Account',
        name: 'Account',
        meta: {
          title: 'common:menu.account',
          icon: 'users',
          permission: [
            '1100',
            AdminPage.businessAccount,
            AdminPage.platformAccount,
            AdminPage.roles,
            AdminPage.auditLog,
          ],
        },
        children: [
          {
            path: 'BusinessAccount',
            name: 'BusinessAccount',
            meta: {
              title: 'common:menu.businessAccount',
              icon: 'user',
              keepAlive: true,
              permission: [AdminPage.businessAccount],
            },
            component: screen(
              () => import('../features/accounts/business/BusinessAccountScreen'),
              (m) => m.BusinessAccountScreen,
            ),
          },
          {
            path: 'PlatformAccount',
            name: 'PlatformAccount',
            meta: {
              title: 'common:menu.platformAccount',
              icon: 'users',
              keepAlive: true,
              permission: [AdminPage.platformAccount],
            },
            component: screen(
              () => import('../features/accounts/platform/PlatformAccountScreen'),
              (m) => m.PlatformAccountScreen,
            ),
          },
          {
            path: 'Roles',
            name: 'Roles',
            meta: {
              title: 'common:menu.roles',
              icon: 'shield-check',
              keepAlive: true,
              permission: [AdminPage.roles],
            },
            component: screen(
              () => import('../features/accounts/roles/RolesScreen'),
              (m) => m.RolesScreen,
            ),
          },
          {
            path: 'AuditLog',
            name: 'AuditLog',
            meta: {
              title: 'common:menu.auditLog',
              icon: 'list-details',
              keepAlive: true,
              permission: [AdminPage.auditLog],
            },
            component: screen(
              () => import('../features/accounts/audit/AuditLogScreen'),
              (m) => m.AuditLogScreen,
            ),
          },
        ],
      },
    ],
  },
  {
    userType: 'warehouse',
    prefix: '/warehouse',
    routes: [
      {
        path: 'WarehouseWorkplace',
        name: 'WarehouseWorkplace',
        meta: {
          title: 'common:menu.home',
          icon: 'home',
          keepAlive: true,
          permission: [WarehousePermission.workplace],
        },
        component: screen(
          () => import('../features/workplace/WarehouseWorkplace'),
          (m) => m.WarehouseWorkplace,
        ),
      },
      {
        // Any warehouse user: everyone's own refused offline ops (opened from the header's sync status).
        path: 'SyncAttention',
        name: 'SyncAttention',
        meta: { title: 'common:menu.syncAttention', hidden: true },
        component: screen(
          () => import('../features/sync/NeedsAttentionScreen'),
          (m) => m.NeedsAttentionScreen,
        ),
      },
      {
        path: 'ChangeWarehouse/:pageNo?',
        name: 'ChangeWarehouse',
        meta: {
          title: 'common:menu.changeWarehouse',
          icon: 'arrows-exchange',
          keepAlive: true,
          permission: [WarehousePermission.changeWarehouse],
        },
        component: screen(
          () => import('../features/inventory/switch-user/ChangeWarehouseScreen'),
          (m) => m.ChangeWarehouseScreen,
        ),
      },
      {
        path: 'WarehousingAppoint/AppointDetail',
        name: 'AppointDetail',
        meta: {
          title: 'common:menu.appointDetail',
          hidden: true,
          permission: [WarehousePermission.appointment],
        },
        component: screen(
          () => import('../features/inbound/receiving/ReceivingAppointDetailScreen'),
          (m) => m.ReceivingAppointDetailScreen,
        ),
      },
      {
        path: 'WarehousingAppoint/:pageNo?',
        name: 'WarehousingAppoint',
        meta: {
          title: 'common:menu.appoint',
          icon: 'scan',
          keepAlive: true,
          permission: [WarehousePermission.appointment],
        },
        component: screen(
          () => import('../features/inbound/receiving/WarehousingAppointScreen'),
          (m) => m.WarehousingAppointScreen,
        ),
      },
      {
        path: 'CodeWarehousing/Inspection/:pageNo?',
        name: 'Inspection',
        meta: {
          title: 'common:menu.inspection',
          icon: 'clipboard-check',
          keepAlive: true,
          permission: [WarehousePermission.inspection],
        },
        component: screen(
          () => import('../features/inspection/InspectionScreen'),
          (m) => m.InspectionScreen,
        ),
      },
      {
        path: 'ReturnWarehouse/ReturnWarehouse/:pageNo?',
        name: 'ReturnWarehouse',
        meta: {
          title: 'common:menu.platformReturns',
          icon: 'arrow-back-up',
          keepAlive: true,
          permission: [WarehousePermission.returns],
        },
        component: screen(
          () => import('../features/inbound/returns/ReturnWarehouseScreen'),
          (m) => m.ReturnWarehouseScreen,
        ),
      },
      {
        path: 'ShelfManage/ShelfManage/:pageNo?',
        name: 'ShelfManage',
        meta: {
          title: 'common:menu.shelfManage',
          icon: 'stack',
          keepAlive: true,
          permission: [WarehousePermission.shelving],
        },
        component: screen(
          () => import('../features/shelving/ShelfManageScreen'),
          (m) => m.ShelfManageScreen,
        ),
      },
      {
        path: 'SKUManage/:type?/:pageNo?',
        name: 'SKUManage',
        meta: {
          title: 'common:menu.skuManage',
          icon: 'tag',
          keepAlive: true,
          permission: [WarehousePermission.skuManage],
        },
        component: screen(
          () => import('../features/skus/SkuManageScreen'),
          (m) => m.WarehouseSkuManageScreen,
        ),
      },
      {
        path: 'InventoryView/:type?/:pageNo?',
        name: 'InventoryView',
        meta: {
          title: 'common:menu.inventoryView',
          icon: 'layout-grid',
          keepAlive: true,
          permission: [WarehousePermission.inventoryView],
        },
        component: screen(
          () => import('../features/shelving/InventoryViewScreen'),
          (m) => m.InventoryViewScreen,
        ),
      },
      {
        // The spec names no warehouse download center route: DownLoad as in the admin portal. Any
        // warehouse user: each sees only their own exports.
        path: 'DownLoad',
        name: 'WarehouseDownLoad',
        meta: { title: 'common:menu.downloadCenter', icon: 'download', keepAlive: true },
        component: screen(
          () => import('../features/downloads/DownloadCenterScreen'),
          (m) => m.OwnDownloadCenterScreen,
        ),
      },
    ],
  },
  {
    userType: 'business',
    prefix: '/business',
    routes: [
      {
        path: 'workplace',
        name: 'workplace',
        meta: {
          title: 'common:menu.dashboard',
          icon: 'dashboard',
          keepAlive: true,
          permission: [NamedPermission.business],
        },
        component: screen(
          () => import('./screens/BusinessWorkplaceScreen'),
          (m) => m.BusinessWorkplaceScreen,
        ),
      },
      {
        path: 'my-package/:pageNo?',
        name: 'myPackage',
        meta: {
          title: 'common:menu.inboundShipment',
          icon: 'package-import',
          keepAlive: true,
          permission: [NamedPermission.business],
        },
        component: screen(
          () => import('../features/inbound/forecasts/seller/MyPackageScreen'),
          (m) => m.MyPackageScreen,
        ),
      },
      {
        path: 'my-package/forecast-detail',
        name: 'forecastDetail',
        meta: { title: 'common:menu.newForecast', hidden: true, permission: [NamedPermission.business] },
        component: screen(
          () => import('../features/inbound/forecasts/seller/NewForecastScreen'),
          (m) => m.NewForecastScreen,
        ),
      },
      {
        path: 'my-package/new-forecast',
        name: 'newForecast',
        meta: { title: 'common:menu.forecastDetail', hidden: true, permission: [NamedPermission.business] },
        component: screen(
          () => import('../features/inbound/forecasts/seller/ForecastScreen'),
          (m) => m.ForecastScreen,
        ),
      },
      {
        // The spec's 'inventory:type?' is the tab: here its own optional segment (react-router has no partial segments).
        path: 'in-warehouse/inventory/inventory/:type?/:pageNo?',
        name: 'inventory',
        meta: {
          title: 'common:menu.inWarehouse',
          icon: 'building-warehouse',
          keepAlive: true,
          permission: [NamedPermission.business],
        },
        component: screen(
          () => import('../features/inventory/InventoryScreen'),
          (m) => m.InventoryScreen,
        ),
      },
      {
        // The spec's form of the same path, 'inventory9/2': sent on to the one above.
        path: 'in-warehouse/inventory/:glued/:pageNo?',
        name: 'inventorySpecPath',
        meta: { title: 'common:menu.inWarehouse', hidden: true, permission: [NamedPermission.business] },
        component: screen(
          () => import('../features/inventory/InventorySpecPath'),
          (m) => m.InventorySpecPath,
        ),
      },
      {
        path: 'inventory/WarehouseExit',
        name: 'WarehouseExit',
        meta: {
          title: 'common:menu.warehouseExit',
          icon: 'package-export',
          keepAlive: true,
          permission: [NamedPermission.business],
        },
        component: screen(
          () => import('../features/inventory/WarehouseExitScreen'),
          (m) => m.WarehouseExitScreen,
        ),
      },
      {
        // The spec names no seller download center route: DownLoad as in the admin portal.
        path: 'DownLoad',
        name: 'BusinessDownLoad',
        meta: {
          title: 'common:menu.downloadCenter',
          icon: 'download',
          keepAlive: true,
          permission: [NamedPermission.downloadCenter],
        },
        component: screen(
          () => import('../features/downloads/DownloadCenterScreen'),
          (m) => m.OwnDownloadCenterScreen,
        ),
      },
    ],
  },
];

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

function element(Component: ComponentType) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

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
          { path: 'login', handle: page('login', 'login:title'), element: <LoginScreen /> },
          {
            path: 'register',
            handle: page('register', 'login:register.title'),
            element: element(RegisterScreen),
          },
          {
            path: 'register-result',
            handle: page('registerResult', 'login:registerResult.title'),
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
