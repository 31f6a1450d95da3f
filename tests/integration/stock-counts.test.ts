import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { PortalId } from '../../src/domain/kernel/users';
import { aProduct, someProducts } from '../fixtures/stock';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Counts = { status: number; count: number }[];
type Summary = { byStatus: Counts; byWarehouse: { wareId: number; inWarehouse: number }[] };
type Overview = {
  byWarehouse: { wareId: number; inWarehouse: number; outOfWarehouse: number }[];
  byStatus: Counts;
  byAge: { bucket: string; count: number }[];
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * The tab counts, the workplace summary and the overview read counts kept by triggers (migration
 * 0031), not the items: they must follow every way items change, as a count of the items would.
 */
describe.each(testEngines())('kept stock counts on %s', (engine) => {
  let t: TestApp;
  let seller: { id: number; token: string };
  let other: { id: number; token: string };
  let adminToken: string;
  let east: { id: number };
  let west: { id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    seller = await loggedInUser(t.app, db, { userType: PortalId.seller });
    other = await loggedInUser(t.app, db, { userType: PortalId.seller });
    adminToken = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    east = await aWarehouse(db, { name: 'Counts East' });
    west = await aWarehouse(db, { name: 'Counts West' });
  });
  afterAll(async () => {
    await t.close();
  });

  const summary = async (token: string) =>
    (await call(t.app, { url: '/api/business/inventory/summary', token })).data as Summary;
  const tabs = async (token: string, body: Record<string, unknown> = {}) =>
    (
      (await call(t.app, { url: '/api/business/inventory/list', token, body })).data as {
        statusCounts: Counts;
      }
    ).statusCounts;
  const overview = async (wareId: number) =>
    (await call(t.app, { url: '/api/admin/stock/overview', token: adminToken, body: { wareId } }))
      .data as Overview;

  it('follows items as they come in, change status, owner and warehouse, and are deleted', async () => {
    const db = t.database.db;
    await someProducts(db, 5, { shopUserId: seller.id, wareId: east.id });
    await someProducts(db, 2, {
      shopUserId: seller.id,
      wareId: west.id,
      status: InventoryStatus.consignment,
    });
    expect(await tabs(seller.token)).toEqual([
      { status: 1, count: 5 },
      { status: 2, count: 2 },
    ]);

    // Two leave, one moves to the west warehouse, one goes to the other seller, one is deleted.
    const ids = (
      await db
        .selectFrom('products')
        .select('id')
        .where('shop_user_id', '=', seller.id)
        .where('status', '=', 1)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await db
      .updateTable('products')
      .set({ status: InventoryStatus.outOfWarehouse, gmt_out: new Date() })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    await db.updateTable('products').set({ ware_id: west.id }).where('id', '=', ids[2]).execute();
    await db.updateTable('products').set({ shop_user_id: other.id }).where('id', '=', ids[3]).execute();
    await db.updateTable('products').set({ cost_cents: 12345 }).where('id', '=', ids[4]).execute();
    await db.deleteFrom('products').where('id', '=', ids[4]).execute();

    expect(await tabs(seller.token)).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 2 },
      { status: 6, count: 2 },
    ]);
    expect(await tabs(seller.token, { wareId: west.id })).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 2 },
    ]);
    expect(await tabs(other.token)).toEqual([{ status: 1, count: 1 }]);
    const s = await summary(seller.token);
    expect(s.byStatus).toEqual([
      { status: 1, count: 1 },
      { status: 2, count: 2 },
      { status: 6, count: 2 },
    ]);
    expect(s.byWarehouse.map((w) => [w.wareId, w.inWarehouse])).toEqual([[west.id, 3]]);

    // Whatever happened, the kept counts equal a count of the items.
    const kept = await sql<{ shop_user_id: number; ware_id: number; status: number; n: number }>`
      select shop_user_id, ware_id, status, n from stock_counts where n <> 0 order by 1, 2, 3`.execute(db);
    const counted = await sql<{ shop_user_id: number; ware_id: number; status: number; n: number }>`
      select shop_user_id, ware_id, status, count(*)::int as n from products group by 1, 2, 3 order by 1, 2, 3`.execute(
      db,
    );
    expect(kept.rows).toEqual(counted.rows);
  });

  it('finds items by a part of their SKU as soon as they are written or their SKU is corrected (migration 0033)', async () => {
    const db = t.database.db;
    const list = async (sku: string) =>
      (await call(t.app, { url: '/api/business/inventory/list', token: seller.token, body: { sku } }))
        .data as { totalCount: number; data: { sku: string }[] };
    await someProducts(db, 2, { shopUserId: seller.id, wareId: east.id, sku: 'HQ7001-SKU' });
    const [first] = await db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'HQ7001-SKU')
      .orderBy('id')
      .execute();
    expect((await list('q7001')).data.map((r) => r.sku)).toEqual(['HQ7001-SKU', 'HQ7001-SKU']);

    // Inspection corrects one item's SKU to one no item had: the filter finds it under the new one only.
    await db.updateTable('products').set({ sku: 'ZX9902-NEW' }).where('id', '=', first.id).execute();
    expect((await list('x9902')).totalCount).toBe(1);
    expect((await list('q7001')).totalCount).toBe(1);
    // Another seller's items of the same SKU never show.
    await someProducts(db, 3, { shopUserId: other.id, wareId: east.id, sku: 'ZX9902-NEW' });
    expect((await list('ZX99')).totalCount).toBe(1);
  });

  it('puts stock in age buckets, the oldest being the rest, and leaves out what left', async () => {
    const db = t.database.db;
    const ware = await aWarehouse(db, { name: 'Counts Ages' });
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await aProduct(db, { shopUserId: seller.id, wareId: ware.id, gmtIn: ago(2) });
    await aProduct(db, {
      shopUserId: seller.id,
      wareId: ware.id,
      gmtIn: ago(20),
      status: InventoryStatus.repairingAndHandling,
    });
    await someProducts(db, 2, { shopUserId: seller.id, wareId: ware.id, gmtIn: ago(100) });
    await someProducts(db, 3, { shopUserId: other.id, wareId: ware.id, gmtIn: ago(400) });
    await aProduct(db, {
      shopUserId: seller.id,
      wareId: ware.id,
      gmtIn: ago(500),
      status: InventoryStatus.outOfWarehouse,
      gmtOut: ago(1),
    });

    const o = await overview(ware.id);
    expect(o.byAge).toEqual([
      { bucket: 'week', count: 1 },
      { bucket: 'month', count: 1 },
      { bucket: 'quarter', count: 0 },
      { bucket: 'halfYear', count: 2 },
      { bucket: 'older', count: 3 },
    ]);
    expect(o.byWarehouse).toEqual([
      expect.objectContaining({ wareId: ware.id, inWarehouse: 7, outOfWarehouse: 1 }),
    ]);
    expect(o.byStatus).toEqual([
      { status: 1, count: 6 },
      { status: 6, count: 1 },
      { status: 12, count: 1 },
    ]);
  });
});
