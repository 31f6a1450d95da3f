import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullGrant, permissionCatalogue } from '../../src/domain/kernel/permissions';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { aReadOnlyAccountAdmin, auditOf, rootToken } from '../fixtures/accounts';
import { anAdmin, loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type CatalogueEntry = {
  permissionId: string;
  title: string;
  kind: string;
  parentId: string | null;
  actions: string[];
};
type RoleRow = {
  id: number;
  name: string;
  userType: number;
  isSystem: boolean;
  userCount: number;
  permissions: unknown[];
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('accounts messages', () => {
  it('has the same keys in both languages and a title for every permission code', () => {
    // Each language's namespace read once (the titles of one area share its file).
    const files = new Map<string, string[]>();
    const keysIn = (lang: string, ns: string) => {
      const path = `locales/${lang}/${ns}.json`;
      if (!files.has(path)) files.set(path, keysOf(JSON.parse(fs.readFileSync(path, 'utf8')) as unknown));
      return files.get(path)!;
    };
    const en = [...keysIn('en-US', 'accounts')].sort();
    expect([...keysIn('zh-CN', 'accounts')].sort()).toEqual(en);
    // A title lives in its area's namespace (the seller portal's parts in teams:), in both languages.
    for (const p of permissionCatalogue()) {
      const [ns, key] = p.titleKey.split(':');
      expect(key, p.titleKey).toBeTruthy();
      for (const lang of ['en-US', 'zh-CN']) expect(keysIn(lang, ns), `${lang} ${p.titleKey}`).toContain(key);
    }
  });
});

describe.each(testEngines())('roles on %s', (engine) => {
  let t: TestApp;
  let root: string;
  const url = (p: string) => `/api/admin/role/${p}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the permission catalogue titled in the request language', async () => {
    const en = await call(t.app, { url: url('catalogue'), token: root });
    expect(en.status).toBe(200);
    const entries = en.data as CatalogueEntry[];
    expect(entries).toHaveLength(permissionCatalogue().length);
    expect(entries.find((e) => e.permissionId === '101')).toMatchObject({
      title: 'BI',
      kind: 'module',
      parentId: null,
    });
    expect(entries.find((e) => e.permissionId === '1100005')).toMatchObject({
      title: 'Audit log',
      kind: 'page',
      parentId: '1100',
      actions: ['query', 'get', 'export'],
    });
    expect(entries.find((e) => e.permissionId === '700103')).toMatchObject({
      title: 'Inspection',
      kind: 'warehouse',
    });
    const zh = (await call(t.app, { url: url('catalogue'), token: root, headers: { language: 'zh_cn' } }))
      .data as CatalogueEntry[];
    expect(zh.find((e) => e.permissionId === '700103')?.title).toBe('验货');
    for (const e of [...entries, ...zh]) expect(e.title, e.permissionId).not.toMatch(/permissions\./);
  });

  it('creates, lists, updates and deletes a role, auditing each step', async () => {
    const body = {
      name: 'Finance clerk',
      userType: PortalId.admin,
      permissions: [{ permissionId: '1000', actionList: ['query', 'export', 'query'] }],
    };
    const created = await call(t.app, { url: url('create'), token: root, body });
    expect(created.status).toBe(200);
    const role = created.data as RoleRow;
    expect(role).toMatchObject({
      name: 'Finance clerk',
      isSystem: false,
      permissions: [{ permissionId: '1000', actionList: ['query', 'export'] }],
    });

    const list = await call(t.app, {
      url: url('list'),
      token: root,
      body: { keyword: 'finance', current: 1, size: 10 },
    });
    const page = list.data as { totalCount: number; data: RoleRow[]; records: RoleRow[] };
    expect(page.records).toEqual(page.data);
    expect(page.data.map((r) => r.name)).toEqual(['Finance clerk']);

    const update = { id: role.id, name: 'Finance lead', permissions: [fullGrant('1000')] };
    const updated = await call(t.app, { url: url('update'), token: root, body: update });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      name: 'Finance lead',
      permissions: [{ permissionId: '1000', actionList: fullGrant('1000').actionList }],
    });

    const deleted = await call(t.app, { url: url('delete'), token: root, body: { id: role.id } });
    expect([deleted.status, deleted.msg]).toEqual([200, 'Role deleted']);
    expect((await call(t.app, { url: url('delete'), token: root, body: { id: role.id } })).status).toBe(404);
    const entries = await auditOf(t.database.db, 'role', role.id);
    expect(entries.map((e) => e.action)).toEqual(['role.delete', 'role.update', 'role.create']);
    expect(entries[1].before).toMatchObject({ name: 'Finance clerk' });
    expect(entries[1].after).toMatchObject({ name: 'Finance lead' });
    expect(entries[0]).toMatchObject({ before: { name: 'Finance lead' }, after: null });
  });

  it('changes what holders of a role may do on their next call', async () => {
    const create = {
      name: 'Auditor',
      userType: PortalId.admin,
      permissions: [{ permissionId: '1100005', actionList: ['query'] }],
    };
    const role = (await call(t.app, { url: url('create'), token: root, body: create })).data as RoleRow;
    const holder = await loggedInUser(t.app, t.database.db, { userType: PortalId.admin, roleId: role.id });
    const audit = () => call(t.app, { url: '/api/admin/audit/list', token: holder.token, body: {} });
    expect((await audit()).status).toBe(200);
    await call(t.app, {
      url: url('update'),
      token: root,
      body: { id: role.id, name: 'Auditor', permissions: [] },
    });
    expect((await audit()).status).toBe(403);
    const inUse = await call(t.app, { url: url('delete'), token: root, body: { id: role.id } });
    expect([inUse.status, inUse.msg]).toEqual([
      409,
      'The role is assigned to 1 account and cannot be deleted',
    ]);
  });

  it('refuses unknown codes and actions, codes of another portal, and duplicate names', async () => {
    const base = { name: 'Bad role', userType: PortalId.admin };
    const unknown = await call(t.app, {
      url: url('create'),
      token: root,
      body: { ...base, permissions: [{ permissionId: '9999', actionList: ['query'] }] },
    });
    expect([unknown.status, unknown.msg]).toEqual([400, 'Unknown permission code 9999']);
    const action = await call(t.app, {
      url: url('create'),
      token: root,
      body: { ...base, permissions: [{ permissionId: '1100005', actionList: ['delete'] }] },
    });
    expect([action.status, action.msg]).toEqual([400, 'Permission 1100005 has no action delete']);
    const portal = await call(t.app, {
      url: url('create'),
      token: root,
      body: { ...base, permissions: [{ permissionId: 'business', actionList: ['query'] }] },
    });
    expect([portal.status, portal.msg]).toEqual([
      400,
      'Permission business cannot be granted to this kind of role',
    ]);
    const dup = await call(t.app, {
      url: url('create'),
      token: root,
      body: { ...base, name: 'manager', permissions: [] },
    });
    expect([dup.status, dup.msg]).toEqual([409, 'A role named manager already exists']);
    const noName = await call(t.app, {
      url: url('create'),
      token: root,
      body: { ...base, name: ' ', permissions: [] },
    });
    expect(noName.status).toBe(400);
    expect(noName.msg).toContain('name');
    const count = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Bad role')
      .execute();
    expect(count).toEqual([]);
  });

  it('protects system roles: no deleting, no renaming, and the super administrator role stays whole', async () => {
    const del = await call(t.app, { url: url('delete'), token: root, body: { id: RoleId.employee } });
    expect([del.status, del.msg]).toEqual([409, 'System roles cannot be deleted']);
    const rename = await call(t.app, {
      url: url('update'),
      token: root,
      body: { id: RoleId.employee, name: 'Staff', permissions: [] },
    });
    expect(rename.status).toBe(409);
    const superRole = await call(t.app, {
      url: url('update'),
      token: root,
      body: { id: RoleId.superAdmin, name: 'Super administrator', permissions: [] },
    });
    expect(superRole.status).toBe(409);
    const employee = {
      id: RoleId.employee,
      name: 'Employee',
      permissions: [fullGrant('dashboard', ['query'])],
    };
    expect((await call(t.app, { url: url('update'), token: root, body: employee })).status).toBe(200);
    expect(
      (await call(t.app, { url: url('update'), token: root, body: { ...employee, id: 99999 } })).status,
    ).toBe(404);
  });

  it('refuses merchants and warehouse staff (403) and lets a read-only admin list but not change', async () => {
    const db = t.database.db;
    const merchant = await loggedInUser(t.app, db, { userType: PortalId.seller });
    const staff = await loggedInUser(t.app, db, { userType: PortalId.warehouse });
    const viewer = await aReadOnlyAccountAdmin(t.app, db);
    await anAdmin(db);
    for (const token of [merchant.token, staff.token]) {
      expect((await call(t.app, { url: url('catalogue'), token })).status).toBe(403);
      expect((await call(t.app, { url: url('list'), token, body: {} })).status).toBe(403);
    }
    expect((await call(t.app, { url: url('catalogue'), token: viewer.token })).status).toBe(200);
    expect((await call(t.app, { url: url('list'), token: viewer.token, body: {} })).status).toBe(200);
    const create = { name: 'Sneaky', userType: PortalId.admin, permissions: [fullGrant('1100')] };
    expect((await call(t.app, { url: url('create'), token: viewer.token, body: create })).status).toBe(403);
    const update = { id: RoleId.manager, name: 'Manager', permissions: [fullGrant('1100')] };
    expect((await call(t.app, { url: url('update'), token: viewer.token, body: update })).status).toBe(403);
    expect(
      (await call(t.app, { url: url('delete'), token: viewer.token, body: { id: RoleId.manager } })).status,
    ).toBe(403);
  });
});
