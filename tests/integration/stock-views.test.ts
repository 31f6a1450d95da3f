import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAITING_REINSPECTION_STATUS, InventoryStatus } from '../../src/domain/kernel/products';
import { PortalId } from '../../src/domain/kernel/users';
import { aProduct, aReceivedParcel, someProducts } from '../fixtures/stock';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Row = {
  oneId: string;
  status: number;
  sku: string;
  wareName: string;
  gmtOut: string | null;
  shelvesName?: string;
  shopInfo?: { uid: string };
};
type ListPage = {
  totalCount: number;
  totalPage: number;
  pageNo: number;
  data: Row[];
  statusCounts: { status: number; count: number }[];
};

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines())('stock views on %s', (engine) => {
  let t: TestApp;
  let seller: { id: number; token: string; uid: string };
  let seller2: { id: number; token: string };
  let adminToken: string;
  let ware: { id: number; name: string };
  let ware2: { id: number; name: string };
  let pandaId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    seller = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Stock Seller' });
    seller2 = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Other Seller' });
    adminToken = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    ware = await aWarehouse(db, { name: 'Stock East' });
    ware2 = await aWarehouse(db, { name: 'Stock West' });
    const old = new Date(Date.now() - 40 * DAY);
    pandaId = await aProduct(db, {
      shopUserId: seller.id,
      wareId: ware.id,
      sku: 'DD1391-100',
      name: 'Dunk Low Panda',
      size: '10',
      gmtIn: old,
    });
    await someProducts(db, 11, {
      shopUserId: seller.id,
      wareId: ware.id,
      sku: 'CW2288-111',
      brand: 'Nike',
      name: 'Air Force 1',
    });
    await someProducts(db, 3, {
      shopUserId: seller.id,
      wareId: ware2.id,
      sku: 'FZ5808-001',
      brand: 'Adidas',
      name: 'Samba',
      checkResult: 5,
    });
    await someProducts(db, 2, {
      shopUserId: seller.id,
      wareId: ware.id,
      status: InventoryStatus.dropshipping,
    });
    await someProducts(db, 1, {
      shopUserId: seller.id,
      wareId: ware.id,
      status: InventoryStatus.dropshippingLabel,
    });
    await aProduct(db, {
      shopUserId: seller.id,
      wareId: ware.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'EXIT-OLD',
      gmtOut: new Date(Date.now() - 2 * DAY),
    });
    await aProduct(db, {
      shopUserId: seller.id,
      wareId: ware.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'EXIT-NEW',
      gmtOut: new Date(Date.now() - DAY),
    });
    // Another seller's items share the SKU and the warehouse: they must never reach the first seller.
    await someProducts(db, 4, {
      shopUserId: seller2.id,
      wareId: ware.id,
      sku: 'DD1391-100',
      status: InventoryStatus.available,
    });
    await aProduct(db, { shopUserId: seller2.id, wareId: ware.id, status: InventoryStatus.outOfWarehouse });
  });
  afterAll(async () => {
    await t.close();
  });

  const sellerList = async (body: Record<string, unknown> = {}, token = seller.token) =>
    (await call(t.app, { url: '/api/business/inventory/list', token, body })).data as ListPage;
  const countOf = (page: ListPage, status: number) =>
    page.statusCounts.find((s) => s.status === status)?.count ?? 0;

  it("lists only the seller's own items, newest first, with the count of every status tab", async () => {
    const page = await sellerList({ pageSize: 50 });
    expect(page.totalCount).toBe(20);
    expect(countOf(page, InventoryStatus.available)).toBe(15);
    expect(countOf(page, InventoryStatus.dropshipping)).toBe(2);
    expect(countOf(page, InventoryStatus.dropshippingLabel)).toBe(1);
    expect(countOf(page, InventoryStatus.outOfWarehouse)).toBe(2);
    expect(page.data.filter((r) => r.sku === 'DD1391-100')).toHaveLength(1);
    // A seller sees no shelf and no owner block (spec section 6 "Drawer").
    expect(page.data[0]).not.toHaveProperty('shelvesName');
    expect(page.data[0]).not.toHaveProperty('shopInfo');
    const other = await sellerList({ pageSize: 50 }, seller2.token);
    expect(other.totalCount).toBe(5);
    expect(other.data.map((r) => r.oneId)).not.toContain(pandaId);
  });

  it('lists one tab (9 and 10 together for dropshipping) while the counts keep every tab', async () => {
    const page = await sellerList({ statusList: [9, 10] });
    expect(page.totalCount).toBe(3);
    expect(page.data.every((r) => r.status === 9 || r.status === 10)).toBe(true);
    expect(countOf(page, InventoryStatus.available)).toBe(15);
  });

  it('filters by ONE ID, SKU, brand, name, size, warehouse, grade and inbound dates', async () => {
    expect((await sellerList({ oneId: pandaId })).data.map((r) => r.oneId)).toEqual([pandaId]);
    expect((await sellerList({ sku: 'cw2288' })).totalCount).toBe(11);
    expect((await sellerList({ brand: 'adidas' })).totalCount).toBe(3);
    expect((await sellerList({ remarks: 'panda' })).totalCount).toBe(1);
    expect((await sellerList({ spec: '10' })).totalCount).toBe(1);
    expect((await sellerList({ wareId: ware2.id })).data.every((r) => r.wareName === 'Stock West')).toBe(
      true,
    );
    expect((await sellerList({ checkResult: 5 })).totalCount).toBe(3);
    const lastMonth = {
      inBeginTime: new Date(Date.now() - 50 * DAY).toISOString(),
      inEndTime: new Date(Date.now() - 30 * DAY).toISOString(),
    };
    expect((await sellerList(lastMonth)).data.map((r) => r.oneId)).toEqual([pandaId]);
    // Typed text is matched literally: a wildcard finds nothing.
    expect((await sellerList({ sku: '%' })).totalCount).toBe(0);
    // Another seller's ONE ID is simply not in the list.
    expect((await sellerList({ oneId: pandaId }, seller2.token)).totalCount).toBe(0);
  });

  it('pages through the tab with page numbers and a total page count', async () => {
    const first = await sellerList({ statusList: [1], pageNo: 1, pageSize: 10 });
    const second = await sellerList({ statusList: [1], pageNo: 2, pageSize: 10 });
    expect(first.totalPage).toBe(2);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(5);
    expect(second.data.map((r) => r.oneId).filter((id) => first.data.some((f) => f.oneId === id))).toEqual(
      [],
    );
  });

  it('lists the items that left (WarehouseExit), newest exit first, only the seller’s', async () => {
    const r = await call(t.app, { url: '/api/business/inventory/exit_list', token: seller.token, body: {} });
    const page = r.data as ListPage;
    expect(page.data.map((x) => x.sku)).toEqual(['EXIT-NEW', 'EXIT-OLD']);
    expect(page.data.every((x) => x.gmtOut !== null)).toBe(true);
  });

  it('gives the seller workplace its counts by status and by warehouse', async () => {
    const r = await call(t.app, { url: '/api/business/inventory/summary', token: seller.token });
    const data = r.data as {
      byStatus: { status: number; count: number }[];
      byWarehouse: { wareName: string; inWarehouse: number }[];
    };
    expect(data.byStatus).toEqual([
      { status: 1, count: 15 },
      { status: 6, count: 2 },
      { status: 9, count: 2 },
      { status: 10, count: 1 },
    ]);
    expect(data.byWarehouse).toEqual([
      { wareId: ware.id, wareName: 'Stock East', inWarehouse: 15 },
      { wareId: ware2.id, wareName: 'Stock West', inWarehouse: 3 },
    ]);
  });

  it('shows the admin every warehouse with stock by status and age', async () => {
    const empty = await aWarehouse(t.database.db, { name: 'Stock Empty' });
    const r = await call(t.app, { url: '/api/admin/stock/overview', token: adminToken, body: {} });
    const data = r.data as { byWarehouse: { wareId: number; inWarehouse: number; outOfWarehouse: number }[] };
    expect(data.byWarehouse.find((w) => w.wareId === ware.id)).toMatchObject({
      inWarehouse: 19,
      outOfWarehouse: 3,
    });
    expect(data.byWarehouse.find((w) => w.wareId === empty.id)).toMatchObject({
      inWarehouse: 0,
      outOfWarehouse: 0,
    });
    const one = await call(t.app, {
      url: '/api/admin/stock/overview',
      token: adminToken,
      body: { wareId: ware.id },
    });
    const oneData = one.data as {
      byWarehouse: unknown[];
      byAge: { bucket: string; count: number }[];
      byStatus: { status: number; count: number }[];
    };
    expect(oneData.byWarehouse).toHaveLength(1);
    expect(oneData.byAge).toEqual([
      { bucket: 'week', count: 18 },
      { bucket: 'month', count: 0 },
      { bucket: 'quarter', count: 1 },
      { bucket: 'halfYear', count: 0 },
      { bucket: 'older', count: 0 },
    ]);
    expect(oneData.byStatus.find((s) => s.status === 1)?.count).toBe(16);
  });

  it("lists every seller's items for the admin with owner and shelf, filtered by owner", async () => {
    const r = await call(t.app, {
      url: '/api/admin/stock/list',
      token: adminToken,
      body: { wareId: ware.id, shopUser: 'Other Seller' },
    });
    const page = r.data as ListPage;
    expect(page.totalCount).toBe(5);
    expect(page.data[0].shopInfo?.uid).toBeTruthy();
    expect(page.data[0]).toHaveProperty('shelvesName');
  });

  it('groups received parcels into inbound batches per local day and warehouse, and lists a batch', async () => {
    const db = t.database.db;
    const batchWare = await aWarehouse(db, { name: 'Batch Ware' });
    // 23:30 UTC is the next day in UTC+8: the offset decides which day a parcel belongs to.
    const late = new Date(Date.UTC(2024, 2, 10, 23, 30));
    const noon = new Date(Date.UTC(2024, 2, 10, 12, 0));
    const p1 = await aReceivedParcel(db, batchWare.id, late);
    await aReceivedParcel(db, batchWare.id, noon);
    await someProducts(db, 3, { shopUserId: seller.id, wareId: batchWare.id, parcelId: p1 });
    const utc = await call(t.app, {
      url: '/api/admin/stock/in_batch',
      token: adminToken,
      body: { wareId: batchWare.id },
    });
    expect((utc.data as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ day: '2024-03-10', parcels: 2, items: 3, wareName: 'Batch Ware' }),
    ]);
    const east = await call(t.app, {
      url: '/api/admin/stock/in_batch',
      token: adminToken,
      body: { wareId: batchWare.id, utcOffsetMinutes: 480 },
    });
    const days = (
      east.data as {
        data: {
          day: string;
          parcels: number;
          items: number;
          receivedBeginTime: string;
          receivedEndTime: string;
        }[];
      }
    ).data;
    expect(days.map((d) => [d.day, d.parcels, d.items])).toEqual([
      ['2024-03-11', 1, 3],
      ['2024-03-10', 1, 0],
    ]);
    const detail = await call(t.app, {
      url: '/api/admin/stock/list',
      token: adminToken,
      body: {
        wareId: batchWare.id,
        receivedBeginTime: days[0].receivedBeginTime,
        receivedEndTime: days[0].receivedEndTime,
      },
    });
    expect((detail.data as ListPage).totalCount).toBe(3);
  });

  it('lists the items that left one warehouse in a window of exit times, newest exit first', async () => {
    const db = t.database.db;
    const east = await aWarehouse(db, { name: 'Exit East' });
    const west = await aWarehouse(db, { name: 'Exit West' });
    const leftAt = (wareId: number, gmtOut: Date, n = 1) =>
      someProducts(db, n, { shopUserId: seller.id, wareId, status: InventoryStatus.outOfWarehouse, gmtOut });
    const late = await leftAt(east.id, new Date(Date.UTC(2024, 4, 10, 23, 30)), 2);
    const noon = await leftAt(east.id, new Date(Date.UTC(2024, 4, 10, 12, 0)), 3);
    await leftAt(west.id, new Date(Date.UTC(2024, 4, 10, 12, 0)));
    await leftAt(east.id, new Date(Date.UTC(2024, 4, 8, 9, 0)));
    // Left that noon, then came back (a return clears gmt_out): no longer an exit.
    const [returned] = await leftAt(east.id, new Date(Date.UTC(2024, 4, 10, 12, 5)));
    await db
      .updateTable('products')
      .set({ status: AWAITING_REINSPECTION_STATUS, gmt_out: null })
      .where('one_id', '=', returned)
      .execute();
    const exits = async (wareId: number, leftBeginTime: string, leftEndTime: string) => {
      const body = { wareId, leftBeginTime, leftEndTime, pageSize: 50 };
      return (await call(t.app, { url: '/api/admin/stock/list', token: adminToken, body })).data as ListPage;
    };
    const utcDay = await exits(east.id, '2024-05-10T00:00:00.000Z', '2024-05-10T23:59:59.999Z');
    expect(utcDay.totalCount).toBe(5);
    expect(
      utcDay.data
        .slice(0, 2)
        .map((r) => r.oneId)
        .sort(),
    ).toEqual([...late].sort());
    expect(
      utcDay.data
        .slice(2)
        .map((r) => r.oneId)
        .sort(),
    ).toEqual([...noon].sort());
    expect(utcDay.statusCounts).toEqual([{ status: InventoryStatus.outOfWarehouse, count: 5 }]);
    // The 11th in UTC+8 starts at 16:00 UTC on the 10th: only the two late exits.
    const eastDay = await exits(east.id, '2024-05-10T16:00:00.000Z', '2024-05-11T15:59:59.999Z');
    expect(eastDay.data.map((r) => r.oneId).sort()).toEqual([...late].sort());
  });

  it('refuses the outbound batches to a seller', async () => {
    expect(
      (await call(t.app, { url: '/api/business/stock/out_batch', token: seller.token, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(t.app, { url: '/api/admin/stock/out_batch', token: seller.token, body: {} })).status,
    ).toBe(403);
  });

  it('refuses the admin views to a seller and a date that is not a date', async () => {
    expect(
      (await call(t.app, { url: '/api/business/stock/list', token: seller.token, body: {} })).status,
    ).toBe(404);
    const bad = await call(t.app, {
      url: '/api/business/inventory/list',
      token: seller.token,
      body: { inBeginTime: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('inBeginTime');
  });
});
