import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { aListingWorld, eventually, listingsOf, marketsMovedOn, paceLetPass } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Listing items through the API (issue 25 point 2): the seller connects two marketplaces through their
 * consent pages, lists a qualified item on both; the jobs list it through each adapter and its
 * simulator; the rules and conflicts answer clear messages and change nothing; delisting takes it down.
 */
describe.each(testEngines())('listing items on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['stockx', 'ebay']);
  });
  afterAll(async () => {
    await t.close();
  });

  const seller = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token: w.seller.token, body });
  const terms = (marketplace: string, over: object = {}) => ({
    marketplace,
    priceCents: 20_000,
    bottomLineCents: 15_000,
    minimumPayoutCents: 15_000,
    autoPricing: true,
    ...over,
  });
  /** The item's listings once none is still on its way to or from its marketplace. */
  const settled = (oneId: string, count: number) =>
    paceLetPass(t, () =>
      eventually(
        `the listings of ${oneId}`,
        async () => {
          // StockX's listing settles and its next read is due now: the test waits on that, not on time.
          await marketsMovedOn(t, ['stockx', 'ebay'])();
          return listingsOf(t, w.seller.token, oneId);
        },
        (rows) =>
          rows.length === count &&
          rows.every((r) => !['submitting', 'pending', 'delisting'].includes(r.state)),
      ),
    );

  it('lists a qualified pair on two marketplaces once for one request key, then delists one', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const quote = await seller('/listing/quote', { oneIds: [item.oneId], marketplaces: ['stockx', 'ebay'] });
    expect(quote.status, quote.msg).toBe(200);
    expect(
      (quote.data as { found: boolean; feeBasisPoints: number }[]).map((q) => [q.found, q.feeBasisPoints]),
    ).toEqual([
      [true, 900],
      [true, 800],
    ]);
    const request = {
      requestKey: `list-${item.oneId}`,
      items: [{ oneId: item.oneId, listings: [terms('stockx'), terms('ebay')] }],
    };
    const [first, again] = await Promise.all([
      seller('/listing/create', request),
      seller('/listing/create', request),
    ]);
    expect(first.status, first.msg).toBe(200);
    expect(again.data).toEqual(first.data);
    expect((first.data as ListingView[]).map((l) => [l.marketplace, l.state, l.payoutCents])).toEqual([
      ['stockx', 'submitting', 18_200],
      ['ebay', 'submitting', 18_400],
    ]);
    const active = await settled(item.oneId, 2);
    expect(active.map((l) => [l.marketplace, l.state, l.mode])).toEqual([
      ['ebay', 'active', 'simulator'],
      ['stockx', 'active', 'simulator'],
    ]);
    expect(active.every((l) => l.externalId)).toBe(true);

    const again2 = await seller('/listing/create', { ...request, requestKey: `list-again-${item.oneId}` });
    expect(again2.status).toBe(409);
    expect(again2.msg).toBe(`Item ${item.oneId} is already listed on stockx`);

    const ebay = active.find((l) => l.marketplace === 'ebay')!;
    const delist = await seller('/listing/delist', { id: ebay.id, requestKey: `delist-${ebay.id}` });
    expect(delist.status, delist.msg).toBe(200);
    const after = await settled(item.oneId, 2);
    expect(after.map((l) => [l.marketplace, l.state])).toEqual([
      ['ebay', 'inactive'],
      ['stockx', 'active'],
    ]);
    const detail = await call(t.app, {
      url: '/api/business/listing/get',
      token: w.seller.token,
      query: { id: String(ebay.id) },
    });
    expect((detail.data as { priceChanges: { priceCents: number; reason: string }[] }).priceChanges).toEqual([
      expect.objectContaining({ priceCents: 20_000, reason: 'listed' }),
    ]);
    const other = await call(t.app, {
      url: '/api/business/listing/get',
      token: w.seller2.token,
      query: { id: String(ebay.id) },
    });
    expect(other.status).toBe(404);
  });

  it('names each broken rule and lists nothing', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const cases: [object, string][] = [
      [{ priceCents: 999, minimumPayoutCents: 100 }, 'The price cannot be below $10.00'],
      [{ bottomLineCents: 0 }, 'Enter a bottom line price above 0'],
      [{ minimumPayoutCents: null }, 'Enter the minimum payout'],
      [{ minimumPayoutCents: 19_000 }, 'After the platform fee the payout is below your minimum payout'],
    ];
    for (const [over, message] of cases) {
      const answer = await seller('/listing/create', {
        items: [{ oneId: item.oneId, listings: [terms('stockx', over)] }],
      });
      expect(answer.status).toBe(400);
      expect(answer.msg).toBe(message);
    }
    const twice = await seller('/listing/create', {
      items: [{ oneId: item.oneId, listings: [terms('stockx'), terms('stockx')] }],
    });
    expect(twice.msg).toBe('Choose each marketplace once');
    expect(await listingsOf(t, w.seller.token, item.oneId)).toEqual([]);
  });

  it('refuses an item that is not qualified, one of another seller, and a marketplace not connected', async () => {
    const defect = await anInspectedItem(t.app, t.database.db, w, { grade: 5 });
    const refused = await seller('/listing/create', {
      items: [{ oneId: defect.oneId, listings: [terms('stockx')] }],
    });
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe(`Item ${defect.oneId} is not available and qualified, so it cannot be listed`);
    const theirs = await anInspectedItem(t.app, t.database.db, w, { grade: 1, sellerToken: w.seller2.token });
    const notMine = await seller('/listing/create', {
      items: [{ oneId: theirs.oneId, listings: [terms('stockx')] }],
    });
    expect(notMine.status).toBe(404);
    const mine = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const tiktok = await seller('/listing/create', {
      items: [{ oneId: mine.oneId, listings: [terms('tiktok')] }],
    });
    expect(tiktok.status).toBe(409);
    expect(tiktok.msg).toBe('Connect tiktok before listing on it');
    expect(await listingsOf(t, w.seller.token, mine.oneId)).toEqual([]);
  });
});
