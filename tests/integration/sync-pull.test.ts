import { describe, expect, it } from 'vitest';
import { PULL_OVERLAP_MS } from '../../src/domain/sync/sync';
import { aForecast, aSku, aStaffMember } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { call, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Pull = {
  forecasts: {
    id: number;
    status: number;
    parcels: { logNo: string; status: number }[];
    items: { inspected: number }[];
  }[];
  shelves: { id: number; name: string; status: number }[];
  skus: { sku: string; status: number }[];
  items: { oneId: string; shelfId: number | null }[];
  next: string;
  more: boolean;
};

describe.each(testEngines())('GET /sync/pull on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];

  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  const pull = async (
    query: Record<string, string> = {},
    token = w.staff.token,
    wareId: number | null = w.ware.id,
  ) => {
    const r = await call(t.app, {
      url: '/api/warehouse/sync/pull',
      token,
      query,
      headers: wareId ? { wareId: String(wareId) } : {},
    });
    return { ...r, pull: r.data as Pull };
  };

  /** Moves every row's updatedAt back past the overlap window, as if the changes were made a while ago. */
  async function age(): Promise<void> {
    const past = new Date(Date.now() - 2 * PULL_OVERLAP_MS);
    for (const table of ['packs', 'parcels', 'shelves', 'racks', 'skus', 'products'] as const) {
      await t.database.db.updateTable(table).set({ updated_at: past }).execute();
    }
  }

  it('fills a new tablet with open forecasts, enabled shelves with the pseudo shelf, SKUs and items awaiting a shelf', async () => {
    const open = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '9', quantity: 2 }],
    });
    const elsewhere = await aForecast(t.app, w.seller.token, {
      wareId: w.otherWare.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    await wh('/parcel/receive', { logNo: open.logNos[0] });
    const inspected = await wh('/inspection/submit', {
      logNo: open.logNos[0],
      sku: w.sku.sku,
      size: '9',
      grade: 1,
    });
    const { pull: first, code } = await pull();
    expect(code).toBe(200);
    expect(first.forecasts.map((f) => f.id)).toContain(open.id);
    expect(first.forecasts.map((f) => f.id)).not.toContain(elsewhere.id);
    expect(first.shelves.map((s) => s.name)).toEqual(['Ready for listing', 'A-01', 'A-02', 'A-03']);
    expect(first.skus.map((s) => s.sku)).toContain(w.sku.sku);
    expect(first.items.map((i) => i.oneId)).toEqual([(inspected.data as { oneId: string }).oneId]);
    expect(first.more).toBe(false);
  });

  it('sends changes since the cursor: a forecast made while the tablet was offline, a shelving, a cancellation', async () => {
    await age();
    const { pull: base } = await pull();
    const quiet = await pull({ cursor: base.next });
    expect(quiet.pull.forecasts).toEqual([]);
    expect(quiet.pull.items).toEqual([]);

    const fresh = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ name: 'new', size: '8', quantity: 1 }],
    });
    const item = (
      await t.database.db
        .selectFrom('products')
        .select('one_id')
        .where('ware_id', '=', w.ware.id)
        .executeTakeFirstOrThrow()
    ).one_id;
    await wh('/shelving/shelve', { oneId: item, shelfId: w.shelves[2].id });
    const sku = await aSku(t.database.db, { sku: 'PULL-1' });
    const delta = (await pull({ cursor: quiet.pull.next })).pull;
    expect(delta.forecasts.map((f) => f.id)).toEqual([fresh.id]);
    expect(delta.items).toEqual([expect.objectContaining({ oneId: item, shelfId: w.shelves[2].id })]);
    expect(delta.skus.map((s) => s.sku)).toEqual([sku.sku]);

    await call(t.app, {
      url: '/api/business/forecast/cancel',
      token: w.seller.token,
      body: { id: fresh.id },
    });
    const cancelled = (await pull({ cursor: delta.next })).pull;
    expect(cancelled.forecasts).toEqual([expect.objectContaining({ id: fresh.id, status: 9 })]);
  });

  it('pages a large section by cursor without losing or repeating rows', async () => {
    await age();
    const since = new Date(Date.now() - PULL_OVERLAP_MS).toISOString();
    const rows = Array.from({ length: 1205 }, (_, i) => ({
      sku: `BULK-${String(i).padStart(5, '0')}`,
      brand: 'Bulk',
      name: 'Bulk',
      sizes: '[]',
      image: '',
      status: 1,
    }));
    // One transaction: every row has the same updatedAt, the hardest case for a time cursor.
    await t.database.db.insertInto('skus').values(rows).execute();
    const seen: string[] = [];
    let r = (await pull({ since })).pull;
    seen.push(...r.skus.map((s) => s.sku));
    expect(r.more).toBe(true);
    while (r.more) {
      r = (await pull({ cursor: r.next })).pull;
      seen.push(...r.skus.map((s) => s.sku));
    }
    const bulk = seen.filter((s) => s.startsWith('BULK-'));
    expect(bulk).toHaveLength(1205);
    expect(new Set(bulk).size).toBe(1205);
  });

  it('needs the selected warehouse, a grant in it, and a cursor it issued', async () => {
    expect((await pull({}, w.staff.token, null)).code).toBe(400);
    expect((await pull({}, w.staff.token, w.otherWare.id)).code).toBe(403);
    expect((await pull({ cursor: 'bm90LWEtY3Vyc29y' })).code).toBe(400);
    expect((await pull({ since: 'yesterday' })).code).toBe(400);
    const seller = await call(t.app, {
      url: '/api/warehouse/sync/pull',
      token: w.seller.token,
      headers: { wareId: String(w.ware.id) },
    });
    expect(seller.code).toBe(403);
    const inspector = await aStaffMember(
      t.app,
      t.database.db,
      [w.ware],
      [{ permissionId: '700103', actionList: ['add'] }],
    );
    expect((await pull({}, inspector.token)).code).toBe(200);
  });
});
