import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListingDetail, AdminListingView } from '../../src/domain/listing/admin-listings';
import type { BulkListingAnswer, BulkListingCandidate } from '../../src/domain/listing/bulk-listing';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import { rootToken } from '../fixtures/accounts';
import type { InboundWorld } from '../fixtures/inbound';
import { someProducts } from '../fixtures/stock';
import { aListingWorld } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * bulklisting and the admin's cross-listing through the API (issue 25 point 2; spec sections 5 and
 * 9): up to 100 items, each listed or refused on its own; past 100 the spec's message; the batch key
 * answers a resend with the first outcome; the admin reads every seller's listings and delists one
 * with a reason the seller then reads.
 */
describe.each(testEngines())('bulklisting and admin cross-listing on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['stockx', 'ebay']);
    admin = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const seller = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token: w.seller.token, body });
  const asAdmin = (path: string, body?: unknown, query?: Record<string, string>) =>
    call(t.app, { url: `/api/admin${path}`, token: admin, body, query });
  const terms = (marketplace: string, over: object = {}) => ({
    marketplace,
    priceCents: 20_000,
    bottomLineCents: 15_000,
    minimumPayoutCents: 15_000,
    autoPricing: false,
    ...over,
  });
  let batchNo = 0;
  const batchOf = (oneIds: string[], listings = [terms('stockx')]) => {
    batchNo += 1;
    return {
      requestKey: `bulk-${batchNo}-${oneIds[0]}`,
      items: oneIds.map((oneId) => ({ requestKey: `item-${batchNo}-${oneId}`, oneId, listings })),
    };
  };
  /** Available, qualified pairs of the seller's (or another's), written straight to the inventory. */
  const pairs = (count: number, over: { shopUserId?: number; checkResult?: number } = {}) =>
    someProducts(t.database.db, count, {
      shopUserId: w.seller.id,
      wareId: w.ware.id,
      sku: w.sku.sku,
      name: 'Bulk pair',
      ...over,
    });

  it('lists 100 items in one batch, and a resend of its key answers the first outcome', async () => {
    const oneIds = await pairs(100);
    const request = batchOf(oneIds);
    const first = await seller('/listing/bulk/create', request);
    expect(first.status, first.msg).toBe(200);
    const answer = first.data as BulkListingAnswer;
    expect([answer.listed, answer.refused]).toEqual([100, 0]);
    expect(answer.results.map((r) => r.oneId)).toEqual(oneIds);
    expect(answer.results.every((r) => r.ok && r.listings.length === 1 && r.code === null)).toBe(true);
    expect(first.msg).toBe('100 listed, 0 refused');

    const again = await seller('/listing/bulk/create', request);
    expect(again.status).toBe(200);
    const resent = again.data as BulkListingAnswer;
    expect(resent.results.map((r) => r.listings.map((l) => l.id))).toEqual(
      answer.results.map((r) => r.listings.map((l) => l.id)),
    );
    const count = await t.database.db
      .selectFrom('listings')
      .innerJoin('products', 'products.id', 'listings.product_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('products.one_id', 'in', oneIds)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100);
  });

  it('refuses a batch of 101 with the spec message and lists none of it', async () => {
    const oneIds = await pairs(101);
    const answer = await seller('/listing/bulk/create', batchOf(oneIds));
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('At most 100 products per listing batch');
    const made = await t.database.db
      .selectFrom('listings')
      .innerJoin('products', 'products.id', 'listings.product_id')
      .select('listings.id')
      .where('products.one_id', 'in', oneIds)
      .execute();
    expect(made).toEqual([]);
  });

  it("lists the others when one item is refused, and answers another seller's item as not found", async () => {
    const [good, other] = await pairs(2);
    const [defect] = await pairs(1, { checkResult: 5 });
    const [theirs] = await pairs(1, { shopUserId: w.seller2.id });
    const [cheap] = await pairs(1);
    const request = batchOf([good, defect, theirs, other], [terms('stockx'), terms('ebay')]);
    request.items.push({
      requestKey: `item-cheap-${cheap}`,
      oneId: cheap,
      listings: [terms('stockx'), terms('ebay', { priceCents: 900, minimumPayoutCents: 100 })],
    });
    const answer = await seller('/listing/bulk/create', request);
    expect(answer.status, answer.msg).toBe(200);
    const { listed, refused, results } = answer.data as BulkListingAnswer;
    expect([listed, refused]).toEqual([2, 3]);
    expect(results.map((r) => [r.oneId, r.ok, r.code, r.msg, r.listings.map((l) => l.marketplace)])).toEqual([
      [good, true, null, null, ['stockx', 'ebay']],
      [defect, false, 409, `Item ${defect} is not available and qualified, so it cannot be listed`, []],
      [theirs, false, 404, `No item ${theirs} in your inventory`, []],
      [other, true, null, null, ['stockx', 'ebay']],
      [cheap, false, 400, 'The price cannot be below $10.00', []],
    ]);
    expect(results[4].problems).toEqual([{ marketplace: 'ebay', problems: ['priceBelowMinimum'] }]);
    // The refused pair's valid StockX terms were not kept either: nothing of it is listed.
    const cheapRows = await seller('/listing/list', { keyword: cheap });
    expect((cheapRows.data as { data: ListingView[] }).data).toEqual([]);

    // The refused item fixed and sent again in a new batch with its own key lists it; the listed
    // item's key in that batch answers its first listings instead of listing it twice.
    const retry = await seller('/listing/bulk/create', {
      requestKey: `bulk-retry-${cheap}`,
      items: [
        { ...request.items[0] },
        { requestKey: `item-cheap-${cheap}`, oneId: cheap, listings: [terms('stockx'), terms('ebay')] },
      ],
    });
    const retried = retry.data as BulkListingAnswer;
    expect(retried.results.map((r) => [r.ok, r.listings.length])).toEqual([
      [true, 2],
      [true, 2],
    ]);
    expect(retried.results[0].listings.map((l) => l.id)).toEqual(results[0].listings.map((l) => l.id));
  });

  it('shows the chosen items: listable, not qualified, not found, and where listed already', async () => {
    const [fresh, listed] = await pairs(2);
    const [defect] = await pairs(1, { checkResult: 5 });
    const [theirs] = await pairs(1, { shopUserId: w.seller2.id });
    await seller('/listing/bulk/create', batchOf([listed], [terms('ebay')]));
    const answer = await seller('/listing/bulk/items', { oneIds: [fresh, listed, defect, theirs] });
    expect(answer.status, answer.msg).toBe(200);
    expect(
      (answer.data as BulkListingCandidate[]).map((c) => [c.oneId, c.found, c.listable, c.listedOn, c.name]),
    ).toEqual([
      [fresh, true, true, [], 'Bulk pair'],
      [listed, true, true, ['ebay'], 'Bulk pair'],
      [defect, true, false, [], 'Bulk pair'],
      [theirs, false, false, [], ''],
    ]);
  });

  it("lets an admin find every seller's listings, read one, and delist it with a reason the seller reads", async () => {
    const [oneId] = await pairs(1);
    const made = await seller('/listing/bulk/create', batchOf([oneId], [terms('ebay')]));
    const listing = (made.data as BulkListingAnswer).results[0].listings[0];

    const page = await asAdmin('/listing/list', { keyword: oneId, marketplace: 'ebay' });
    expect(page.status, page.msg).toBe(200);
    const rows = (page.data as { data: AdminListingView[] }).data;
    expect(rows.map((r) => [r.id, r.seller.id, r.seller.name])).toEqual([
      [listing.id, w.seller.id, 'Seller One'],
    ]);
    const bySeller = await asAdmin('/listing/list', { seller: 'Seller Two' });
    expect(
      (bySeller.data as { data: AdminListingView[] }).data.every((r) => r.seller.id === w.seller2.id),
    ).toBe(true);
    const byState = await asAdmin('/listing/list', { keyword: oneId, state: 'sold' });
    expect((byState.data as { totalCount: number }).totalCount).toBe(0);

    const short = await asAdmin('/listing/delist', {
      id: listing.id,
      reason: 'bad',
      requestKey: `adm-${oneId}-0`,
    });
    expect(short.status).toBe(400);
    const reason = 'Counterfeit report from the marketplace';
    const request = { id: listing.id, reason, requestKey: `adm-${oneId}-1` };
    const [delisted, again] = await Promise.all([
      asAdmin('/listing/delist', request),
      asAdmin('/listing/delist', request),
    ]);
    expect(delisted.status, delisted.msg).toBe(200);
    expect(again.data).toEqual(delisted.data);
    expect((delisted.data as ListingView).state).toBe('delisting');

    const detail = await asAdmin('/listing/get', undefined, { id: String(listing.id) });
    const adminView = detail.data as AdminListingDetail;
    expect(adminView.seller.id).toBe(w.seller.id);
    expect(adminView.priceChanges.map((c) => [c.priceCents, c.reason])).toEqual([[20_000, 'listed']]);
    expect(adminView.delisting).toEqual(
      expect.objectContaining({ reason: 'admin', note: reason, by: expect.any(String) }),
    );
    const sellerView = await call(t.app, {
      url: '/api/business/listing/get',
      token: w.seller.token,
      query: { id: String(listing.id) },
    });
    expect((sellerView.data as AdminListingDetail).delisting?.note).toBe(reason);
    expect((sellerView.data as Record<string, unknown>).seller).toBeUndefined();
    const stranger = await call(t.app, {
      url: '/api/business/listing/get',
      token: w.seller2.token,
      query: { id: String(listing.id) },
    });
    expect(stranger.status).toBe(404);
  });
});
