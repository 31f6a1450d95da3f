import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HOSTS } from '../../src/domain/kernel/users';
import type { ApiHost } from '../../src/domain/kernel/users';
import { SESSION_HOSTS, sessionMayCall } from '../../src/server/http/session';
import { ROUTE_TABLE } from '../../src/server/route-table';
import { aSeller, aWarehouseStaff, loginAs } from '../fixtures/users';
import { assignWarehouse, aWarehouse } from '../fixtures/warehouses';
import { routeCases } from './support/route-cases';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const OTHER_PORTAL = 'This session belongs to another portal. Please log in to this one.';

/**
 * A seller account's own routes, for its owner alone (the personal center: role id 4, no session acting
 * for the account): an admin's session from the self-operated warehouse area crosses to them, and the
 * route itself refuses it.
 */
const OWNER_ONLY = /^\/user\/profile$/;

type Account = { username: string; password: string };
/**
 * A real login: who, through which host (each login host, both portals that log in at the warehouse),
 * and the headers its portal sends: the admin's as from the self-operated warehouse area (shopId 1,
 * without which an admin takes no seller route: tests/integration/self-operated-area.test.ts).
 */
type Login = { label: string; host: ApiHost; account: Account; headers?: Record<string, string> };

/**
 * A session answers only on the hosts SESSION_HOSTS gives the host it logged in through. Every
 * route of the table, on each of its hosts, is called with a session from every login host, each
 * opened by a user who may take the route (the super administrator, warehouse staff with every
 * grant in their warehouse, a seller): it is refused for its portal exactly when the table says
 * so, and otherwise the route answers as it would at home (no 401 or 403).
 */
describe.each(testEngines())('sessions bound to their portal on %s', { timeout: 360_000 }, (engine) => {
  let t: TestApp;
  let logins: Login[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const warehouse = await aWarehouse(db);
    const staff = await aWarehouseStaff(db);
    await assignWarehouse(db, staff.id, warehouse.id);
    const seller = await aSeller(db);
    logins = [
      { label: 'admin@admin', host: 'admin', account: TEST_ADMIN, headers: { shopId: '1' } },
      { label: 'admin@warehouse', host: 'warehouse', account: TEST_ADMIN },
      {
        label: 'staff@warehouse',
        host: 'warehouse',
        account: staff,
        headers: { wareId: String(warehouse.id) },
      },
      { label: 'seller@business', host: 'business', account: seller },
      { label: 'seller@system', host: 'system', account: seller },
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  const logIn = (login: Login) => loginAs(t.app, login.host, login.account.username, login.account.password);

  it('covers every login host, and every crossing in the table is a host some route is on', () => {
    expect(new Set(logins.map((l) => l.host))).toEqual(new Set(API_HOSTS));
    const routeHosts = new Set(
      routeCases(ROUTE_TABLE)
        .filter((rc) => rc.route.access.kind !== 'public')
        .map((rc) => rc.host),
    );
    for (const [loginHost, hosts] of Object.entries(SESSION_HOSTS)) {
      expect(hosts, loginHost).toContain(loginHost);
      for (const host of hosts) expect(routeHosts.has(host), `${loginHost} -> ${host}`).toBe(true);
    }
  });

  it('answers each route on each host exactly for the sessions the table lets in', async () => {
    const mismatches: string[] = [];
    const tokens = new Map<Login, string>();
    let refused = 0;
    let crossed = 0;
    for (const rc of routeCases(ROUTE_TABLE)) {
      const endsSessions = /logout|changePassword|disable|resetPassword/.test(rc.route.path);
      for (const login of logins) {
        if (!tokens.has(login)) tokens.set(login, await logIn(login));
        const r = await call(t.app, {
          method: rc.route.method,
          url: rc.url,
          token: tokens.get(login),
          headers: login.headers ?? {},
          body: rc.route.method === 'GET' ? undefined : {},
        });
        const allowed = rc.route.access.kind === 'public' || sessionMayCall(login.host, rc.host);
        const ownerOnly = login.host === 'admin' && rc.host === 'business' && OWNER_ONLY.test(rc.route.path);
        // Allowed: an answer; a 403 only from an owner-only route itself, never the portal's refusal.
        const ok = allowed
          ? r.status !== 401 && r.status < 500 && (r.status !== 403 || (ownerOnly && r.msg !== OTHER_PORTAL))
          : r.status === 403 && r.msg === OTHER_PORTAL;
        if (!ok)
          mismatches.push(
            `${rc.label} with ${login.label}: expected ${allowed ? 'an answer' : 'refusal'}, got ${r.status} ${r.msg}`,
          );
        if (!allowed) refused += 1;
        else if (rc.route.access.kind !== 'public' && login.host !== rc.host) crossed += 1;
        if (endsSessions) tokens.delete(login);
      }
    }
    expect(mismatches).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    expect(crossed).toBeGreaterThan(10);
  });

  it("refuses the issue's examples in the caller's language, and the session still works at home", async () => {
    const byLabel = (label: string) => logins.find((l) => l.label === label)!;
    const adminAtWarehouse = byLabel('admin@warehouse');
    const sellerAtSystem = byLabel('seller@system');
    const adminToken = await logIn(adminAtWarehouse);
    const onAdmin = await call(t.app, { url: '/api/admin/user/info', token: adminToken });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.msg).toBe(OTHER_PORTAL);
    const inChinese = await call(t.app, {
      url: '/api/admin/user/info',
      token: adminToken,
      headers: { language: 'zh_cn' },
    });
    expect(inChinese.msg).toBe('当前登录属于其他端，请在本端重新登录');
    expect((await call(t.app, { url: '/api/warehouse/user/info', token: adminToken })).code).toBe(200);

    const sellerToken = await logIn(sellerAtSystem);
    const onBusiness = await call(t.app, { url: '/api/business/inventory/summary', token: sellerToken });
    expect(onBusiness.status).toBe(403);
    expect(onBusiness.msg).toBe(OTHER_PORTAL);
    expect((await call(t.app, { url: '/api/system/user/info', token: sellerToken })).code).toBe(200);
  });
});
