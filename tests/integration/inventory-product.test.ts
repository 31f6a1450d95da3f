import { beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { admins, anInspectedItem, soldOnConsignment } from '../fixtures/inventory';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import { call, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Record = {
  id: number;
  oneId: string;
  costPrice: number;
  supply: string;
  status: number;
  imageList: string[];
  shopInfo: { id: number; uid: string; realname: string };
  packInfo: { logNo: string; packId: number };
  inProdInfo: { [k: string]: unknown };
  outInfo: { [k: string]: unknown } | null;
  eventList: { type: number; [k: string]: unknown }[];
};

describe.each(testEngines())('one-ID product record on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let root: string;
  let employee: string;

  anInboundSuite(engine, (suite) => {
    ({ t, w } = suite);
  });
  beforeAll(async () => {
    ({ root, employee } = await admins(t.app, t.database.db));
  });

  const getAs = (host: string, token: string, oneId: string, wareId?: number) =>
    call(t.app, {
      url: `/api/${host}/sys_prod/get`,
      token,
      query: { oneId },
      headers: wareId ? { wareId: String(wareId) } : {},
    });
  const saveAs = (host: string, token: string, body: unknown, lang?: string) =>
    call(t.app, { url: `/api/${host}/sys_prod/save`, token, body, headers: lang ? { language: lang } : {} });

  it('gives admins the whole record: pack, inbound, inspection, shelf, images, owner and every event', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const r = await getAs('admin', root, item.oneId);
    expect(r.code, r.msg).toBe(200);
    const rec = r.data as Record;
    expect(rec).toMatchObject({
      oneId: item.oneId,
      costPrice: 12000,
      supply: 'Outlet',
      status: InventoryStatus.available,
      sku: w.sku.sku,
      spec: '9',
    });
    expect(rec.shopInfo).toMatchObject({ id: w.seller.id, realname: 'Seller One' });
    expect(rec.packInfo).toMatchObject({ logNo: item.logNo, packId: item.packId });
    expect(rec.inProdInfo).toMatchObject({
      checkResult: 5,
      checkRemark: 'corner dent',
      shelvesName: 'A-01',
      wareName: w.ware.name,
      wareDays: 1,
      wareFee: 0,
    });
    expect(rec.inProdInfo.shelvesUserName).toMatch(/^Staff /);
    expect(rec.imageList).toEqual([`/api/admin/files/${item.photo}`]);
    expect(rec.eventList.map((e) => e.type)).toEqual([
      ProductEventType.forecast,
      ProductEventType.inbound,
      ProductEventType.inspection,
      ProductEventType.shelfChange,
    ]);
    expect(rec.eventList[2]).toHaveProperty('operator');
    expect(rec.eventList[2]).toHaveProperty('platOrderNo');
    expect(rec.outInfo).toBeNull();
  });

  it('hides shelf, operator and pku from the owning seller, and 404s another seller and unknown ONE IDs alike', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const own = await getAs('business', w.seller.token, item.oneId);
    expect(own.code, own.msg).toBe(200);
    const rec = own.data as Record;
    expect(rec.inProdInfo).not.toHaveProperty('shelvesName');
    expect(rec.inProdInfo).not.toHaveProperty('shelvesUserName');
    expect(rec.inProdInfo).not.toHaveProperty('gmtShelvesCreate');
    expect(rec.inProdInfo).toHaveProperty('wareFee', 0);
    for (const e of rec.eventList) {
      expect(e).not.toHaveProperty('shelvesName');
      expect(e).not.toHaveProperty('operator');
      expect(e).not.toHaveProperty('pku');
      expect(e).not.toHaveProperty('platOrderNo');
    }
    expect(JSON.stringify(rec)).not.toContain('A-01');

    const other = await getAs('business', w.seller2.token, item.oneId);
    const unknown = await getAs('business', w.seller2.token, '99999999');
    expect([other.status, other.code]).toEqual([404, 404]);
    expect([unknown.status, unknown.code]).toEqual([404, 404]);
    expect(other.msg).toBe(`No product with ONE ID ${item.oneId}`);
    // Saving another seller's item is the same "not found", so ids cannot be probed through save either.
    const save = await saveAs('business', w.seller2.token, { id: item.id, costPrice: 1 });
    expect([save.status, save.code]).toEqual([404, 404]);
    // The save names the numeric id it was given, never as if it were a ONE ID.
    expect(save.msg).toBe(`No product with id ${item.id}`);
    const zh = await saveAs('business', w.seller2.token, { id: item.id, costPrice: 1 }, 'zh_cn');
    expect(zh.msg).toBe(`没有编号为 ${item.id} 的商品`);
  });

  it('hides the storage fee and the platform order number from warehouse staff, and only shows their warehouses', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const r = await getAs('warehouse', w.staff.token, item.oneId, w.ware.id);
    expect(r.code, r.msg).toBe(200);
    const rec = r.data as Record;
    expect(rec.inProdInfo).not.toHaveProperty('wareFee');
    expect(rec.inProdInfo).toMatchObject({ shelvesName: 'A-01' });
    for (const e of rec.eventList) {
      expect(e).not.toHaveProperty('wareFee');
      expect(e).not.toHaveProperty('platOrderNo');
      expect(e).toHaveProperty('operator');
    }
    const { aStaffMember } = await import('../fixtures/inbound');
    const elsewhere = await aStaffMember(t.app, t.database.db, [w.otherWare]);
    const r2 = await getAs('warehouse', elsewhere.token, item.oneId, w.otherWare.id);
    expect(r2.status).toBe(404);
  });

  /** The consignment application (6) and the outbound (11) of a sold item, each carrying the platform order number. */
  const saleEvents = (rec: Record) => {
    const events = rec.eventList.filter(
      (e) => e.type === ProductEventType.consignmentApplication || e.type === ProductEventType.outbound,
    );
    expect(events.map((e) => e.type)).toEqual([
      ProductEventType.consignmentApplication,
      ProductEventType.outbound,
    ]);
    return events;
  };

  it('shows admins the platform order number of a sold item, in its outbound part and on its events, with shelf, operator, pku and storage fee', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const sale = await soldOnConsignment(t.database.db, w, item);
    const r = await getAs('admin', root, item.oneId);
    expect(r.code, r.msg).toBe(200);
    const rec = r.data as Record;
    expect(rec.status).toBe(InventoryStatus.outOfWarehouse);
    expect(rec.outInfo).toEqual({
      oddNo: sale.oddNo,
      type: ProductEventType.outbound,
      platName: '',
      platOrderNo: sale.platOrderNo,
      soldPrice: null,
    });
    expect(rec.inProdInfo).toMatchObject({ shelvesName: 'A-01', wareFee: 0 });
    expect(rec.inProdInfo.shelvesUserName).toBe(sale.operator);
    const [application, outbound] = saleEvents(rec);
    for (const e of [application, outbound])
      expect(e).toMatchObject({
        platOrderNo: sale.platOrderNo,
        pku: sale.pku,
        operator: sale.operator,
        shelvesName: 'A-01',
      });
    expect(outbound.wareFee).toBe(sale.wareFeeCents);
  });

  it('shows warehouse staff the shelf, operator and pku of a sold item, never its storage fee or platform order number', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const sale = await soldOnConsignment(t.database.db, w, item);
    const r = await getAs('warehouse', w.staff.token, item.oneId, w.ware.id);
    expect(r.code, r.msg).toBe(200);
    const rec = r.data as Record;
    expect(rec.outInfo).toMatchObject({ oddNo: sale.oddNo, type: ProductEventType.outbound });
    expect(rec.outInfo).not.toHaveProperty('platOrderNo');
    expect(rec.inProdInfo).toMatchObject({ shelvesName: 'A-01', shelvesUserName: sale.operator });
    expect(rec.inProdInfo).not.toHaveProperty('wareFee');
    const [application, outbound] = saleEvents(rec);
    for (const e of [application, outbound]) {
      expect(e).toMatchObject({ pku: sale.pku, operator: sale.operator, shelvesName: 'A-01' });
      expect(e).not.toHaveProperty('platOrderNo');
      expect(e).not.toHaveProperty('wareFee');
    }
    expect(JSON.stringify(rec)).not.toContain(sale.platOrderNo);
  });

  it('shows the owning seller the storage fee of a sold item, never its shelf, operator, pku or platform order number', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const sale = await soldOnConsignment(t.database.db, w, item);
    const r = await getAs('business', w.seller.token, item.oneId);
    expect(r.code, r.msg).toBe(200);
    const rec = r.data as Record;
    expect(rec.outInfo).toMatchObject({ oddNo: sale.oddNo, type: ProductEventType.outbound });
    expect(rec.outInfo).not.toHaveProperty('platOrderNo');
    expect(rec.inProdInfo).toHaveProperty('wareFee', 0);
    for (const hidden of ['shelvesName', 'shelvesUserName', 'gmtShelvesCreate'])
      expect(rec.inProdInfo).not.toHaveProperty(hidden);
    const [application, outbound] = saleEvents(rec);
    for (const e of [application, outbound]) {
      for (const hidden of ['platOrderNo', 'pku', 'operator', 'shelvesName'])
        expect(e).not.toHaveProperty(hidden);
    }
    expect(outbound.wareFee).toBe(sale.wareFeeCents);
    const text = JSON.stringify(rec);
    for (const secret of [sale.platOrderNo, sale.pku, sale.operator, 'A-01'])
      expect(text).not.toContain(secret);
  });

  it('serves no POST /sys_prod/save on the warehouse host: 404 "No such API route", cost and owner unchanged', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const cost = await saveAs('warehouse', w.staff.token, { id: item.id, costPrice: 1, supply: 'Staff' });
    const owner = await saveAs('warehouse', w.staff.token, { id: item.id, shopId: w.seller2.id });
    for (const answer of [cost, owner]) {
      expect([answer.status, answer.code, answer.msg]).toEqual([404, 404, 'No such API route']);
    }
    const row = await t.database.db
      .selectFrom('products')
      .select(['cost_cents', 'supply', 'shop_user_id'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cost_cents: 12000, supply: 'Outlet', shop_user_id: w.seller.id });
  });

  it('lets the owning seller and admins save cost and source while available, with an audit entry', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const bySeller = await saveAs('business', w.seller.token, {
      id: item.id,
      costPrice: 15050,
      supply: 'Friend',
    });
    expect(bySeller.code, bySeller.msg).toBe(200);
    expect(bySeller.msg).toBe('saved cost and source');
    const byAdmin = await saveAs('admin', employee, { id: item.id, costPrice: 16000, supply: 'Auction' });
    expect(byAdmin.msg).toBe('saved cost and source');
    const rec = (await getAs('business', w.seller.token, item.oneId)).data as Record;
    expect(rec).toMatchObject({ costPrice: 16000, supply: 'Auction' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', item.oneId)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['product.costAndSource', 'product.costAndSource']);
  });

  it('refuses cost as text or negative, a save when status is not 1, and owner changes by sellers, changing nothing', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const text = await saveAs('business', w.seller.token, { id: item.id, costPrice: 'twelve', supply: 'x' });
    expect(text.status).toBe(400);
    expect(text.msg).toBe('Invalid costPrice: the cost must be a number of cents, not text');
    const negative = await saveAs('business', w.seller.token, { id: item.id, costPrice: -5 });
    expect(negative.status).toBe(400);
    expect(negative.msg).toBe('Invalid costPrice: the cost cannot be negative');
    const both = await saveAs('admin', root, { id: item.id, costPrice: 5, shopId: w.seller2.id });
    expect(both.status).toBe(400);
    const byOwner = await saveAs('business', w.seller.token, { id: item.id, shopId: w.seller2.id });
    expect([byOwner.status, byOwner.msg]).toEqual([
      403,
      'Only administrators can change the owner of an item',
    ]);

    await t.database.db
      .updateTable('products')
      .set({ status: InventoryStatus.consignment })
      .where('id', '=', item.id)
      .execute();
    const locked = await saveAs('business', w.seller.token, { id: item.id, costPrice: 100 }, 'zh_cn');
    expect(locked.status).toBe(409);
    expect(locked.msg).toBe(`${item.oneId} 只有在可用状态时才能修改`);
    const lockedOwner = await saveAs('admin', root, { id: item.id, shopId: w.seller2.id });
    expect(lockedOwner.status).toBe(409);
    const row = await t.database.db
      .selectFrom('products')
      .select(['cost_cents', 'shop_user_id'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cost_cents: 12000, shop_user_id: w.seller.id });
  });

  it('lets an admin give an available item to another seller: new owner, a 712 event and an audit entry', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const r = await saveAs('admin', root, { id: item.id, shopId: w.seller2.id });
    expect(r.code, r.msg).toBe(200);
    expect(r.msg).toBe('Owner changed');
    expect((await getAs('business', w.seller.token, item.oneId)).status).toBe(404);
    const rec = (await getAs('business', w.seller2.token, item.oneId)).data as Record;
    expect(rec.shopInfo.id).toBe(w.seller2.id);
    expect(rec.eventList.at(-1)?.type).toBe(ProductEventType.switchUserResult);
    const again = await saveAs('admin', root, { id: item.id, shopId: w.seller2.id });
    expect(again.status).toBe(409);
    const notASeller = await saveAs('admin', root, { id: item.id, shopId: w.staff.id });
    expect(notASeller.status).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', item.oneId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['product.owner']);
  });

  it('lists sellers by uid with the extra entry for unowned items appended', async () => {
    const all = await call(t.app, { url: '/api/admin/shop_user/list', token: root, body: {} });
    const records = (
      all.data as { records: { id: number; uid: string; unowned: boolean; realname: string }[] }
    ).records;
    expect(records.map((r) => r.id)).toEqual(expect.arrayContaining([w.seller.id, w.seller2.id]));
    expect(records.at(-1)).toMatchObject({ id: 0, unowned: true, realname: 'Unowned items' });
    const one = await call(t.app, {
      url: '/api/admin/shop_user/list',
      token: root,
      body: { uid: w.seller2.uid },
    });
    const filtered = (one.data as { records: { id: number }[] }).records;
    expect(filtered.map((r) => r.id)).toEqual([w.seller2.id, 0]);
    const asSeller = await call(t.app, {
      url: '/api/business/shop_user/list',
      token: w.seller.token,
      body: {},
    });
    expect(asSeller.status).toBe(404);
  });
});
