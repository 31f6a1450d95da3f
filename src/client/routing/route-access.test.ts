import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminPage } from '../../domain/kernel/permissions';
import {
  defaultPathOf,
  findUserRoute,
  generateUserRoutes,
  isPublicRouteName,
  isRouteVisible,
  leadsToUserScreen,
  loginRedirectPath,
  stripParams,
} from './route-access';
import type { AppRoute, PortalRoutes } from './route-types';

const Screen = lazy(() => Promise.resolve({ default: () => null }));

function route(path: string, permission?: string[], extra: Partial<AppRoute> = {}): AppRoute {
  return {
    path,
    name: path,
    meta: { title: `common:menu.${path}`, permission },
    component: Screen,
    ...extra,
  };
}

const PORTALS: PortalRoutes[] = [
  {
    userType: 'admin',
    prefix: '/admin',
    routes: [
      {
        path: 'Account',
        name: 'Account',
        meta: { title: 'common:menu.account' },
        children: [
          route('BusinessAccount', [AdminPage.businessAccount]),
          route('PlatformAccount', [AdminPage.platformAccount]),
        ],
      },
      route('Stock/Setting', [AdminPage.stockSetting]),
    ],
  },
  {
    userType: 'warehouse',
    prefix: '/warehouse',
    routes: [
      route('WarehousingAppoint/:pageNo?', ['700102'], {
        meta: { title: 'x', permission: ['700102'], hidden: true },
      }),
      route('WarehouseWorkplace', ['700101']),
      route('InventoryView/:type?/:pageNo?', ['700109']),
    ],
  },
  {
    userType: 'business',
    prefix: '/business',
    routes: [route('my-package/:pageNo?', ['business']), route('workplace', ['business'])],
  },
];

describe('route generation', () => {
  it("keeps only the portal of the stored user type and routes the user's permissions allow", () => {
    const routes = generateUserRoutes(PORTALS, 'warehouse', ['700101', '700109']);
    expect(routes?.prefix).toBe('/warehouse');
    expect(routes?.routes.map((r) => r.fullPath)).toEqual([
      '/warehouse/WarehouseWorkplace',
      '/warehouse/InventoryView/:type?/:pageNo?',
    ]);
  });

  it('shows routes without a permission list to everyone', () => {
    expect(isRouteVisible({ meta: { title: 't' } }, new Set())).toBe(true);
    expect(isRouteVisible({ meta: { title: 't', permission: [] } }, new Set())).toBe(true);
    expect(isRouteVisible({ meta: { title: 't', permission: ['a', 'b'] } }, new Set(['b']))).toBe(true);
    expect(isRouteVisible({ meta: { title: 't', permission: ['a'] } }, new Set(['b']))).toBe(false);
  });

  it("lets an admin module grant cover the module's pages", () => {
    const routes = generateUserRoutes(PORTALS, 'admin', ['1100']);
    expect(routes?.routes.map((r) => r.name)).toEqual(['Account']);
    expect(routes?.routes[0].children?.map((r) => r.fullPath)).toEqual([
      '/admin/Account/BusinessAccount',
      '/admin/Account/PlatformAccount',
    ]);
  });

  it('drops a menu group whose every screen is excluded', () => {
    const routes = generateUserRoutes(PORTALS, 'admin', [AdminPage.stockSetting]);
    expect(routes?.routes.map((r) => r.name)).toEqual(['Stock/Setting']);
  });

  it('gives null when nothing is left, or the user type has no portal', () => {
    expect(generateUserRoutes(PORTALS, 'business', ['dashboard'])).toBeNull();
    expect(generateUserRoutes(PORTALS, 'user', ['business'])).toBeNull();
  });

  it('lands on the first leaf with its parameters removed, skipping hidden screens', () => {
    expect(generateUserRoutes(PORTALS, 'warehouse', ['700102', '700101'])?.defaultPath).toBe(
      '/warehouse/WarehouseWorkplace',
    );
    expect(generateUserRoutes(PORTALS, 'warehouse', ['700109'])?.defaultPath).toBe(
      '/warehouse/InventoryView',
    );
    expect(generateUserRoutes(PORTALS, 'business', ['business'])?.defaultPath).toBe('/business/my-package');
    expect(generateUserRoutes(PORTALS, 'admin', ['1100'])?.defaultPath).toBe(
      '/admin/Account/BusinessAccount',
    );
    expect(defaultPathOf([])).toBeUndefined();
  });

  it('finds the route of a location', () => {
    const routes = generateUserRoutes(PORTALS, 'warehouse', ['700109'])!;
    expect(findUserRoute(routes.routes, '/warehouse/InventoryView/2/3')?.name).toBe(
      'InventoryView/:type?/:pageNo?',
    );
    expect(findUserRoute(routes.routes, '/warehouse/WarehouseWorkplace')).toBeUndefined();
  });

  it("makes a link only of a target among the user's screens, whatever its query", () => {
    const routes = generateUserRoutes(PORTALS, 'warehouse', ['700109'])!;
    expect(leadsToUserScreen(routes, '/warehouse/InventoryView/1?oneId=42')).toBe(true);
    // Not permitted to this user, and not built at all:
    expect(leadsToUserScreen(routes, '/warehouse/WarehouseWorkplace')).toBe(false);
    expect(leadsToUserScreen(routes, '/warehouse/Outbound/Delivered')).toBe(false);
    expect(leadsToUserScreen(null, '/warehouse/InventoryView')).toBe(false);
  });
});

describe('paths', () => {
  it('removes parameter parts', () => {
    expect(stripParams('/business/my-package/:pageNo?')).toBe('/business/my-package');
    expect(stripParams('/business/in-warehouse/inventory/inventory:type?/:pageNo?')).toBe(
      '/business/in-warehouse/inventory/inventory',
    );
    expect(stripParams('/warehouse/WarehouseWorkplace')).toBe('/warehouse/WarehouseWorkplace');
  });

  it('sends the root to the login page and other pages there with a redirect', () => {
    expect(loginRedirectPath('/')).toBe('/user/login');
    expect(loginRedirectPath('/business/my-package/2?x=1')).toBe(
      '/user/login?redirect=%2Fbusiness%2Fmy-package%2F2%3Fx%3D1',
    );
  });

  it('knows the public route names', () => {
    expect(['login', 'register', 'registerResult', 'index', 'policy'].every(isPublicRouteName)).toBe(true);
    expect(isPublicRouteName('404')).toBe(false);
    expect(isPublicRouteName(undefined)).toBe(false);
  });
});
