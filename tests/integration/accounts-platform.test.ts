import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullGrant, WarehousePermission } from '../../src/domain/kernel/permissions';
import { AccountStatus, PortalId, RoleId } from '../../src/domain/kernel/users';
import { anAdminRole, aReadOnlyAccountAdmin, auditOf, aWarehouseSite, rootToken } from '../fixtures/accounts';
import { anAdmin, createUser, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Row = {
  id: number;
  uid: string;
  username: string;
  userType: number;
  roleId: number;
  roleName: string;
  status: number;
  gmtCreate: string;
  gmtModify: string;
  warehouses: {
    wareId: number;
    wareName: string;
    permissions: { permissionId: string; actionList: string[] }[];
  }[];
};
type Page = { totalCount: number; data: Row[]; records: Row[] };

describe.each(testEngines())('platform accounts on %s', (engine) => {
  let t: TestApp;
  let root: string;
  let rootId: number;
  let wareId: number;
  const url = (p: string) => `/api/admin/account/platform/${p}`;
  const staffBody = (over: Record<string, unknown> = {}) => ({
    username: `staff_${Math.random().toString(36).slice(2, 8)}`,
    password: 'Sneaker-pass-1',
    realname: 'Dock Worker',
    email: 'dock@warehouse.test',
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    warehouses: [
      {
        wareId,
        permissions: [
          { permissionId: WarehousePermission.inspection, actionList: ['query', 'edit', 'query'] },
        ],
      },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
    rootId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'root')
        .executeTakeFirstOrThrow()
    ).id;
    wareId = await aWarehouseSite(t.database.db, { name: 'Newark' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a warehouse staff account that can log in and lists it with role and warehouses', async () => {
    const body = staffBody();
    const r = await call(t.app, { url: url('create'), token: root, body });
    expect(r.status).toBe(200);
    expect(r.msg).toBe('Account created');
    const created = r.data as Row & { warehouses: { wareId: number; permissions: unknown[] }[] };
    expect(created.uid).toBe(`W${String(created.id).padStart(6, '0')}`);
    expect(created.warehouses).toEqual([
      { wareId, permissions: [{ permissionId: '700103', actionList: ['edit', 'query'] }] },
    ]);
    await expect(loginAs(t.app, 'warehouse', body.username, body.password)).resolves.toEqual(
      expect.any(String),
    );

    const list = await call(t.app, {
      url: url('list'),
      token: root,
      body: { keyword: body.username, userType: 4, roleId: 2 },
    });
    const page = list.data as Page;
    expect(page.totalCount).toBe(1);
    expect(page.records).toEqual(page.data);
    expect(page.data[0]).toMatchObject({ username: body.username, roleName: 'Warehouse', status: 1 });
    expect(page.data[0].warehouses).toEqual([
      {
        wareId,
        wareName: 'Newark',
        permissions: [{ permissionId: '700103', actionList: ['edit', 'query'] }],
      },
    ]);

    const [entry] = await auditOf(t.database.db, 'user', created.id);
    expect(entry).toMatchObject({
      action: 'account.platform.create',
      before: null,
      after: { username: body.username },
    });
    expect(JSON.stringify(entry)).not.toContain(body.password);
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('refuses a taken username, a role of another user type and unknown roles, warehouses and codes', async () => {
    const taken = await call(t.app, {
      url: url('create'),
      token: root,
      body: staffBody({ username: 'ROOT' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.msg).toBe('The username ROOT is already taken');
    const mismatch = await call(t.app, {
      url: url('create'),
      token: root,
      body: staffBody({ roleId: RoleId.manager }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.msg).toBe('The role Manager is not meant for this kind of account');
    const noRole = await call(t.app, { url: url('create'), token: root, body: staffBody({ roleId: 4242 }) });
    expect([noRole.status, noRole.msg]).toEqual([400, 'Role 4242 does not exist']);
    const noWare = await call(t.app, {
      url: url('create'),
      token: root,
      body: staffBody({ warehouses: [{ wareId: 9999, permissions: [] }] }),
    });
    expect([noWare.status, noWare.msg]).toEqual([400, 'Warehouse 9999 does not exist']);
    const adminCode = staffBody({
      warehouses: [{ wareId, permissions: [{ permissionId: '1100', actionList: ['query'] }] }],
    });
    const notWare = await call(t.app, { url: url('create'), token: root, body: adminCode });
    expect([notWare.status, notWare.msg]).toEqual([400, 'Permission 1100 is not a warehouse permission']);
    const badAction = staffBody({
      warehouses: [{ wareId, permissions: [{ permissionId: '700101', actionList: ['fly'] }] }],
    });
    const action = await call(t.app, { url: url('create'), token: root, body: badAction });
    expect([action.status, action.msg]).toEqual([400, 'Permission 700101 has no action fly']);
    const unknownCode = staffBody({
      warehouses: [{ wareId, permissions: [{ permissionId: '799999', actionList: [] }] }],
    });
    expect((await call(t.app, { url: url('create'), token: root, body: unknownCode })).msg).toBe(
      'Unknown permission code 799999',
    );
    const weak = await call(t.app, {
      url: url('create'),
      token: root,
      body: staffBody({ password: 'short' }),
    });
    expect(weak.status).toBe(400);
    expect(weak.msg).toContain('password');
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('realname', '=', 'Dock Worker')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('updates name, role and warehouses, and writes before and after', async () => {
    const staff = await createUser(t.database.db, { userType: PortalId.warehouse });
    const other = await aWarehouseSite(t.database.db);
    const body = {
      id: staff.id,
      realname: 'Shift Lead',
      email: '',
      roleId: RoleId.warehouse,
      warehouses: [
        { wareId: other, permissions: [fullGrant(WarehousePermission.shelving, ['query', 'edit'])] },
      ],
    };
    const r = await call(t.app, { url: url('update'), token: root, body });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ realname: 'Shift Lead', email: '', warehouses: [{ wareId: other }] });
    const [entry] = await auditOf(t.database.db, 'user', staff.id);
    expect(entry.action).toBe('account.platform.update');
    expect(entry.before).toMatchObject({ realname: `Test ${staff.username}`, warehouses: [] });
    expect(entry.after).toMatchObject({ realname: 'Shift Lead', warehouses: [{ wareId: other }] });

    const keep = await call(t.app, {
      url: url('update'),
      token: root,
      body: { ...body, warehouses: undefined, realname: 'Lead' },
    });
    expect((keep.data as { warehouses: unknown[] }).warehouses).toHaveLength(1);
    const merchantRole = await call(t.app, {
      url: url('update'),
      token: root,
      body: { ...body, roleId: RoleId.merchant },
    });
    expect(merchantRole.status).toBe(400);
    expect(
      (await call(t.app, { url: url('update'), token: root, body: { ...body, id: 999999 } })).status,
    ).toBe(404);
  });

  it('lets nobody disable their own account or change their own role', async () => {
    const self = await call(t.app, { url: url('disable'), token: root, body: { id: rootId } });
    expect([self.status, self.msg]).toEqual([
      409,
      'You cannot disable your own account or change your own role',
    ]);
    const demote = { id: rootId, realname: 'Root', email: '', roleId: RoleId.manager };
    expect((await call(t.app, { url: url('update'), token: root, body: demote })).status).toBe(409);
    const rename = await call(t.app, {
      url: url('update'),
      token: root,
      body: { ...demote, roleId: RoleId.superAdmin },
    });
    expect(rename.status).toBe(200);
    const still = await t.database.db
      .selectFrom('users')
      .select(['role_id', 'status'])
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ role_id: RoleId.superAdmin, status: AccountStatus.active });
  });

  it('keeps one super administrator in charge when the last two disable each other at the same moment', async () => {
    const db = t.database.db;
    const a = await loggedInUser(t.app, db, { userType: PortalId.admin, roleId: RoleId.superAdmin });
    const b = await loggedInUser(t.app, db, { userType: PortalId.admin, roleId: RoleId.superAdmin });
    await db.updateTable('users').set({ status: AccountStatus.suspended }).where('id', '=', rootId).execute();
    try {
      const [ab, ba] = await Promise.all([
        call(t.app, { url: url('disable'), token: a.token, body: { id: b.id } }),
        call(t.app, { url: url('disable'), token: b.token, body: { id: a.id } }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser either met the guard (409) or, already suspended, the 423 of its own account.
      expect([409, 423]).toContain(statuses[1]);
      const loser = ab.status === 200 ? ba : ab;
      if (loser.status === 409)
        expect(loser.msg).toBe(
          'The last active super administrator cannot be disabled or given another role',
        );
      const active = await db
        .selectFrom('users')
        .select('id')
        .where('role_id', '=', RoleId.superAdmin)
        .where('status', '=', AccountStatus.active)
        .execute();
      expect(active).toHaveLength(1);
    } finally {
      await db.updateTable('users').set({ status: AccountStatus.active }).where('id', '=', rootId).execute();
    }
  });

  it('keeps super administrator accounts and the super administrator role out of reach of other admins', async () => {
    const db = t.database.db;
    const roleId = await anAdminRole(db, [fullGrant('1100')], 'Account manager');
    const manager = await loggedInUser(t.app, db, { userType: PortalId.admin, roleId });
    const superAdmin = await anAdmin(db, { roleId: RoleId.superAdmin });
    for (const action of ['resetPassword', 'disable']) {
      const r = await call(t.app, { url: url(action), token: manager.token, body: { id: superAdmin.id } });
      expect([r.status, r.msg], action).toEqual([
        403,
        'Only a super administrator can manage super administrator accounts',
      ]);
    }
    const asSuper = staffBody({ userType: PortalId.admin, roleId: RoleId.superAdmin, warehouses: [] });
    expect((await call(t.app, { url: url('create'), token: manager.token, body: asSuper })).status).toBe(403);
    const colleague = await anAdmin(db, { roleId });
    const promote = { id: colleague.id, realname: 'x', email: '', roleId: RoleId.superAdmin };
    expect((await call(t.app, { url: url('update'), token: manager.token, body: promote })).status).toBe(403);
    const ownReset = await call(t.app, {
      url: url('resetPassword'),
      token: manager.token,
      body: { id: manager.id },
    });
    expect([ownReset.status, ownReset.msg]).toEqual([409, 'Use Change password to change your own password']);
    // The same manager may run ordinary accounts.
    const ok = await call(t.app, {
      url: url('resetPassword'),
      token: manager.token,
      body: { id: colleague.id },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses merchants and warehouse staff (403) and lets a read-only admin list but not change', async () => {
    const db = t.database.db;
    const merchant = await loggedInUser(t.app, db, { userType: PortalId.seller });
    const staff = await loggedInUser(t.app, db, { userType: PortalId.warehouse });
    const viewer = await aReadOnlyAccountAdmin(t.app, db);
    const target = await createUser(db, { userType: PortalId.warehouse });
    for (const token of [merchant.token, staff.token]) {
      expect((await call(t.app, { url: url('list'), token, body: {} })).status).toBe(403);
      expect((await call(t.app, { url: url('disable'), token, body: { id: target.id } })).status).toBe(403);
    }
    expect((await call(t.app, { url: url('list'), token: viewer.token, body: {} })).status).toBe(200);
    expect((await call(t.app, { url: url('create'), token: viewer.token, body: staffBody() })).status).toBe(
      403,
    );
    for (const action of ['enable', 'disable', 'resetPassword']) {
      expect(
        (await call(t.app, { url: url(action), token: viewer.token, body: { id: target.id } })).status,
        action,
      ).toBe(403);
    }
    const update = { id: target.id, realname: 'x', email: '', roleId: RoleId.warehouse };
    expect((await call(t.app, { url: url('update'), token: viewer.token, body: update })).status).toBe(403);
    expect((await call(t.app, { url: url('disable'), token: root, body: { id: 999999 } })).status).toBe(404);
  });
});
