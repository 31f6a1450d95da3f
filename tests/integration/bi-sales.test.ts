import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiBoard } from '../../src/domain/bi/bi';
import type { MarketplaceCode } from '../../src/domain/listing/marketplaces';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import { createFileStore } from '../../src/server/http/file-store';
import { platformActor } from '../../src/server/kernel/self-operated-account';
import { recordSale } from '../../src/server/modules/listing/sale-service';
import { rootToken } from '../fixtures/accounts';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { aListingWorld, eventually, listingsOf } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The BI board's sales (issue 28 point 1) against figures worked out by hand: pairs listed through the
 * listing route on eBay and TikTok Shop, their marketplace orders recorded by the service the order
 * poll runs (recordSale), at the GMT instants the marketplace says they were made. A second sale of a
 * sold pair is an exception and a cancelled sale leaves the figures: only kept sales count.
 */
describe.each(testEngines())('the BI board sales on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let admin: string;
  const listed = new Map<string, ListingView>();
  const march = { beginDate: '2025-03-10', endDate: '2025-03-12' };

  const board = async (query?: Record<string, string>) => {
    const r = await call(t.app, { url: '/api/admin/bi/board', token: admin, query });
    expect(r.code, r.msg).toBe(200);
    return r.data as BiBoard;
  };

  /** A pair of the seller listed on `marketplace` through the route, once the marketplace has it. */
  async function aListedPair(name: string, marketplace: MarketplaceCode): Promise<void> {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const created = await call(t.app, {
      url: '/api/business/listing/create',
      token: w.seller.token,
      body: {
        requestKey: `bi-sales-${item.oneId}`,
        items: [
          {
            oneId: item.oneId,
            listings: [
              {
                marketplace,
                priceCents: 20_000,
                bottomLineCents: 9_000,
                minimumPayoutCents: 9_000,
                autoPricing: false,
              },
            ],
          },
        ],
      },
    });
    expect(created.code, created.msg).toBe(200);
    const [listing] = await eventually(
      `the ${marketplace} listing`,
      () => listingsOf(t, w.seller.token, item.oneId),
      // Listed at the marketplace (TikTok Shop keeps a new listing pending while it reviews it).
      (rows) => (rows[0]?.externalId ?? null) !== null,
    );
    listed.set(name, listing);
  }

  /** A marketplace order of a listed pair, as the order poll records it. */
  async function sold(name: string, orderId: string, priceCents: number, at: string, state = 'created') {
    const listing = listed.get(name)!;
    const env = {
      db: t.database.db,
      config: t.config,
      files: createFileStore(t.config.dataDir),
      log: t.app.log,
    };
    const platform = await platformActor(env, 'bi-sales-test');
    await t.database.db.transaction().execute((trx) =>
      recordSale(platform, trx, listing.marketplace as MarketplaceCode, w.seller.id, {
        orderId,
        listingId: listing.externalId!,
        state: state as 'created' | 'cancelled',
        priceCents,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['ebay', 'tiktok']);
    admin = await rootToken(t.app);
    await aListedPair('first', 'ebay');
    await aListedPair('second', 'ebay');
    await aListedPair('third', 'ebay');
    await aListedPair('fourth', 'tiktok');
    await sold('first', 'EB-1', 21_000, '2025-03-10T00:00:00.000Z');
    await sold('second', 'EB-2', 15_000, '2025-03-12T23:59:59.999Z');
    await sold('fourth', 'TT-1', 9_900, '2025-03-11T12:00:00.000Z');
    // The day after the period, and a second order of the first pair (an exception, not kept).
    await sold('third', 'EB-3', 30_000, '2025-03-13T00:00:00.000Z');
    await sold('first', 'EB-4', 50_000, '2025-03-11T08:00:00.000Z');
  });
  afterAll(() => t.close());

  it('sums the kept sales of the period by GMT day and by marketplace, its bounds included', async () => {
    const { sales } = await board(march);
    expect({ pairs: sales.pairs, revenueCents: sales.revenueCents }).toEqual({
      pairs: 3,
      revenueCents: 45_900,
    });
    expect(sales.byDay).toEqual([
      { day: '2025-03-10', pairs: 1, revenueCents: 21_000 },
      { day: '2025-03-11', pairs: 1, revenueCents: 9_900 },
      { day: '2025-03-12', pairs: 1, revenueCents: 15_000 },
    ]);
    expect(sales.byMarketplace).toEqual([
      { marketplace: 'stockx', pairs: 0, revenueCents: 0 },
      { marketplace: 'ebay', pairs: 2, revenueCents: 36_000 },
      { marketplace: 'tiktok', pairs: 1, revenueCents: 9_900 },
    ]);
    const next = await board({ beginDate: '2025-03-13', endDate: '2025-03-13' });
    expect(next.sales.byDay).toEqual([{ day: '2025-03-13', pairs: 1, revenueCents: 30_000 }]);
  });

  it('counts the sold consignments waiting to leave among the orders to ship', async () => {
    const { toShip } = await board(march);
    expect(toShip).toEqual([{ kind: 6, wareId: w.ware.id, wareName: expect.any(String), orders: 4 }]);
  });

  it('takes a sale cancelled at its marketplace out of the figures', async () => {
    await sold('second', 'EB-2', 15_000, '2025-03-12T23:59:59.999Z', 'cancelled');
    const { sales, toShip } = await board(march);
    expect({ pairs: sales.pairs, revenueCents: sales.revenueCents }).toEqual({
      pairs: 2,
      revenueCents: 30_900,
    });
    expect(sales.byDay[2]).toEqual({ day: '2025-03-12', pairs: 0, revenueCents: 0 });
    expect(sales.byMarketplace[1]).toEqual({ marketplace: 'ebay', pairs: 1, revenueCents: 21_000 });
    expect(toShip[0].orders).toBe(3);
  });
});
