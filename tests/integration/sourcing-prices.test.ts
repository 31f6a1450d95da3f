import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkuPrices } from '../../src/domain/sourcing/price-search';
import { marketplaceSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import { snapshotRun, snapshotSlice } from '../../src/server/modules/sourcing/price-snapshots';
import type { SnapshotCursor } from '../../src/server/modules/sourcing/price-snapshots';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { aListingWorld, paceLetPass } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Price history and price search (issue 26 points 1 and 2): the snapshot job reads the market of
 * each size a seller holds from each connected marketplace (the simulators, through the real
 * clients); the price search finds the SKU by code, name or barcode and shows each size's market, its
 * windows, the suggested price and payouts, and the seller's own pairs; a searched SKU is read in
 * every size from then on. A marketplace at its limit is left until the next run; the others go on.
 */
describe.each(testEngines())('price search on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let oneId: string;

  const post = (path: string, body: unknown, token = w.seller.token) =>
    call(t.app, { url: `/api/business${path}`, token, body });
  const run = () => paceLetPass(t, () => snapshotRun(t.database.db, t.config));
  const pricesOf = async (token = w.seller.token) => {
    const answer = await post(
      '/sourcing/price-search/sku',
      { sku: w.sku.sku, timeZone: 'Asia/Shanghai' },
      token,
    );
    expect(answer.status, answer.msg).toBe(200);
    return answer.data as SkuPrices;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['stockx', 'ebay']);
    oneId = (await anInspectedItem(t.app, t.database.db, w, { grade: 1 })).oneId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('snapshots the size a seller holds on each connected marketplace, and shows it in the search', async () => {
    expect(await run()).toEqual({ stockx: 1, ebay: 1, tiktok: 0 });
    const prices = await pricesOf();
    expect(prices.sku).toMatchObject({ sku: w.sku.sku });
    expect(prices.modes).toEqual({ stockx: 'simulator', ebay: 'simulator', tiktok: 'simulator' });
    expect(prices.sizes.map((s) => s.size)).toEqual(['9']);
    const [nine] = prices.sizes;
    expect(nine.markets.map((m) => m.marketplace)).toEqual(['ebay', 'stockx']);
    const lowest = Math.min(...nine.markets.map((m) => m.lowestAskCents!));
    expect(nine.suggestedCents).toBe(lowest - 100);
    const fees = await t.database.db.selectFrom('marketplace_fees').select(['code', 'fee_bp']).execute();
    for (const p of nine.payouts) {
      const fee = fees.find((f) => f.code === p.marketplace)!.fee_bp;
      expect(p.payoutCents).toBe(nine.suggestedCents! - Math.round((nine.suggestedCents! * fee) / 10_000));
    }
    expect(nine.windows.map((w3) => [w3.days, w3.lowCents, w3.daysWithData])).toEqual([
      [3, lowest, 1],
      [7, lowest, 1],
      [30, lowest, 1],
    ]);
    expect(nine.myOneIds).toEqual([oneId]);
    expect(prices.history.map((h) => h.marketplace).sort()).toEqual(['ebay', 'stockx']);
    // Another seller sees the market, not this seller's pairs.
    expect((await pricesOf(w.seller2.token)).sizes[0].myOneIds).toEqual([]);
  });

  it('finds a SKU by part of its code or name and by a barcode the marketplaces gave, exactly', async () => {
    const byCode = await post('/sourcing/price-search', { keyword: w.sku.sku.slice(0, 4).toLowerCase() });
    expect((byCode.data as { hits: { sku: string }[] }).hits.map((h) => h.sku)).toContain(w.sku.sku);
    const { gtin } = await t.database.db
      .selectFrom('market_variants')
      .select('gtin')
      .where('sku', '=', w.sku.sku)
      .where('size', '=', '9')
      .where('marketplace', '=', 'ebay')
      .executeTakeFirstOrThrow();
    const byBarcode = await post('/sourcing/price-search', { keyword: gtin });
    expect(byBarcode.data).toMatchObject({ exact: w.sku.sku });
  });

  it('reads every size of a searched SKU from the next run on', async () => {
    const sizes = await t.database.db
      .selectFrom('market_variants')
      .select('size')
      .where('sku', '=', w.sku.sku)
      .where('marketplace', '=', 'stockx')
      .execute();
    expect(await run()).toEqual({ stockx: sizes.length, ebay: sizes.length, tiktok: 0 });
    expect((await pricesOf()).sizes.length).toBe(sizes.length);
  });

  it('runs as short slices that go on from where the last stopped, reading every size exactly once', async () => {
    const before = await t.database.db
      .selectFrom('price_snapshots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('marketplace', '=', 'ebay')
      .executeTakeFirstOrThrow();
    let after: SnapshotCursor | null = null;
    const kept: number[] = [];
    do {
      // Each slice gets 15 ms: a few calls, then the jobs behind it would go first.
      const slice = await snapshotSlice(t.database.db, t.config, 'ebay', after, Date.now() + 15);
      kept.push(slice.kept);
      after = slice.next;
    } while (after && kept.length < 500);
    expect(after).toBeNull();
    expect(kept.length).toBeGreaterThan(1);
    const sizes = await t.database.db
      .selectFrom('market_variants')
      .select('size')
      .where('sku', '=', w.sku.sku)
      .where('marketplace', '=', 'ebay')
      .execute();
    expect(kept.reduce((a, b) => a + b, 0)).toBe(sizes.length);
    const read = await t.database.db
      .selectFrom('price_snapshots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('marketplace', '=', 'ebay')
      .executeTakeFirstOrThrow();
    expect(Number(read.n) - Number(before.n)).toBe(sizes.length);
  });

  it('leaves a marketplace at its limit until the next run and keeps what the others read', async () => {
    const ebay = await marketplaceSimulatorOf(t.config, 'ebay');
    ebay!.failNext('rate_limited', 1_000);
    const kept = await run();
    ebay!.failNext('rate_limited', 0);
    expect(kept.ebay).toBe(0);
    expect(kept.stockx).toBeGreaterThan(0);
  });

  it('refuses an unknown SKU, a keyword too short and a time zone that is not one; a 404 names the SKU', async () => {
    const unknown = await post('/sourcing/price-search/sku', { sku: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe('No SKU NO-SUCH-SKU: check the code, or search by name or barcode');
    expect((await post('/sourcing/price-search', { keyword: 'a' })).status).toBe(400);
    const zone = await post('/sourcing/price-search/sku', { sku: w.sku.sku, timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.msg).toContain('time zone');
  });
});
