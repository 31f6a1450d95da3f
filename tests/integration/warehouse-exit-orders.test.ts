import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRow } from '../../src/domain/inventory/views';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { batchWorld } from '../fixtures/outbound-batches';
import { anOutboundWorld } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { assignWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * WarehouseExit (issue 16): each item that left names the order it left with, its number and kind,
 * on the seller's list (its own orders only) and on the admin's day of exits.
 */
describe.each(testEngines())('the order of each exit on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let first: OrderView;
  let second: OrderView;
  let theirs: OrderView;

  /** A paid order of the world's seller, batched, picked and shipped by the warehouse. */
  async function shipped(b: ReturnType<typeof batchWorld>, kind: 3 | 4, pairs: number) {
    const order = await b.paidOrder(kind, pairs);
    const batch = await b.generate([order.id]);
    const tab = b.tablet();
    const results = await tab.sync([
      ...order.items.map((i) => b.pick(tab, batch.id, i.oneId)),
      b.ship(tab, batch.id, { orderId: order.id }),
    ]);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    return order;
  }

  const exitsOf = async (token: string) => {
    const r = await call(t.app, { url: '/api/business/inventory/exit_list', token, body: { size: 100 } });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { data: ItemRow[] }).data;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    await assignWarehouse(t.database.db, w.staff.id, w.ware.id);
    const mine = batchWorld(t, w);
    first = await shipped(mine, 4, 2);
    second = await shipped(mine, 3, 1);
    theirs = await shipped(batchWorld(t, { ...w, seller: w.seller2 }), 4, 1);
  });
  afterAll(() => t.close());

  it('names, on every exit of the seller, the order it left with and its kind', async () => {
    const rows = await exitsOf(w.seller.token);
    const byOneId = new Map(rows.map((r) => [r.oneId, r.outInfo]));
    for (const item of first.items) expect(byOneId.get(item.oneId)).toEqual({ oddNo: first.oddNo, type: 4 });
    expect(byOneId.get(second.items[0].oneId)).toEqual({ oddNo: second.oddNo, type: 3 });
    expect(rows).toHaveLength(3);
  });

  it("never shows a seller another seller's order", async () => {
    const mine = await exitsOf(w.seller.token);
    expect(mine.map((r) => r.outInfo?.oddNo)).not.toContain(theirs.oddNo);
    const other = await exitsOf(w.seller2.token);
    expect(other.map((r) => r.outInfo)).toEqual([{ oddNo: theirs.oddNo, type: 4 }]);
  });

  it("names the orders on the admin's day of exits, not on the plain stock list", async () => {
    const now = Date.now();
    const day = await call(t.app, {
      url: '/api/admin/stock/list',
      token: w.root,
      body: {
        size: 100,
        wareId: w.ware.id,
        leftBeginTime: new Date(now - 3_600_000).toISOString(),
        leftEndTime: new Date(now + 3_600_000).toISOString(),
      },
    });
    expect(day.code, day.msg).toBe(200);
    const rows = (day.data as { data: ItemRow[] }).data;
    expect(new Set(rows.map((r) => r.outInfo?.oddNo))).toEqual(
      new Set([first.oddNo, second.oddNo, theirs.oddNo]),
    );
    const stock = await call(t.app, { url: '/api/admin/stock/list', token: w.root, body: { size: 5 } });
    expect((stock.data as { data: ItemRow[] }).data.every((r) => r.outInfo === undefined)).toBe(true);
  });
});
