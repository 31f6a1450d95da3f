import { describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { aForecast, Tablet } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { aRack, someShelves } from '../fixtures/warehouses';
import { testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type ItemPage = {
  totalCount: number;
  data: {
    oneId: string;
    shelfId: number | null;
    shelvesName: string;
    wareDays: number;
    wareFee: number;
    shelvesUserName: string;
  }[];
};

describe.each(testEngines())('shelving on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  /** Items forecast, received and inspected online; returns their ONE IDs. */
  async function inspectedItems(count: number): Promise<string[]> {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '9', quantity: count }],
    });
    expect((await wh('/parcel/receive', { logNo: f.logNos[0] })).code).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const r = await wh('/inspection/submit', { logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1 });
      ids.push((r.data as { oneId: string }).oneId);
    }
    return ids;
  }

  it('shelves by shelf id or scanned code, moves between shelves, and lists items awaiting a shelf', async () => {
    const [a, b] = await inspectedItems(2);
    const awaiting = (await wh('/shelving/items', { awaitingShelving: true })).data as ItemPage;
    expect(awaiting.data.map((i) => i.oneId).sort()).toEqual([a, b].sort());

    const byId = await wh('/shelving/shelve', { oneId: a, shelfId: w.shelves[0].id });
    expect(byId.code, byId.msg).toBe(200);
    expect(byId.data).toMatchObject({ shelfId: w.shelves[0].id, shelfName: 'A-01', moved: true });
    const byCode = await wh('/shelving/shelve', { oneId: b, shelfCode: w.shelves[1].code.toLowerCase() });
    expect(byCode.data).toMatchObject({ shelfId: w.shelves[1].id, moved: true });
    const same = await wh('/shelving/shelve', { oneId: b, shelfId: w.shelves[1].id });
    expect(same.msg).toBe('The item is already on this shelf');
    const ready = await wh('/shelving/shelve', { oneId: a, shelfId: -2 });
    expect(ready.data).toMatchObject({ shelfId: -2, shelfName: 'Ready for listing', moved: true });

    const left = (await wh('/shelving/items', { awaitingShelving: true })).data as ItemPage;
    expect(left.totalCount).toBe(0);
    const inventory = (await wh('/inventory_view/list', { shelfId: -2 })).data as ItemPage;
    expect(inventory.data).toEqual([
      expect.objectContaining({ oneId: a, shelvesName: 'Ready for listing', wareDays: 1, wareFee: 0 }),
    ]);
    expect(inventory.data[0].shelvesUserName).toMatch(/^Staff /);

    const events = await t.database.db
      .selectFrom('product_events')
      .select(['type', 'shelves_name', 'shelf_id'])
      .where('one_id', '=', a)
      .orderBy('id')
      .execute();
    expect(events.filter((e) => e.type === ProductEventType.shelfChange).map((e) => e.shelf_id)).toEqual([
      w.shelves[0].id,
      -2,
    ]);
  });

  it('refuses a shelf of another warehouse, a disabled shelf, an unknown shelf and an item not yet inspected', async () => {
    const [a] = await inspectedItems(1);
    const other = await wh('/shelving/shelve', { oneId: a, shelfId: w.otherShelf.id });
    expect(other.code).toBe(409);
    expect(other.msg).toBe(
      `Shelf Z-01 belongs to ${w.otherWare.name}, not this warehouse. Scan a shelf of this warehouse`,
    );
    const rack = await aRack(t.database.db, w.ware.id, { status: 2 });
    const [closed] = await someShelves(t.database.db, { id: rack.id, wareId: w.ware.id }, ['C-09']);
    expect((await wh('/shelving/shelve', { oneId: a, shelfId: closed.id })).code).toBe(409);
    const unknown = await wh('/shelving/shelve', { oneId: a, shelfCode: 'W999-NOPE' });
    expect(unknown.code).toBe(404);
    expect(unknown.msg).toBe('Unknown shelf W999-NOPE');
    expect((await wh('/shelving/shelve', { oneId: '17000000', shelfId: w.shelves[0].id })).code).toBe(404);
    expect((await wh('/shelving/shelve', { oneId: a, shelfId: 5, shelfCode: 'X' })).code).toBe(400);
    await t.database.db
      .insertInto('products')
      .values({
        one_id: '17000001',
        shop_user_id: w.seller.id,
        ware_id: w.ware.id,
        status: 12,
        check_remark: '',
        gmt_in: new Date(),
      })
      .execute();
    const raw = await wh('/shelving/shelve', { oneId: '17000001', shelfId: w.shelves[0].id });
    expect(raw.code).toBe(409);
    expect(raw.msg).toBe('Item 17000001 has not been inspected yet: inspect it before shelving');
  });

  it('keeps the newest scan when two tablets shelve the same item offline, whatever order they sync in', async () => {
    const [a, b] = await inspectedItems(2);
    const t1 = new Tablet(t.app, w.staff.token);
    const t2 = new Tablet(t.app, w.staff2.token);
    const early = new Date(Date.now() - 60_000);
    const late = new Date(Date.now() - 30_000);
    // Item a: the newer scan syncs first, the older one is refused. Item b: the older syncs first, then moves.
    const [newerA] = await t2.sync([
      t2.op('shelveItem', { wareId: w.ware.id, oneId: a, shelfId: w.shelves[1].id }, { at: late }),
    ]);
    expect(newerA.status).toBe('applied');
    const [olderA, olderB] = await t1.sync([
      t1.op('shelveItem', { wareId: w.ware.id, oneId: a, shelfId: w.shelves[0].id }, { at: early }),
      t1.op('shelveItem', { wareId: w.ware.id, oneId: b, shelfId: w.shelves[0].id }, { at: early }),
    ]);
    expect(olderA).toMatchObject({ status: 'rejected', code: 409 });
    expect(olderA.reason).toMatch(
      new RegExp(`^Item ${a} was put on A-02 by Staff \\w+ at .+, after this scan\\. It stays there`),
    );
    expect(olderB.status).toBe('applied');
    const [newerB] = await t2.sync([
      t2.op('shelveItem', { wareId: w.ware.id, oneId: b, shelfId: w.shelves[1].id }, { at: late }),
    ]);
    expect(newerB).toMatchObject({ status: 'applied', result: expect.objectContaining({ moved: true }) });
    const rows = await t.database.db
      .selectFrom('products')
      .select(['one_id', 'shelf_id'])
      .where('one_id', 'in', [a, b])
      .execute();
    expect(rows.map((r) => r.shelf_id)).toEqual([w.shelves[1].id, w.shelves[1].id]);
  });

  it("summarises today's receipts, inspections and shelvings, and what waits for each step", async () => {
    type Summary = { today: Record<string, number>; waiting: Record<string, number> };
    const summary = async () => (await wh('/workplace/inbound_summary', undefined, {})).data as Summary;
    const before = await summary();
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '9', quantity: 3 }],
    });
    const scheduled = await summary();
    expect(scheduled.waiting.toReceive - before.waiting.toReceive).toBe(1);
    await wh('/parcel/receive', { logNo: f.logNos[0] });
    const first = await wh('/inspection/submit', { logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1 });
    await wh('/inspection/submit', { logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1 });
    await wh('/shelving/shelve', {
      oneId: (first.data as { oneId: string }).oneId,
      shelfId: w.shelves[0].id,
    });
    const after = await summary();
    const delta = (k: 'today' | 'waiting', f2: string) => after[k][f2] - before[k][f2];
    expect([delta('today', 'received'), delta('today', 'inspected'), delta('today', 'shelved')]).toEqual([
      1, 2, 1,
    ]);
    expect([delta('waiting', 'toReceive'), delta('waiting', 'toShelve')]).toEqual([0, 1]);
    expect(after.waiting.toInspect).toBeGreaterThanOrEqual(1);
    const tomorrow = await wh('/workplace/inbound_summary', undefined, {
      since: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((tomorrow.data as Summary).today).toEqual({ received: 0, inspected: 0, shelved: 0 });
  });
});
