import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalId } from '../../src/domain/kernel/users';
import { aRack, assignWarehouse, aWarehouse, manyShelves, someShelves } from '../fixtures/warehouses';
import { loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type ShelfRow = {
  id: number;
  name: string;
  code: string;
  rackId: number | null;
  wareId: number | null;
  status: number;
};
type Page = { pageNo: number; pageSize: number; totalCount: number; totalPage: number; data: ShelfRow[] };

describe.each(testEngines())('shelves on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: { id: number; token: string };
  let nj: { id: number; name: string };
  let la: { id: number; name: string };
  let other: { id: number; name: string };
  let rackA: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    staff = await loggedInUser(t.app, db, { userType: PortalId.warehouse });
    nj = await aWarehouse(db, { name: 'Shelf Test NJ' });
    la = await aWarehouse(db, { name: 'Shelf Test LA' });
    other = await aWarehouse(db, { name: 'Shelf Test TX' });
    await assignWarehouse(db, staff.id, nj.id);
    await assignWarehouse(db, staff.id, la.id);
    rackA = await aRack(db, nj.id, { name: 'A' });
    await someShelves(db, { id: rackA.id, wareId: nj.id }, ['A-01', 'A-02', 'A-03', 'A-04', 'A-05']);
    const rackC = await aRack(db, la.id, { name: 'C' });
    await someShelves(db, { id: rackC.id, wareId: la.id }, ['C-01', 'C-02']);
    const rackT = await aRack(db, other.id, { name: 'T' });
    await someShelves(db, { id: rackT.id, wareId: other.id }, ['T-01']);
  });
  afterAll(async () => {
    await t.close();
  });

  const staffList = (body: unknown, wareId = nj.id, lang?: string) =>
    call(t.app, {
      url: '/api/warehouse/sys_ware_shelves/list',
      token: staff.token,
      headers: { wareId: String(wareId), ...(lang ? { language: lang } : {}) },
      body,
    });
  const adminPost = (url: string, body: unknown) =>
    call(t.app, { url: `/api/admin${url}`, token: admin, body });

  it('lists the selected warehouse with the pseudo shelf "Ready for listing" first', async () => {
    const r = await staffList({});
    expect(r.status).toBe(200);
    const page = r.data as Page;
    expect(page.totalCount).toBe(6);
    expect(page.data[0]).toMatchObject({
      id: -2,
      name: 'Ready for listing',
      rackId: null,
      wareId: nj.id,
      status: 1,
    });
    expect(page.data.slice(1).map((s) => s.name)).toEqual(['A-01', 'A-02', 'A-03', 'A-04', 'A-05']);
    expect(page.data[1]).toMatchObject({
      code: `W${nj.id}-A-01`,
      rackId: rackA.id,
      rackName: 'A',
      wareName: nj.name,
    });
    const zh = await staffList({}, nj.id, 'zh_cn');
    expect((zh.data as Page).data[0].name).toBe('待上架');
  });

  it('pages with the pseudo shelf counted as the first row, so every page keeps its size', async () => {
    const p1 = (await staffList({ current: 1, size: 2 })).data as Page;
    const p2 = (await staffList({ current: 2, size: 2 })).data as Page;
    const p3 = (await staffList({ current: 3, size: 2 })).data as Page;
    expect(p1).toMatchObject({ totalCount: 6, totalPage: 3 });
    expect(p1.data.map((s) => s.name)).toEqual(['Ready for listing', 'A-01']);
    expect(p2.data.map((s) => s.name)).toEqual(['A-02', 'A-03']);
    expect(p3.data.map((s) => s.name)).toEqual(['A-04', 'A-05']);
  });

  it('finds one shelf by nameEq, by name in any case or by its scanned code, without the pseudo shelf', async () => {
    for (const nameEq of ['A-03', 'a-03', `W${nj.id}-A-03`]) {
      const page = (await staffList({ nameEq })).data as Page;
      expect(page.data.map((s) => s.name)).toEqual(['A-03']);
      expect(page.totalCount).toBe(1);
    }
    const byRack = (await staffList({ rackId: rackA.id, size: 2 })).data as Page;
    expect(byRack.data.map((s) => s.name)).toEqual(['A-01', 'A-02']);
    expect(byRack.totalCount).toBe(5);
  });

  it('covers several assigned warehouses through wareIdList', async () => {
    const page = (await staffList({ wareIdList: [nj.id, la.id], size: 50 })).data as Page;
    expect(page.totalCount).toBe(8);
    expect(page.data.filter((s) => s.id > 0).map((s) => s.wareId)).toEqual([
      nj.id,
      nj.id,
      nj.id,
      nj.id,
      nj.id,
      la.id,
      la.id,
    ]);
    const inLa = (await staffList({ wareId: la.id })).data as Page;
    expect(inLa.data.map((s) => s.name)).toEqual(['Ready for listing', 'C-01', 'C-02']);
  });

  it('refuses warehouse staff a warehouse they are not assigned to with 403', async () => {
    for (const body of [{ wareId: other.id }, { wareIdList: [nj.id, other.id] }]) {
      const r = await staffList(body);
      expect(r.status).toBe(403);
      expect(r.msg).toBe(`You are not assigned to warehouse ${other.id}`);
    }
    expect((await staffList({}, other.id)).status).toBe(403);
  });

  it('refuses the selected warehouse once an admin disables it', async () => {
    const w = await aWarehouse(t.database.db);
    await assignWarehouse(t.database.db, staff.id, w.id);
    expect((await staffList({}, w.id)).status).toBe(200);
    await adminPost('/sys_ware/disable', { id: w.id });
    expect((await staffList({}, w.id)).status).toBe(403);
  });

  it('refuses staff without the shelving grant in the selected warehouse', async () => {
    const inspector = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    await assignWarehouse(t.database.db, inspector.id, nj.id, [
      { permissionId: '700103', actionList: ['query'] },
    ]);
    const r = await call(t.app, {
      url: '/api/warehouse/sys_ware_shelves/list',
      token: inspector.token,
      headers: { wareId: String(nj.id) },
      body: {},
    });
    expect(r.status).toBe(403);
  });

  it('shows a shelf on a disabled rack as disabled and filters by status', async () => {
    const rack = await aRack(t.database.db, la.id, { name: 'D', status: 2 });
    await someShelves(t.database.db, { id: rack.id, wareId: la.id }, ['D-01']);
    const disabled = (await staffList({ wareId: la.id, status: 2 })).data as Page;
    expect(disabled.data.map((s) => [s.name, s.status])).toEqual([['D-01', 2]]);
    const enabled = (await staffList({ wareId: la.id, status: 1 })).data as Page;
    expect(enabled.data.map((s) => s.name)).toEqual(['Ready for listing', 'C-01', 'C-02']);
  });

  it('lists every warehouse on the admin host and filters by wareIdList', async () => {
    const all = (await adminPost('/sys_ware_shelves/list', { size: 100 })).data as Page;
    const wareIds = new Set(all.data.filter((s) => s.id > 0).map((s) => s.wareId));
    expect(wareIds).toEqual(new Set([nj.id, la.id, other.id]));
    expect(all.data[0].id).toBe(-2);
    const some = (await adminPost('/sys_ware_shelves/list', { wareIdList: [other.id] })).data as Page;
    expect(some.data.map((s) => s.name)).toEqual(['Ready for listing', 'T-01']);
  });

  it('creates shelves one by one and in batches with printable codes, audited', async () => {
    const w = await aWarehouse(t.database.db);
    const rack = await aRack(t.database.db, w.id, { name: 'B' });
    const one = await adminPost('/sys_ware_shelves/create', { rackId: rack.id, name: 'b-top' });
    expect(one.data).toMatchObject({ name: 'b-top', code: `W${w.id}-B-TOP` });
    const batch = await adminPost('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: 'B-',
      from: 1,
      to: 40,
    });
    expect(batch.status).toBe(200);
    const shelves = (batch.data as { count: number; shelves: { name: string; code: string }[] }).shelves;
    expect(shelves).toHaveLength(40);
    expect(shelves[0]).toMatchObject({ name: 'B-01', code: `W${w.id}-B-01` });
    expect(shelves[39].name).toBe('B-40');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'shelf.%')
      .execute();
    expect(
      audit.find((a) => a.action === 'shelf.batchCreate' && a.entity_id === String(rack.id)),
    ).toBeDefined();
    expect(audit.find((a) => a.action === 'shelf.create' && a.entity === 'shelf')).toBeDefined();
  });

  it('refuses more than 500 shelves per batch, Chinese shelf names and duplicate names', async () => {
    const w = await aWarehouse(t.database.db);
    const rack = await aRack(t.database.db, w.id, { name: 'E' });
    const tooMany = await adminPost('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: 'E-',
      from: 1,
      to: 501,
    });
    expect(tooMany.status).toBe(400);
    const chinese = await adminPost('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: '东-',
      from: 1,
      to: 3,
    });
    expect(chinese.status).toBe(400);
    expect(chinese.msg).toBe('Shelf name cannot be Chinese');
    await adminPost('/sys_ware_shelves/create', { rackId: rack.id, name: 'E-02' });
    const overlap = await adminPost('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: 'e-',
      from: 1,
      to: 3,
    });
    expect(overlap.status).toBe(409);
    expect(overlap.msg).toBe('Shelf e-02 already exists in this warehouse');
    const count = await t.database.db
      .selectFrom('shelves')
      .select('id')
      .where('rack_id', '=', rack.id)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('renames a shelf (its code follows), disables and enables it, audited with before and after', async () => {
    const w = await aWarehouse(t.database.db);
    const rack = await aRack(t.database.db, w.id, { name: 'F' });
    const [shelf] = await someShelves(t.database.db, { id: rack.id, wareId: w.id }, ['F-01']);
    const renamed = await adminPost('/sys_ware_shelves/update', { id: shelf.id, name: 'F-1A' });
    expect(renamed.data).toEqual({ id: shelf.id, name: 'F-1A', code: `W${w.id}-F-1A` });
    expect((await adminPost('/sys_ware_shelves/update', { id: shelf.id, name: '架子' })).msg).toBe(
      'Shelf name cannot be Chinese',
    );
    expect((await adminPost('/sys_ware_shelves/disable', { id: shelf.id })).status).toBe(200);
    expect((await adminPost('/sys_ware_shelves/disable', { id: shelf.id })).status).toBe(409);
    expect((await adminPost('/sys_ware_shelves/enable', { id: shelf.id })).status).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'shelf')
      .where('entity_id', '=', String(shelf.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['shelf.update', 'shelf.disable', 'shelf.enable']);
    expect(audit[0].before).toMatchObject({ name: 'F-01', code: `W${w.id}-F-01` });
    expect(audit[0].after).toMatchObject({ name: 'F-1A', code: `W${w.id}-F-1A` });
  });

  it('keeps totals right as shelves are created, disabled and their rack switched off', async () => {
    const w = await aWarehouse(t.database.db);
    const rack = (await adminPost('/sys_ware_rack/create', { wareId: w.id, name: 'G' })).data as {
      id: number;
    };
    const batch = await adminPost('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: 'G-',
      from: 1,
      to: 10,
    });
    const [first] = (batch.data as { shelves: { id: number }[] }).shelves;
    await adminPost('/sys_ware_shelves/disable', { id: first.id });
    const total = async (body: object) =>
      ((await adminPost('/sys_ware_shelves/list', { wareId: w.id, ...body })).data as Page).totalCount;
    expect(await total({})).toBe(11);
    expect(await total({ status: 1 })).toBe(10);
    expect(await total({ status: 2 })).toBe(1);
    expect(await total({ rackId: rack.id })).toBe(10);
    await adminPost('/sys_ware/update', { id: w.id, name: `${w.name} renamed` });
    await adminPost('/sys_ware_shelves/update', { id: first.id, name: 'G-01X' });
    expect(await total({})).toBe(11);
    expect(await total({ status: 2 })).toBe(1);
    await adminPost('/sys_ware_rack/disable', { id: rack.id });
    expect(await total({ status: 1 })).toBe(1);
    expect(await total({ status: 2 })).toBe(10);
    const racks = (await adminPost('/sys_ware_rack/list', { wareId: w.id })).data as { shelfCount: number }[];
    expect(racks[0].shelfCount).toBe(10);
  });

  it('prints one 4in x 6in PDF page per shelf on both hosts', async () => {
    const page = (await staffList({ rackId: rackA.id })).data as Page;
    const ids = page.data.slice(0, 3).map((s) => s.id);
    for (const [host, token] of [
      ['warehouse', staff.token],
      ['admin', admin],
    ]) {
      const r = await t.app.inject({
        url: `/api/${host}/sys_ware_shelves/label?ids=${ids.join(',')}`,
        headers: { token, wareId: String(nj.id) },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(r.rawPayload);
      expect(pdf.getPageCount()).toBe(3);
      expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    }
  });

  it('prints shelf labels as ZPL for a 203 dpi Zebra, one ^XA...^XZ per shelf, with copies', async () => {
    const page = (await staffList({ rackId: rackA.id })).data as Page;
    const shelves = page.data.slice(0, 2);
    const r = await t.app.inject({
      url: `/api/warehouse/sys_ware_shelves/label?ids=${shelves.map((s) => s.id).join(',')}&format=zpl&copies=2`,
      headers: { token: staff.token, wareId: String(nj.id) },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zpl');
    expect(r.body.match(/\^XA\n\^CI0\n\^PW812\n\^LL1218/g)).toHaveLength(2);
    expect(r.body.match(/\^PQ2,/g)).toHaveLength(2);
    for (const shelf of shelves) expect(r.body).toContain(`^FD${shelf.code}^FS`);
  });

  it('refuses labels for unknown shelves, too many shelves, and shelves of an unassigned warehouse', async () => {
    const label = (ids: string) =>
      call(t.app, {
        url: `/api/warehouse/sys_ware_shelves/label?ids=${ids}`,
        token: staff.token,
        headers: { wareId: String(nj.id) },
      });
    expect((await label('999999')).status).toBe(404);
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const tooMany = await label(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.msg).toBe('At most 200 shelf labels can be printed at once');
    expect((await label('1,abc')).status).toBe(400);
    const foreign = (await adminPost('/sys_ware_shelves/list', { wareIdList: [other.id] })).data as Page;
    expect((await label(String(foreign.data[1].id))).status).toBe(403);
  });

  it('pages quickly and correctly through a warehouse of 10,000 shelves', async () => {
    const big = await aWarehouse(t.database.db, { name: 'Shelf Test Big' });
    const rack = await aRack(t.database.db, big.id, { name: 'S' });
    await manyShelves(t.database.db, { id: rack.id, wareId: big.id }, 10_000);
    const last = (await adminPost('/sys_ware_shelves/list', { wareId: big.id, current: 501, size: 20 }))
      .data as Page;
    expect(last.totalCount).toBe(10_001);
    expect(last.totalPage).toBe(501);
    expect(last.data.map((s) => s.name)).toEqual(['S-10000']);
    const started = Date.now();
    const first = (await adminPost('/sys_ware_shelves/list', { wareId: big.id, current: 2, size: 20 }))
      .data as Page;
    expect(first.data[0].name).toBe('S-00020');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
