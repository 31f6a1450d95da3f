import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import { autoPricingPass } from '../../src/server/modules/listing/auto-pricing-job';
import { marketplaceSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { aListingWorld, eventually } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Auto-pricing through the eBay adapter and its simulator (issue 25 point 6): a listing follows the
 * lowest competing ask minus $1, stops at its floor (original price minus $5), and each change is in
 * its price history with the reason.
 */
describe.each(testEngines())('auto-pricing on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  const seller = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token: w.seller.token, body });

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['ebay']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('undercuts the lowest competing ask by $1, then stops at the original price minus $5', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const made = await seller('/listing/create', {
      requestKey: `price-${item.oneId}`,
      items: [
        {
          oneId: item.oneId,
          listings: [
            {
              marketplace: 'ebay',
              priceCents: 25_000,
              bottomLineCents: 15_000,
              minimumPayoutCents: 15_000,
              autoPricing: true,
            },
          ],
        },
      ],
    });
    expect(made.status, made.msg).toBe(200);
    const id = (made.data as ListingView[])[0].id;
    const row = async () =>
      t.database.db
        .selectFrom('listings')
        .select(['state', 'price_cents', 'market_product_id', 'market_variant_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const listed = await eventually('the eBay listing', row, (r) => r.state === 'active');
    const simulator = await marketplaceSimulatorOf(t.config, 'ebay');
    const variant = { productId: listed.market_product_id!, variantId: listed.market_variant_id! };

    simulator!.setMarket(variant, { lowestAskCents: 24_800, highestBidCents: 20_000 });
    await autoPricingPass(t.database.db, t.config);
    expect((await row()).price_cents).toBe(24_700);
    simulator!.setMarket(variant, { lowestAskCents: 20_000, highestBidCents: 18_000 });
    await autoPricingPass(t.database.db, t.config);
    expect((await row()).price_cents).toBe(24_500);
    // Nothing moved: a pass changes nothing.
    expect(await autoPricingPass(t.database.db, t.config)).toBe(0);

    const detail = await call(t.app, {
      url: '/api/business/listing/get',
      token: w.seller.token,
      query: { id: String(id) },
    });
    const history = (detail.data as { priceChanges: { priceCents: number; reason: string }[] }).priceChanges;
    expect(history.map((c) => [c.priceCents, c.reason])).toEqual([
      [25_000, 'listed'],
      [24_700, 'undercut'],
      [24_500, 'floor'],
    ]);
  });
  it('reads the market of a size once, prices it in one batch, and does not undercut the seller at the bottom', async () => {
    // The pair of the test before comes down first: only these three are the seller's asks of the size.
    const active = (await seller('/listing/list', { state: 'active' })).data as { data: ListingView[] };
    for (const l of active.data)
      expect((await seller('/listing/delist', { id: l.id, requestKey: `price-down-${l.id}` })).status).toBe(
        200,
      );
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await anInspectedItem(t.app, t.database.db, w, { grade: 1 }));
    const made = await seller('/listing/create', {
      requestKey: `price-batch-${items[0].oneId}`,
      items: items.map((item, i) => ({
        oneId: item.oneId,
        listings: [
          {
            marketplace: 'ebay',
            priceCents: 31_000 + i * 100,
            bottomLineCents: 15_000,
            minimumPayoutCents: 15_000,
            autoPricing: true,
          },
        ],
      })),
    });
    expect(made.status, made.msg).toBe(200);
    const ids = (made.data as ListingView[]).map((l) => l.id);
    const rows = () =>
      t.database.db
        .selectFrom('listings')
        .select(['id', 'state', 'price_cents', 'market_product_id', 'market_variant_id', 'market_ref'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    const listed = await eventually('the eBay listings', rows, (r) => r.every((l) => l.state === 'active'));
    expect(new Set(listed.map((l) => l.market_variant_id)).size, 'one size').toBe(1);
    // eBay's offer ids are kept: the batch price call needs them, and the pass reads none.
    expect(listed.every((l) => /^\d+$/.test(l.market_ref ?? ''))).toBe(true);
    const simulator = await marketplaceSimulatorOf(t.config, 'ebay');
    simulator!.setMarket(
      { productId: listed[0].market_product_id!, variantId: listed[0].market_variant_id! },
      { lowestAskCents: 30_800, highestBidCents: 20_000 },
    );
    const calls: string[] = [];
    const stop = simulator!.onCall((c) => calls.push(`${c.method} ${c.route}`));
    await autoPricingPass(t.database.db, t.config);
    stop();
    // The first undercuts the market; the others then find the seller's own ask at the bottom.
    expect((await rows()).map((l) => l.price_cents)).toEqual([30_700, 31_100, 31_200]);
    // The size's market read once (eBay's fixed-price and auction searches), the change in one call.
    expect(calls.filter((c) => c.includes('/buy/browse/'))).toHaveLength(2);
    expect(calls.filter((c) => c.includes('bulk_update_price_quantity'))).toHaveLength(1);
    expect(calls.filter((c) => c.includes('/offer'))).toEqual([]);
  });
});
