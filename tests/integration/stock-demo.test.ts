import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastStatus } from '../../src/domain/inbound/inbound';
import { INSPECTION_GRADES } from '../../src/domain/inspection/inspection';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { seedDemoStock } from '../../src/server/demo/stock';
import { createFileStore } from '../../src/server/http/file-store';
import { PRICE_SNAPSHOT_JOB } from '../../src/server/modules/sourcing/price-snapshots';
import { loginAs } from '../fixtures/users';
import { jobsIdle } from './support/jobs-idle';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type StatusCount = { status: number; count: number };
type ItemPage = {
  totalCount: number;
  statusCounts: StatusCount[];
  data: { oneId: string; checkResult: number | null; gmtIn: string; shelvesName?: string }[];
};

const countOf = (counts: StatusCount[], status: number) =>
  counts.find((c) => c.status === status)?.count ?? 0;

/** Rows of every table the stock seed writes to: a second seed must leave each unchanged. */
async function tableSizes(t: TestApp): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const table of [
    'packs',
    'parcels',
    'pack_items',
    'products',
    'product_events',
    'product_images',
    'files',
    'one_id_leases',
  ] as const) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    sizes[table] = Number(row.n);
  }
  return sizes;
}

describe.each(testEngines())('demo stock on %s', (engine) => {
  let t: TestApp;
  let seller: string;
  let seller2: string;
  let admin: string;
  let staff: string;
  let wares: { id: number; name: string }[];

  beforeAll(async () => {
    // createTestApp runs the first start (bootstrapAccounts), which seeds demo mode.
    t = await createTestApp(engine, { DEMO: 'true' });
    seller = await loginAs(t.app, 'business', 'seller', DEMO_PASSWORD);
    seller2 = await loginAs(t.app, 'business', 'seller2', DEMO_PASSWORD);
    admin = await loginAs(t.app, 'admin', 'admin', DEMO_PASSWORD);
    staff = await loginAs(t.app, 'warehouse', 'warehouse', DEMO_PASSWORD);
    wares = (await call(t.app, { method: 'POST', url: '/api/warehouse/sys_ware/listAll', token: staff }))
      .data as { id: number; name: string }[];
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("fills each demo seller's inventory tabs that the warehouse can reach today, every grade included", async () => {
    for (const token of [seller, seller2]) {
      const page = (await call(t.app, { url: '/api/business/inventory/list', token, body: { size: 500 } }))
        .data as ItemPage;
      expect(page.totalCount).toBeGreaterThan(40);
      for (const status of [
        InventoryStatus.available,
        InventoryStatus.outOfWarehouse,
        InventoryStatus.repairingAndHandling,
      ]) {
        expect(countOf(page.statusCounts, status), `status ${status}`).toBeGreaterThan(0);
      }
      const grades = new Set(page.data.map((i) => i.checkResult));
      for (const grade of INSPECTION_GRADES) expect(grades, `grade ${grade}`).toContain(grade);
      // Ten weeks of inbound days, not one.
      const days = new Set(page.data.map((i) => i.gmtIn.slice(0, 10)));
      // (how many distinct days depends on today's date: steps a few days apart can share a day)
      const sorted = [...days].sort();
      expect(days.size, sorted.join(' ')).toBeGreaterThanOrEqual(6);
      const spanDays = (Date.parse(sorted[sorted.length - 1]) - Date.parse(sorted[0])) / 86_400_000;
      expect(spanDays, sorted.join(' ')).toBeGreaterThanOrEqual(49);
      const exits = (await call(t.app, { url: '/api/business/inventory/exit_list', token, body: {} }))
        .data as ItemPage;
      expect(exits.totalCount).toBeGreaterThan(0);
      const summary = (await call(t.app, { url: '/api/business/inventory/summary', token })).data as {
        byWarehouse: { inWarehouse: number }[];
      };
      expect(summary.byWarehouse).toHaveLength(2);
    }
  });

  it('gives the demo sellers forecasts in every forecast status', async () => {
    for (const token of [seller, seller2]) {
      const page = (await call(t.app, { url: '/api/business/forecast/list', token, body: { size: 100 } }))
        .data as { data: { status: number; kind: number }[] };
      const statuses = new Set(page.data.map((f) => f.status));
      for (const status of [
        ForecastStatus.scheduled,
        ForecastStatus.received,
        ForecastStatus.platformReturned,
        ForecastStatus.checked,
        ForecastStatus.cancelled,
      ]) {
        expect(statuses, `forecast status ${status}`).toContain(status);
      }
    }
  });

  it('shows the admin a stock list, an overview and inbound and outbound batches over many days', async () => {
    const list = (await call(t.app, { url: '/api/admin/stock/list', token: admin, body: {} }))
      .data as ItemPage;
    expect(list.totalCount).toBeGreaterThan(150);
    const overview = (await call(t.app, { url: '/api/admin/stock/overview', token: admin, body: {} }))
      .data as {
      byWarehouse: { wareName: string; inWarehouse: number; outOfWarehouse: number }[];
      byStatus: StatusCount[];
      byAge: { bucket: string; count: number }[];
    };
    expect(overview.byWarehouse.every((w) => w.inWarehouse > 0)).toBe(true);
    expect(overview.byStatus.length).toBeGreaterThanOrEqual(3);
    expect(overview.byAge.filter((b) => b.count > 0).length).toBeGreaterThanOrEqual(3);
    const inBatches = (
      await call(t.app, { url: '/api/admin/stock/in_batch', token: admin, body: { size: 100 } })
    ).data as { totalCount: number };
    expect(inBatches.totalCount).toBeGreaterThan(15);
    const outBatches = (
      await call(t.app, { url: '/api/admin/stock/out_batch', token: admin, body: { size: 100 } })
    ).data as { totalCount: number };
    expect(outBatches.totalCount).toBeGreaterThan(3);
    const unforecast = (
      await call(t.app, { url: '/api/admin/parcel/unforecast/list', token: admin, body: {} })
    ).data as { totalCount: number };
    expect(unforecast.totalCount).toBe(2);
  });

  it('shows the warehouse pairs on real shelves, ready for listing and waiting for a shelf', async () => {
    for (const ware of wares) {
      const view = async (body: object) =>
        (
          await call(t.app, {
            url: '/api/warehouse/inventory_view/list',
            token: staff,
            headers: { wareId: String(ware.id) },
            body,
          })
        ).data as { totalCount: number; data: { shelvesName: string; shelfId: number | null }[] };
      const all = await view({ size: 500 });
      expect(all.data.filter((i) => i.shelfId !== null && i.shelfId > 0).length, ware.name).toBeGreaterThan(
        5,
      );
      expect((await view({ shelfId: -2 })).totalCount, ware.name).toBeGreaterThan(0);
    }
    const nj = wares.find((w) => w.name === 'Demo Warehouse NJ');
    const waiting = (
      await call(t.app, {
        url: '/api/warehouse/shelving/items',
        token: staff,
        headers: { wareId: String(nj?.id) },
        body: { awaitingShelving: true },
      })
    ).data as { totalCount: number };
    expect(waiting.totalCount).toBeGreaterThan(0);
  });

  it("serves each pair's inspection photos as PNG images to its seller, and not to the other seller", async () => {
    const page = (
      await call(t.app, {
        url: '/api/business/inventory/list',
        token: seller,
        body: { checkResult: 3, statusList: [1] },
      })
    ).data as ItemPage;
    const oneId = page.data[0].oneId;
    const record = (await call(t.app, { url: '/api/business/sys_prod/get', token: seller, query: { oneId } }))
      .data as { imageList: string[] };
    expect(record.imageList.length).toBeGreaterThanOrEqual(2);
    for (const url of record.imageList) {
      const res = await t.app.inject({ method: 'GET', url, headers: { token: seller } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/png');
      expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    const other = await t.app.inject({
      method: 'GET',
      url: record.imageList[0],
      headers: { token: seller2 },
    });
    expect(other.statusCode).toBe(404);
  });

  it('adds nothing on a second start', async () => {
    // The demo app's reship labels are bought after its start (their PDFs are files); the price
    // snapshots, read at the marketplaces' pace for minutes, write none of the tables counted.
    await jobsIdle(t.database.db, [PRICE_SNAPSHOT_JOB]);
    const before = await tableSizes(t);
    await bootstrapAccounts(t.database.db, t.config);
    expect(
      await seedDemoStock(t.database.db, { config: t.config, files: createFileStore(t.config.dataDir) }),
    ).toBe(0);
    expect(await tableSizes(t)).toEqual(before);
  });
});
