import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalId } from '../../src/domain/kernel/users';
import { aRack, assignWarehouse, aWarehouse } from '../fixtures/warehouses';
import { loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page<T> = { pageNo: number; pageSize: number; totalCount: number; totalPage: number; data: T[] };
type WarehouseRow = {
  id: number;
  name: string;
  level: number;
  status: number;
  rackCount: number;
  shelfCount: number;
};

describe.each(testEngines())('warehouse administration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let seller: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    seller = (await loggedInUser(t.app, t.database.db, { userType: PortalId.seller })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) =>
    call(t.app, { url: `/api/admin${url}`, token, body });
  const auditOf = (entity: string, entityId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('creates, edits, disables and enables a warehouse, auditing each change with before and after', async () => {
    const created = await post('/sys_ware/create', {
      name: 'Secaucus Hub',
      level: 2,
      address: '1 Meadow Rd',
    });
    expect(created.status).toBe(200);
    const id = (created.data as { id: number }).id;

    expect((await post('/sys_ware/update', { id, name: 'Secaucus Hub East', level: 1 })).status).toBe(200);
    expect((await post('/sys_ware/disable', { id })).status).toBe(200);
    expect((await post('/sys_ware/enable', { id })).status).toBe(200);

    const list = await post('/sys_ware/list', { name: 'hub east' });
    const row = (list.data as Page<WarehouseRow>).data[0];
    expect(row).toMatchObject({ id, name: 'Secaucus Hub East', level: 1, address: '1 Meadow Rd', status: 1 });

    const audit = await auditOf('warehouse', id);
    expect(audit.map((a) => a.action)).toEqual([
      'warehouse.create',
      'warehouse.update',
      'warehouse.disable',
      'warehouse.enable',
    ]);
    expect(audit[1].before).toMatchObject({ name: 'Secaucus Hub', level: 2 });
    expect(audit[1].after).toMatchObject({ name: 'Secaucus Hub East', level: 1 });
    expect(audit[0].actor_name).toBe(TEST_ADMIN.username);
  });

  it('refuses a second warehouse with the same name (any case) with 409', async () => {
    await post('/sys_ware/create', { name: 'Carson Depot', level: 1 });
    const again = await post('/sys_ware/create', { name: 'carson depot', level: 1 });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('A warehouse named carson depot already exists');
  });

  it('answers 409 when disabling a warehouse that is already disabled, and 404 for an unknown one', async () => {
    const w = await aWarehouse(t.database.db, { status: 2 });
    expect((await post('/sys_ware/disable', { id: w.id })).status).toBe(409);
    expect((await post('/sys_ware/enable', { id: 999999 })).status).toBe(404);
  });

  it('pages and filters the warehouse list by name, level and status, with rack and shelf counts', async () => {
    const tag = `Paging${Date.now()}`;
    for (let i = 1; i <= 5; i += 1) {
      await aWarehouse(t.database.db, {
        name: `${tag} ${i}`,
        level: i % 2 === 0 ? 2 : 1,
        status: i === 5 ? 2 : 1,
      });
    }
    const page1 = (await post('/sys_ware/list', { name: tag, current: 1, size: 2 }))
      .data as Page<WarehouseRow>;
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 5, totalPage: 3 });
    expect(page1.data.map((w) => w.name)).toEqual([`${tag} 1`, `${tag} 2`]);
    const page3 = (await post('/sys_ware/list', { name: tag, current: 3, size: 2 }))
      .data as Page<WarehouseRow>;
    expect(page3.data.map((w) => w.name)).toEqual([`${tag} 5`]);

    const premium = (await post('/sys_ware/list', { name: tag, level: 2 })).data as Page<WarehouseRow>;
    expect(premium.data.map((w) => w.name)).toEqual([`${tag} 2`, `${tag} 4`]);
    const disabled = (await post('/sys_ware/list', { name: tag, status: 2 })).data as Page<WarehouseRow>;
    expect(disabled.data.map((w) => w.name)).toEqual([`${tag} 5`]);

    const rackId = (await post('/sys_ware_rack/create', { wareId: page1.data[0].id, name: 'A' })).data as {
      id: number;
    };
    await post('/sys_ware_shelves/batchCreate', { rackId: rackId.id, prefix: 'A-', from: 1, to: 3 });
    const counted = (await post('/sys_ware/list', { name: `${tag} 1` })).data as Page<WarehouseRow>;
    expect(counted.data[0]).toMatchObject({ rackCount: 1, shelfCount: 3 });
  });

  it('treats % and _ in the name filter as plain text', async () => {
    await aWarehouse(t.database.db, { name: 'Plain 100% Depot' });
    await aWarehouse(t.database.db, { name: 'Plain 1000 Depot' });
    const r = (await post('/sys_ware/list', { name: '100%' })).data as Page<WarehouseRow>;
    expect(r.data.map((w) => w.name)).toEqual(['Plain 100% Depot']);
  });

  it('refuses seller tokens on every admin warehouse route with 403', async () => {
    const w = await aWarehouse(t.database.db);
    for (const [url, body] of [
      ['/sys_ware/list', {}],
      ['/sys_ware/create', { name: 'Seller Depot', level: 1 }],
      ['/sys_ware/disable', { id: w.id }],
      ['/sys_ware_rack/create', { wareId: w.id, name: 'Z' }],
      ['/sys_ware_shelves/list', {}],
    ] as const) {
      expect((await post(url, body, seller)).status, url).toBe(403);
    }
  });

  it('lists for warehouse staff only the enabled warehouses they are assigned to, the oldest assignment first', async () => {
    const staff = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    const first = await aWarehouse(t.database.db);
    const second = await aWarehouse(t.database.db);
    const closed = await aWarehouse(t.database.db, { status: 2 });
    await aWarehouse(t.database.db);
    await assignWarehouse(t.database.db, staff.id, second.id, undefined, new Date(Date.now() - 60_000));
    await assignWarehouse(t.database.db, staff.id, first.id);
    await assignWarehouse(t.database.db, staff.id, closed.id);

    const r = await call(t.app, { url: '/api/warehouse/sys_ware/listAll', token: staff.token, body: {} });
    expect(r.status).toBe(200);
    expect((r.data as { id: number }[]).map((w) => w.id)).toEqual([second.id, first.id]);
  });

  it('lists every enabled warehouse for sellers and admins', async () => {
    const closed = await aWarehouse(t.database.db, { status: 2 });
    const open = await aWarehouse(t.database.db, { level: 2 });
    for (const [host, token] of [
      ['business', seller],
      ['admin', admin],
    ]) {
      const r = await call(t.app, { method: 'POST', url: `/api/${host}/sys_ware/listAll`, token });
      expect(r.status).toBe(200);
      const rows = r.data as { id: number; name: string; level: number }[];
      expect(rows).toContainEqual({ id: open.id, name: open.name, level: 2 });
      expect(rows.map((w) => w.id)).not.toContain(closed.id);
    }
  });

  it('manages racks: list with shelf counts, rename, disable and enable, all audited', async () => {
    const w = await aWarehouse(t.database.db);
    const created = await post('/sys_ware_rack/create', { wareId: w.id, name: 'North 1' });
    expect(created.status).toBe(200);
    const rackId = (created.data as { id: number }).id;
    await post('/sys_ware_shelves/create', { rackId, name: 'N1-01' });
    expect((await post('/sys_ware_rack/update', { id: rackId, name: 'North-1' })).status).toBe(200);
    expect((await post('/sys_ware_rack/disable', { id: rackId })).status).toBe(200);

    const list = await post('/sys_ware_rack/list', { wareId: w.id });
    expect(list.data).toEqual([
      { id: rackId, wareId: w.id, name: 'North-1', status: 2, shelfCount: 1, gmtCreate: expect.any(String) },
    ]);
    expect((await post('/sys_ware_rack/enable', { id: rackId })).status).toBe(200);
    const audit = await auditOf('rack', rackId);
    expect(audit.map((a) => a.action)).toEqual(['rack.create', 'rack.update', 'rack.disable', 'rack.enable']);
    expect(audit[1].before).toMatchObject({ name: 'North 1' });
    expect(audit[1].after).toMatchObject({ name: 'North-1' });
  });

  it('refuses a rack name with Chinese characters: "Rack name cannot be Chinese"', async () => {
    const w = await aWarehouse(t.database.db);
    for (const name of ['货架A', 'A，B']) {
      const r = await post('/sys_ware_rack/create', { wareId: w.id, name });
      expect(r.status).toBe(400);
      expect(r.msg).toBe('Rack name cannot be Chinese');
    }
    const rack = await aRack(t.database.db, w.id, { name: 'Q' });
    const renamed = await post('/sys_ware_rack/update', { id: rack.id, name: '区Q' });
    expect(renamed.msg).toBe('Rack name cannot be Chinese');
    const zh = await call(t.app, {
      url: '/api/admin/sys_ware_rack/create',
      token: admin,
      headers: { language: 'zh_cn' },
      body: { wareId: w.id, name: '货架' },
    });
    expect(zh.msg).toBe('货架名称不能是中文');
    expect(
      await t.database.db.selectFrom('racks').select('id').where('ware_id', '=', w.id).execute(),
    ).toHaveLength(1);
  });

  it('refuses a rack name that cannot be printed for other reasons', async () => {
    const w = await aWarehouse(t.database.db);
    const r = await post('/sys_ware_rack/create', { wareId: w.id, name: 'Étagère' });
    expect(r.status).toBe(400);
    expect(r.msg).toMatch(/^Rack name can only use/);
  });

  it('refuses a duplicate rack name in one warehouse with 409 but allows it in another', async () => {
    const w1 = await aWarehouse(t.database.db);
    const w2 = await aWarehouse(t.database.db);
    expect((await post('/sys_ware_rack/create', { wareId: w1.id, name: 'A' })).status).toBe(200);
    const dup = await post('/sys_ware_rack/create', { wareId: w1.id, name: 'a' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toBe('Rack a already exists in this warehouse');
    expect((await post('/sys_ware_rack/create', { wareId: w2.id, name: 'A' })).status).toBe(200);
  });

  it('answers 404 for racks of an unknown warehouse', async () => {
    expect((await post('/sys_ware_rack/create', { wareId: 987654, name: 'A' })).status).toBe(404);
    expect((await post('/sys_ware_rack/list', { wareId: 987654 })).status).toBe(404);
  });
});
