import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { PortalId } from '../../src/domain/kernel/users';
import { OrderKind, SwitchStatus } from '../../src/domain/outbound/kind-codes';
import { B2bOfferStatus } from '../../src/domain/sourcing/b2b';
import type { B2bBoardOffer, B2bOfferView, B2bPurchase } from '../../src/domain/sourcing/b2b';
import { FeeType } from '../../src/domain/wallet/wallet';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { anOutboundWorld, fund, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { someProducts } from '../fixtures/stock';
import { loggedInUser } from '../fixtures/users';
import { aRack, someShelves } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The B2B board (issue 26 point 6) through its routes: a seller offers pairs at a price (held from
 * every other order, once per request key), the other sellers see and search the offer, and one buys
 * it: a switch user order hands the pairs over on their shelf while the wallet moves the price once
 * (platform fee 0%). Every refusal is a 409 or 404 that changes nothing; two buyers at once make one
 * purchase.
 */
describe.each(testEngines())('B2B board on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let buyer2: { id: number; uid: string; token: string };
  let shelf: number;

  const as =
    (token: string) =>
    (path: string, body: unknown = {}) =>
      call(t.app, { url: `/api/business/sourcing/b2b${path}`, token, body });
  const seller = (path: string, body?: unknown) => as(w.seller.token)(path, body);
  const seller2 = (path: string, body?: unknown) => as(w.seller2.token)(path, body);
  let key = 0;
  const aKey = () => `rk-b2b-${engine}-${(key += 1)}`;

  /** Available pairs of the seller on a shelf of the first warehouse. */
  const shelvedPairs = async (count: number, owner = w.seller.id, spec = {}) => {
    const oneIds = await someProducts(t.database.db, count, {
      shopUserId: owner,
      wareId: w.ware.id,
      ...spec,
    });
    await t.database.db
      .updateTable('products')
      .set({ shelf_id: shelf })
      .where('one_id', 'in', oneIds)
      .execute();
    return oneIds;
  };
  const offer = async (oneIds: string[], priceCents: number) => {
    const made = await seller('/offer/create', { oneIds, priceCents, requestKey: aKey() });
    expect(made.status, made.msg).toBe(200);
    return made.data as B2bOfferView;
  };
  const itemsOf = (oneIds: string[]) =>
    t.database.db
      .selectFrom('products')
      .select(['one_id', 'status', 'shop_user_id', 'ware_id', 'shelf_id'])
      .where('one_id', 'in', oneIds)
      .orderBy('one_id')
      .execute();
  const entriesOf = (offerNo: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'fee_type', 'seller_id', 'amount_cents', 'relation_ref'])
      .where('idempotency_key', 'like', `b2b:${offerNo}:%`)
      .orderBy('fee_type')
      .execute();
  const offerRow = (offerNo: string) =>
    t.database.db
      .selectFrom('b2b_offers')
      .selectAll()
      .where('offer_no', '=', offerNo)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    buyer2 = await loggedInUser(t.app, t.database.db, {
      userType: PortalId.seller,
      realname: 'Third Seller',
    });
    const rack = await aRack(t.database.db, w.ware.id);
    [{ id: shelf }] = await someShelves(t.database.db, { id: rack.id, wareId: w.ware.id }, ['B2B-01']);
  });
  afterAll(() => t.close());

  it('offers pairs at a price once per request key and holds them from every other order and offer', async () => {
    const oneIds = await shelvedPairs(2);
    const body = { oneIds, priceCents: 25_000, remark: 'Two pairs, deadstock', requestKey: aKey() };
    const first = await seller('/offer/create', body);
    expect(first.status, first.msg).toBe(200);
    expect(first.msg).toBe('Offered on the B2B board');
    const made = first.data as B2bOfferView;
    expect(made).toMatchObject({
      status: B2bOfferStatus.open,
      priceCents: 25_000,
      remark: 'Two pairs, deadstock',
    });
    expect(made.offerNo).toMatch(/^BB\d{8}$/);
    expect(made.items.map((i) => i.oneId).sort()).toEqual([...oneIds].sort());
    // A resend answers the first offer and makes no second one.
    expect((await seller('/offer/create', body)).data).toEqual(made);
    const offers = await t.database.db
      .selectFrom('b2b_offers')
      .select('id')
      .where('seller_id', '=', w.seller.id)
      .execute();
    expect(offers).toHaveLength(1);

    expect((await itemsOf(oneIds)).map((i) => i.status)).toEqual([
      InventoryStatus.switchUser,
      InventoryStatus.switchUser,
    ]);
    const events = await t.database.db
      .selectFrom('product_events')
      .select(['one_id', 'type'])
      .where('odd_no', '=', made.offerNo)
      .execute();
    expect(events.map((e) => [e.type, e.one_id]).sort()).toEqual(
      oneIds.map((o) => [ProductEventType.switchUserApplication, o]).sort(),
    );
    // Held: no other order, no second offer.
    const order = await call(t.app, {
      url: '/api/business/outbound/cashOut/create',
      token: w.seller.token,
      body: { oneIds: [oneIds[0]] },
    });
    expect(order.status).toBe(409);
    const again = await seller('/offer/create', { oneIds: [oneIds[1]], priceCents: 100, requestKey: aKey() });
    expect(again.status).toBe(409);
    expect(again.msg).toBe(
      `These pairs are not available (in an order or an offer, or not in stock): ${oneIds[1]}`,
    );
  });

  it("answers another seller's pair with 404, pairs of two warehouses, a pair in an order and a bad price with 409 or 400, changing nothing", async () => {
    const before = await t.database.db.selectFrom('b2b_offers').select('id').execute();
    const [theirs] = await pairs(t.database.db, 1, w.seller2.id, w.ware.id);
    const [mine] = await shelvedPairs(1);
    const [elsewhere] = await pairs(t.database.db, 1, w.seller.id, w.otherWare.id);
    const notMine = await seller('/offer/create', {
      oneIds: [mine, theirs],
      priceCents: 5_000,
      requestKey: aKey(),
    });
    expect([notMine.status, notMine.msg]).toEqual([404, `These pairs are not yours: ${theirs}`]);
    const mixed = await seller('/offer/create', {
      oneIds: [mine, elsewhere],
      priceCents: 5_000,
      requestKey: aKey(),
    });
    expect(mixed.status).toBe(409);
    expect(mixed.msg).toMatch(/one warehouse/);
    const ordered = await call(t.app, {
      url: '/api/business/outbound/cashOut/create',
      token: w.seller.token,
      body: { oneIds: [elsewhere] },
    });
    expect(ordered.status, ordered.msg).toBe(200);
    const inOrder = await seller('/offer/create', {
      oneIds: [elsewhere],
      priceCents: 5_000,
      requestKey: aKey(),
    });
    expect(inOrder.status).toBe(409);
    const free = await seller('/offer/create', { oneIds: [mine], priceCents: 0, requestKey: aKey() });
    expect(free.status).toBe(400);
    expect(free.msg).toMatch(/priceCents/);
    expect(await t.database.db.selectFrom('b2b_offers').select('id').execute()).toEqual(before);
    expect((await itemsOf([mine, theirs])).map((i) => i.status)).toEqual([1, 1]);
  });

  it('shows an offer to the other sellers only, found by SKU, name and size, without its ONE IDs', async () => {
    const [pair] = await shelvedPairs(1, w.seller.id, {
      sku: 'B2B-RUNNER-7',
      name: 'Board Runner Low',
      size: '10.5',
    });
    const { offerNo } = await offer([pair], 18_000);
    const boardOf = async (search: object, who = seller2) => {
      const page = await who('/board', { pageSize: 50, ...search });
      expect(page.status, page.msg).toBe(200);
      return (page.data as { data: B2bBoardOffer[] }).data;
    };
    const found = (await boardOf({ keyword: 'b2b-runner' })).find((o) => o.offerNo === offerNo);
    expect(found).toMatchObject({ sellerUid: w.seller.uid, priceCents: 18_000, wareName: w.ware.name });
    expect(found?.items).toEqual([
      { sku: 'B2B-RUNNER-7', brand: 'Nike', name: 'Board Runner Low', size: '10.5', checkResult: 1 },
    ]);
    expect((await boardOf({ keyword: 'runner low' })).map((o) => o.offerNo)).toContain(offerNo);
    expect((await boardOf({ keyword: 'runner', pairSize: '10.5' })).map((o) => o.offerNo)).toEqual([offerNo]);
    expect((await boardOf({ keyword: 'runner', pairSize: '4' })).map((o) => o.offerNo)).toEqual([]);
    // Never one's own, in any search.
    expect((await boardOf({}, seller)).every((o) => o.sellerUid !== w.seller.uid)).toBe(true);
    expect((await boardOf({ keyword: 'runner' }, seller)).map((o) => o.offerNo)).toEqual([]);
  });

  it('a purchase switches the pairs to the buyer on their shelf and moves the price once, with no fee', async () => {
    const oneIds = await shelvedPairs(2);
    const { offerNo, id } = await offer(oneIds, 25_000);
    await fund(t.database.db, w.seller2.id, 30_000);
    const [sellerBefore, buyerBefore] = [
      await balanceOf(t.database.db, w.seller.id),
      await balanceOf(t.database.db, w.seller2.id),
    ];
    const body = { id, requestKey: aKey() };
    const bought = await seller2('/buy', body);
    expect(bought.status, bought.msg).toBe(200);
    const purchase = bought.data as B2bPurchase;
    expect(purchase).toMatchObject({
      offerNo,
      priceCents: 25_000,
      platformFeeCents: 0,
      wareName: w.ware.name,
    });
    expect(purchase.oneIds.sort()).toEqual([...oneIds].sort());
    expect((await seller2('/buy', body)).data).toEqual(purchase);

    expect(await balanceOf(t.database.db, w.seller2.id)).toEqual({
      ...buyerBefore,
      availableCents: buyerBefore.availableCents - 25_000,
    });
    expect(await balanceOf(t.database.db, w.seller.id)).toEqual({
      ...sellerBefore,
      availableCents: sellerBefore.availableCents + 25_000,
    });
    expect(await entriesOf(offerNo)).toEqual([
      {
        kind: 'charge',
        fee_type: FeeType.b2bPurchase,
        seller_id: w.seller2.id,
        amount_cents: expect.anything(),
        relation_ref: purchase.orderNo,
      },
      {
        kind: 'credit',
        fee_type: FeeType.b2bSale,
        seller_id: w.seller.id,
        amount_cents: expect.anything(),
        relation_ref: purchase.orderNo,
      },
    ]);
    expect((await entriesOf(offerNo)).map((e) => Number(e.amount_cents))).toEqual([25_000, 25_000]);

    // The owner changed, nothing else: same warehouse, same shelf, available.
    for (const item of await itemsOf(oneIds))
      expect(item).toMatchObject({
        status: InventoryStatus.available,
        shop_user_id: w.seller2.id,
        ware_id: w.ware.id,
        shelf_id: shelf,
      });
    const order = await t.database.db
      .selectFrom('outbound_orders')
      .selectAll()
      .where('odd_no', '=', purchase.orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      kind: OrderKind.switchUser,
      status: SwitchStatus.completed,
      shop_user_id: w.seller.id,
      target_user_id: w.seller2.id,
      fee_cents: 0,
    });
    const results = await t.database.db
      .selectFrom('product_events')
      .select(['one_id', 'flow_status'])
      .where('odd_no', '=', purchase.orderNo)
      .where('type', '=', ProductEventType.switchUserResult)
      .execute();
    expect(results.map((e) => [e.one_id, e.flow_status]).sort()).toEqual(
      oneIds.map((o) => [o, SwitchStatus.completed]).sort(),
    );
    const inventory = async (token: string) =>
      (await call(t.app, { url: '/api/business/inventory/list', token, body: { oneId: oneIds[0] } }))
        .data as { totalCount: number };
    expect((await inventory(w.seller2.token)).totalCount).toBe(1);
    expect((await inventory(w.seller.token)).totalCount).toBe(0);

    const mine = (await seller('/offers', { status: B2bOfferStatus.sold })).data as { data: B2bOfferView[] };
    expect(mine.data.find((o) => o.offerNo === offerNo)).toMatchObject({
      buyerUid: w.seller2.uid,
      orderNo: purchase.orderNo,
    });
    const twice = await as(buyer2.token)('/buy', { id, requestKey: aKey() });
    expect([twice.status, twice.msg]).toEqual([409, `Offer ${offerNo} is already sold`]);
    expect((await seller('/offer/withdraw', { id })).status).toBe(409);
    expect(await entriesOf(offerNo)).toHaveLength(2);
  });

  it("refuses one's own offer, too little money and a withdrawn offer with 409, changing nothing", async () => {
    const oneIds = await shelvedPairs(1);
    const { offerNo, id } = await offer(oneIds, 50_000);
    const own = await seller('/buy', { id, requestKey: aKey() });
    expect([own.status, own.msg]).toEqual([409, `Offer ${offerNo} is your own: another seller buys it`]);
    const poor = await as(buyer2.token)('/buy', { id, requestKey: aKey() });
    expect(poor.status).toBe(409);
    expect(poor.data).toMatchObject({ shortfallCents: 50_000 });
    expect(await entriesOf(offerNo)).toEqual([]);
    expect(await itemsOf(oneIds)).toEqual([
      expect.objectContaining({ status: InventoryStatus.switchUser, shop_user_id: w.seller.id }),
    ]);
    expect(await offerRow(offerNo)).toMatchObject({
      status: B2bOfferStatus.open,
      buyer_id: null,
      order_id: null,
    });
    expect(await balanceOf(t.database.db, buyer2.id)).toEqual({ availableCents: 0, heldCents: 0 });

    expect((await seller2('/offer/withdraw', { id })).status).toBe(404);
    const withdrawn = await seller('/offer/withdraw', { id });
    expect(withdrawn.status, withdrawn.msg).toBe(200);
    expect(withdrawn.data).toMatchObject({ status: B2bOfferStatus.withdrawn });
    expect((await seller('/offer/withdraw', { id })).data).toEqual(withdrawn.data);
    expect((await itemsOf(oneIds))[0].status).toBe(InventoryStatus.available);
    const late = await seller2('/buy', { id, requestKey: aKey() });
    expect([late.status, late.msg]).toEqual([409, `Offer ${offerNo} was withdrawn by its seller`]);
    // Freed: the pair can be offered again.
    await offer(oneIds, 40_000);
  });

  it('two buyers at once: exactly one buys, the other gets 409, and the money moves once', async () => {
    const oneIds = await shelvedPairs(1);
    const { offerNo, id } = await offer(oneIds, 10_000);
    await fund(t.database.db, w.seller2.id, 10_000);
    await fund(t.database.db, buyer2.id, 10_000);
    const before = {
      seller: await balanceOf(t.database.db, w.seller.id),
      seller2: await balanceOf(t.database.db, w.seller2.id),
      buyer2: await balanceOf(t.database.db, buyer2.id),
    };
    const answers = await Promise.all([
      seller2('/buy', { id, requestKey: aKey() }),
      as(buyer2.token)('/buy', { id, requestKey: aKey() }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? w.seller2.id : buyer2.id;
    expect(answers.find((a) => a.status === 409)?.msg).toBe(`Offer ${offerNo} is already sold`);
    expect(await entriesOf(offerNo)).toHaveLength(2);
    expect((await balanceOf(t.database.db, w.seller.id)).availableCents).toBe(
      before.seller.availableCents + 10_000,
    );
    const after = {
      seller2: await balanceOf(t.database.db, w.seller2.id),
      buyer2: await balanceOf(t.database.db, buyer2.id),
    };
    expect(after.seller2.availableCents).toBe(
      before.seller2.availableCents - (winner === w.seller2.id ? 10_000 : 0),
    );
    expect(after.buyer2.availableCents).toBe(
      before.buyer2.availableCents - (winner === buyer2.id ? 10_000 : 0),
    );
    expect(await itemsOf(oneIds)).toEqual([
      expect.objectContaining({ shop_user_id: winner, status: InventoryStatus.available }),
    ]);
  });
});
