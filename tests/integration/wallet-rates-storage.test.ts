import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { dayOf } from '../../src/domain/wallet/fees';
import { WarehouseLevel } from '../../src/domain/warehouses/warehouses';
import type { AuthedContext } from '../../src/server/http/context';
import { adminStockScope, listItems } from '../../src/server/modules/inventory/item-lists';
import { anInboundWorld, inWarehouse } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import type { InspectedItem } from '../fixtures/inventory';
import { someProducts } from '../fixtures/stock';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A card as Fee/Account takes it; only the Base storage values matter here (the warehouse is Base). */
const CARD = {
  shippingFee: 5,
  transshipmentFee: 3,
  switchUserFee: 2,
  consignmentFeePercent: 10,
  cashOutDeductionPercent: 5,
  baseFreeDays: 30,
  baseDailyFee: '0.10',
  premiumFreeDays: 15,
  premiumDailyFee: '0.25',
};

type Fee = { wareDays: number; wareFee?: number };
type ItemRow = Fee & { oneId: string };

/**
 * The storage fee to date the one-ID drawer and the stock lists show: by the warehouse's level and
 * the owner's rate card in force (the default card of migration 0102: Base 30 free days, then $0.10
 * a day), up to today for a pair in the warehouse and up to its exit for one that left.
 */
describe.each(testEngines())('storage fee in the drawer and the stock lists on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let admin: string;
  /** Seller One's pair shelved 40 days ago (day 41), Seller Two's the same, Seller One's pair that left 5 days ago. */
  let shelved: InspectedItem;
  let other: InspectedItem;
  let gone: InspectedItem;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    w = await anInboundWorld(t.app, db);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    await db
      .updateTable('warehouses')
      .set({ level: WarehouseLevel.base })
      .where('id', '=', w.ware.id)
      .execute();
    shelved = await anInspectedItem(t.app, db, w);
    other = await anInspectedItem(t.app, db, w, { sellerToken: w.seller2.token });
    gone = await anInspectedItem(t.app, db, w);
    const inAt = new Date(Date.now() - 40 * DAY_MS);
    await db
      .updateTable('products')
      .set({ gmt_in: inAt })
      .where('id', 'in', [shelved.id, other.id, gone.id])
      .execute();
    await db
      .updateTable('products')
      .set({
        status: InventoryStatus.outOfWarehouse,
        gmt_out: new Date(inAt.getTime() + 35 * DAY_MS),
        shelf_id: null,
      })
      .where('id', '=', gone.id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const drawer = async (host: 'admin' | 'business', token: string, oneId: string) => {
    const r = await call(t.app, { url: `/api/${host}/sys_prod/get`, token, query: { oneId } });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { inProdInfo: Fee }).inProdInfo;
  };
  const sellerRow = async (token: string, oneId: string) => {
    const r = await call(t.app, { url: '/api/business/inventory/list', token, body: { oneId } });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { data: ItemRow[] }).data[0];
  };
  const adminRow = async (oneId: string) => {
    const r = await call(t.app, { url: '/api/admin/stock/list', token: admin, body: { oneId } });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { data: ItemRow[] }).data[0];
  };
  const warehouseRow = async (oneId: string) => {
    const r = await inWarehouse(t.app, w.staff.token, w.ware.id)('/inventory_view/list', { oneId });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { data: ItemRow[] }).data[0];
  };
  /** What the drawer (admin and owner), the seller's and the admin's list say of one pair. */
  const everywhere = async (item: InspectedItem, ownerToken: string) => ({
    adminDrawer: await drawer('admin', admin, item.oneId),
    sellerDrawer: await drawer('business', ownerToken, item.oneId),
    sellerList: await sellerRow(ownerToken, item.oneId),
    adminList: await adminRow(item.oneId),
  });
  const fee = (wareDays: number, wareFee: number) => expect.objectContaining({ wareDays, wareFee });
  const allShow = (wareDays: number, wareFee: number) => ({
    adminDrawer: fee(wareDays, wareFee),
    sellerDrawer: fee(wareDays, wareFee),
    sellerList: fee(wareDays, wareFee),
    adminList: fee(wareDays, wareFee),
  });
  const override = async (sellerId: number, effectiveFrom: string, freeDays: number, dailyFee: string) => {
    const r = await call(t.app, {
      url: '/api/admin/fee/account/override/create',
      token: admin,
      body: { ...CARD, sellerId, effectiveFrom, baseFreeDays: freeDays, baseDailyFee: dailyFee },
    });
    expect(r.code, r.msg).toBe(200);
  };

  it('shows a shelved pair past its free days its fee to date by the default card, in the drawer and every list', async () => {
    // Day 41 in a Base warehouse: 11 charged days at $0.10.
    expect(await everywhere(shelved, w.seller.token)).toEqual(allShow(41, 110));
    expect(await everywhere(other, w.seller2.token)).toEqual(allShow(41, 110));
    expect(await warehouseRow(shelved.oneId)).toEqual(fee(41, 110));
    // A pair that left 5 days ago counts up to its exit: day 36, 6 charged days.
    expect(await everywhere(gone, w.seller.token)).toEqual(allShow(36, 60));
  });

  it("follows a seller's override in force, and leaves other sellers and earlier exits to the card in force then", async () => {
    // From today Seller One has 5 free days at $1.00: day 41 charges 36 days.
    await override(w.seller.id, dayOf(new Date()), 5, '1');
    expect(await everywhere(shelved, w.seller.token)).toEqual(allShow(41, 3600));
    expect(await warehouseRow(shelved.oneId)).toEqual(fee(41, 3600));
    expect(await everywhere(other, w.seller2.token)).toEqual(allShow(41, 110));
    // The pair left before today's override took effect: still the default card.
    expect(await everywhere(gone, w.seller.token)).toEqual(allShow(36, 60));

    // An override in force since 10 days ago (no free days, $0.50) was the card when it left.
    await override(w.seller.id, dayOf(new Date(Date.now() - 10 * DAY_MS)), 0, '0.50');
    expect(await everywhere(gone, w.seller.token)).toEqual(allShow(36, 1800));
    expect(await everywhere(shelved, w.seller.token)).toEqual(allShow(41, 3600));
  });

  it('reads the cards of a whole page in one query, as many queries for 50 rows as for 1', async () => {
    // Seller One by today's override ($1.00 after 5 days), Seller Two by the default card.
    const db = t.database.db;
    for (const seller of [w.seller, w.seller2]) {
      await someProducts(db, 30, {
        shopUserId: seller.id,
        wareId: w.ware.id,
        gmtIn: new Date(Date.now() - 50 * DAY_MS),
      });
    }
    const counted = async (pageSize: number, scope = adminStockScope({})) => {
      const queries: string[] = [];
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries.push(JSON.stringify(args.node).includes('"rate_cards"') ? 'cards' : 'other');
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const ctx = { db: db.withPlugin(counter), config: t.config, lang: 'en_us' } as unknown as AuthedContext;
      const page = await listItems(ctx, scope, { pageSize });
      return { queries, rows: page.data as ItemRow[] };
    };
    const one = await counted(1);
    const fifty = await counted(50);
    expect(fifty.rows).toHaveLength(50);
    expect(new Set(fifty.rows.map((r) => r.wareFee)).size).toBeGreaterThan(1);
    expect(fifty.queries).toEqual(one.queries);
    expect(fifty.queries.filter((q) => q === 'cards')).toHaveLength(1);
    const sellerPage = await counted(50, { shopUserId: w.seller.id, staffView: false });
    expect(sellerPage.queries).toEqual(one.queries);
  });
});
