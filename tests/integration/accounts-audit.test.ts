import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fullGrant,
  WAREHOUSE_PERMISSION_CODES,
  WarehousePermission,
} from '../../src/domain/kernel/permissions';
import { AccountStatus, PortalId, RoleId } from '../../src/domain/kernel/users';
import {
  anAdminRole,
  aReadOnlyAccountAdmin,
  assignWarehouse,
  aWarehouseSite,
  rootToken,
} from '../fixtures/accounts';
import type { AuditRow } from '../fixtures/accounts';
import { aSeller, createUser, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page = { totalCount: number; data: AuditRow[]; records: AuditRow[] };

describe.each(testEngines())('audit log on %s', (engine) => {
  let t: TestApp;
  let root: string;
  const list = (token: string, body: Record<string, unknown>) =>
    call(t.app, { url: '/api/admin/audit/list', token, body });

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists entries newest first with actor, before, after and the request id, filtered', async () => {
    const seller = await aSeller(t.database.db, { status: AccountStatus.pending });
    const headers = { RequestID: 'req-approve-1' };
    await call(t.app, {
      url: '/api/admin/account/business/approve',
      token: root,
      body: { id: seller.id },
      headers,
    });
    await call(t.app, { url: '/api/admin/account/business/disable', token: root, body: { id: seller.id } });

    const all = (await list(root, { entity: 'user', current: 1, size: 50 })).data as Page;
    expect(all.records).toEqual(all.data);
    const mine = all.data.filter((r) => r.entityId === String(seller.id));
    expect(mine.map((r) => r.action)).toEqual(['account.business.disable', 'account.business.approve']);
    expect(mine[1]).toMatchObject({
      actorName: 'root',
      entity: 'user',
      requestId: 'req-approve-1',
      before: { status: 0, username: seller.username },
      after: { status: 1 },
    });
    expect(new Date(mine[1].gmtCreate).toISOString()).toBe(mine[1].gmtCreate);

    const byAction = (await list(root, { action: 'account.business.approve', actor: 'ROO' })).data as Page;
    expect(byAction.data.every((r) => r.action === 'account.business.approve')).toBe(true);
    expect(byAction.totalCount).toBeGreaterThan(0);
    expect(((await list(root, { actor: 'nobody-like-this' })).data as Page).totalCount).toBe(0);

    const now = Date.now();
    const recent = (
      await list(root, {
        beginTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 60_000).toISOString(),
      })
    ).data as Page;
    expect(recent.totalCount).toBeGreaterThanOrEqual(2);
    const future = (await list(root, { beginTime: new Date(now + 3_600_000).toISOString() })).data as Page;
    expect(future.totalCount).toBe(0);
  });

  it('answers 400 for a bad or reversed time range, and 403 to those without the audit-log page', async () => {
    const bad = await list(root, { beginTime: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('beginTime');
    const reversed = await list(root, { beginTime: '2025-02-01T00:00:00Z', endTime: '2025-01-01T00:00:00Z' });
    expect([reversed.status, reversed.msg]).toEqual([400, 'The start time must not be after the end time']);
    const viewer = await aReadOnlyAccountAdmin(t.app, t.database.db);
    expect((await list(viewer.token, {})).status).toBe(200);
    const merchant = await loggedInUser(t.app, t.database.db, { userType: PortalId.seller });
    const staff = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    const employee = await loggedInUser(t.app, t.database.db, {
      userType: PortalId.admin,
      roleId: RoleId.employee,
    });
    for (const token of [merchant.token, staff.token, employee.token])
      expect((await list(token, {})).status).toBe(403);
  });
});

describe.each(testEngines())('warehouse permissions of the caller on %s', (engine) => {
  let t: TestApp;
  let assigned: number;
  let other: number;
  const permissionsIn = (token: string, wareId?: number) =>
    call(t.app, {
      url: '/api/warehouse/sys_ware/getWarePermission',
      token,
      headers: wareId ? { wareId: String(wareId) } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    assigned = await aWarehouseSite(t.database.db);
    other = await aWarehouseSite(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives staff the grants of an assigned warehouse and 403 elsewhere', async () => {
    const staff = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    await assignWarehouse(t.database.db, staff.id, assigned, [
      fullGrant(WarehousePermission.inspection, ['query', 'edit']),
    ]);
    const mine = await permissionsIn(staff.token, assigned);
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual([
      {
        permissionId: '700103',
        actionList: ['query', 'edit'],
        actionEntitySet: [
          { action: 'query', describe: 'query', defaultCheck: false },
          { action: 'edit', describe: 'edit', defaultCheck: false },
        ],
      },
    ]);
    const elsewhere = await permissionsIn(staff.token, other);
    expect([elsewhere.status, elsewhere.msg]).toEqual([403, 'You have no permissions in this warehouse']);
    expect((await permissionsIn(staff.token, 987654)).status).toBe(404);
  });

  it('requires the wareId header and a warehouse-portal session', async () => {
    const staff = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    const missing = await permissionsIn(staff.token);
    expect([missing.status, missing.msg]).toEqual([400, 'Please select a warehouse']);
    const zh = await call(t.app, {
      url: '/api/warehouse/sys_ware/getWarePermission',
      token: staff.token,
      headers: { language: 'zh_cn' },
    });
    expect(zh.status).toBe(400);
    expect(zh.msg).not.toBe(missing.msg);
    const merchant = await loggedInUser(t.app, t.database.db, { userType: PortalId.seller });
    expect((await permissionsIn(merchant.token, assigned)).status).toBe(403);
    expect((await permissionsIn('', assigned)).status).toBe(401);
  });

  it('gives super administrators every warehouse code with every action, in any warehouse', async () => {
    const token = await loginAs(t.app, 'warehouse', 'root', 'root-password-1');
    const r = await permissionsIn(token, other);
    expect(r.status).toBe(200);
    const grants = r.data as { permissionId: string; actionList: string[] }[];
    expect(grants.map((g) => g.permissionId)).toEqual(WAREHOUSE_PERMISSION_CODES);
    expect(grants.every((g) => g.actionList.length === 9)).toBe(true);
  });

  it('gives admins holding warehouse operations every code with the actions of that grant', async () => {
    const roleId = await anAdminRole(t.database.db, [fullGrant('700', ['query', 'get'])]);
    // An admin works in a warehouse through the warehouse portal: the session is bound to the portal it logged in to.
    const admin = await createUser(t.database.db, { userType: PortalId.admin, roleId });
    const r = await permissionsIn(await loginAs(t.app, 'warehouse', admin.username, admin.password), other);
    const grants = r.data as { permissionId: string; actionList: string[] }[];
    expect(grants).toHaveLength(WAREHOUSE_PERMISSION_CODES.length);
    expect(grants[0].actionList).toEqual(['query', 'get']);
    const deskRole = await anAdminRole(t.database.db, [fullGrant('dashboard', ['query'])]);
    const desk = await createUser(t.database.db, { userType: PortalId.admin, roleId: deskRole });
    const deskToken = await loginAs(t.app, 'warehouse', desk.username, desk.password);
    expect((await permissionsIn(deskToken, other)).status).toBe(403);
  });

  it('refuses an assignment in a disabled warehouse', async () => {
    const closed = await aWarehouseSite(t.database.db, { status: 2 });
    const staff = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    await assignWarehouse(t.database.db, staff.id, closed, [fullGrant(WarehousePermission.outbound)]);
    expect((await permissionsIn(staff.token, closed)).status).toBe(403);
  });
});
