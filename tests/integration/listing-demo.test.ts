import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceConnectionView } from '../../src/domain/listing/connections';
import type { SaleView } from '../../src/domain/listing/sales';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import type { SkuPrices } from '../../src/domain/sourcing/price-search';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The demo's cross-listing (issue 25 point 7): connections, listings in every state and sales; and
 * the price history the demo keeps of its SKUs (issue 26 point 1).
 */
describe.each(testEngines())('demo cross-listing on %s', (engine) => {
  let t: TestApp;
  let seller: string;
  let seller2: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    seller = await loginAs(t.app, 'business', 'seller', 'demo1234');
    seller2 = await loginAs(t.app, 'business', 'seller2', 'demo1234');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (token: string, path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token, body });

  it('connects the demo sellers to the simulators, one connection expired', async () => {
    const mine = (await post(seller, '/listing/connections/list')).data as MarketplaceConnectionView[];
    expect(mine.map((c) => [c.marketplace, c.state, c.mode])).toEqual([
      ['stockx', 'connected', 'simulator'],
      ['ebay', 'connected', 'simulator'],
      ['tiktok', 'connected', 'simulator'],
    ]);
    const theirs = (await post(seller2, '/listing/connections/list')).data as MarketplaceConnectionView[];
    expect(theirs.find((c) => c.marketplace === 'ebay')?.state).toBe('expired');
  });

  it('shows listings active, refused, delisted and sold, and sales in each status', async () => {
    const page = (await post(seller, '/listing/list', { pageSize: 100 })).data as { data: ListingView[] };
    const states = new Set(page.data.map((l) => l.state));
    for (const state of ['active', 'failed', 'inactive', 'sold']) expect(states).toContain(state);
    expect(new Set(page.data.filter((l) => l.state === 'active').map((l) => l.marketplace))).toEqual(
      new Set(['stockx', 'ebay', 'tiktok']),
    );
    // Sales Orders: the race's loser archived as an exception; the kept sales in the other statuses,
    // the returned one back in the warehouse waiting for its check.
    const sales = (
      (await post(seller, '/listing/sales/list', { pageSize: 100 })).data as { data: SaleView[] }
    ).data;
    expect(sales.filter((s) => s.exception === 'soldElsewhere').map((s) => s.status)).toEqual(['archived']);
    expect(
      sales
        .filter((s) => s.kept)
        .map((s) => s.status)
        .sort(),
    ).toEqual(['pending', 'processed', 'returned', 'returning', 'sales_completed', 'with_issue']);
    expect(sales.find((s) => s.status === 'returned')).toMatchObject({ pairAwaitingCheck: true });
    expect(sales.filter((s) => s.status === 'with_issue')).toEqual([
      expect.objectContaining({ kept: true, note: expect.stringContaining('box') }),
    ]);
  });

  it('keeps 90 days of price history for the demo SKUs, with five days missing, in the price search', async () => {
    const { sku } = await t.database.db
      .selectFrom('price_snapshots')
      .select('sku')
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    const prices = (
      await post(seller, '/sourcing/price-search/sku', { sku, timeZone: 'UTC', historyDays: 90 })
    ).data as SkuPrices;
    const [size] = prices.sizes.filter((s) => s.markets.length === 2);
    expect(size.windows.map((w) => [w.days, w.daysWithData])).toEqual([
      [3, 3],
      [7, 7],
      [30, 28],
    ]);
    expect(size.windows[2].lowCents).toBeLessThanOrEqual(size.windows[0].lowCents!);
    expect(new Set(prices.history.filter((h) => h.size === size.size).map((h) => h.day)).size).toBe(86);
    const month = (await post(seller, '/sourcing/price-search/sku', { sku, timeZone: 'UTC' }))
      .data as SkuPrices;
    expect(new Set(month.history.filter((h) => h.size === size.size).map((h) => h.day)).size).toBe(29);
    expect(month.sizes.find((s) => s.size === size.size)?.windows).toEqual(size.windows);
  });
});
