import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { FeeType } from '../../src/domain/wallet/wallet';
import { batchWorld } from '../fixtures/outbound-batches';
import { assignWarehouse } from '../fixtures/warehouses';
import { anOutboundWorld, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { databaseFingerprint } from './support/fingerprint';

/**
 * Consignment (kind 6, issue 25 point 3) through the routes the screens use: a seller consigns pairs at
 * a price (the touchPro programme), an admin takes one into the platform's group and records its
 * sale, a tablet ships it in an outbound batch, its completion pays the seller the sale less the
 * consignment fee (11) and the platform fee (22). The price is fixed once sold; a pair taken back or
 * refused is available again; another seller's consignment is not found.
 */
describe.each(testEngines())('consignment on %s', (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let b: ReturnType<typeof batchWorld>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    b = batchWorld(t, w);
    await assignWarehouse(t.database.db, w.staff.id, w.ware.id);
    const flags = await call(t.app, {
      url: '/api/admin/account/business/flags',
      token: w.root,
      body: { id: w.seller.id, knetCrossListing: false, touchPro: true, flex: false },
    });
    expect(flags.status, flags.msg).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const consign = async (count: number, priceCents = 25_000, key?: string) => {
    const oneIds = await pairs(t.database.db, count, w.seller.id, w.ware.id);
    const r = await b.calls.seller('/outbound/consignment/create', {
      items: oneIds.map((oneId) => ({ oneId, priceCents })),
      requestKey: key ?? `consign-${oneIds[0]}`,
    });
    expect(r.code, r.msg).toBe(200);
    return { oneIds, orders: r.data as OrderView[] };
  };
  const statusOf = async (oneId: string) =>
    (
      await t.database.db
        .selectFrom('products')
        .select('status')
        .where('one_id', '=', oneId)
        .executeTakeFirstOrThrow()
    ).status;
  const ledgerOf = (oddNo: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['fee_type', 'amount_cents', 'kind'])
      .where('relation_ref', '=', oddNo)
      .orderBy('id')
      .execute();

  it('refuses a seller outside the programme, and a price below $10, changing nothing', async () => {
    const [mine] = await pairs(t.database.db, 1, w.seller.id, w.ware.id);
    const [theirs] = await pairs(t.database.db, 1, w.seller2.id, w.ware.id);
    const before = await databaseFingerprint(t.database.db);
    const outside = await b.calls.seller2('/outbound/consignment/create', {
      items: [{ oneId: theirs, priceCents: 25_000 }],
      requestKey: `outside-${theirs}`,
    });
    expect([outside.status, outside.msg]).toEqual([403, 'Consignment is not enabled for your account']);
    const cheap = await b.calls.seller('/outbound/consignment/create', {
      items: [{ oneId: mine, priceCents: 999 }],
      requestKey: `cheap-${mine}`,
    });
    expect(cheap.status).toBe(400);
    expect(cheap.msg).toContain('at least $10');
    const notMine = await b.calls.seller('/outbound/consignment/create', {
      items: [{ oneId: theirs, priceCents: 25_000 }],
      requestKey: `not-mine-${theirs}`,
    });
    expect(notMine.status).toBe(404);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('consigns each pair as its own order once per request key, holding the pair (item 2, event 6)', async () => {
    const key = `twice-${Date.now()}`;
    const { oneIds, orders } = await consign(2, 25_000, key);
    expect(
      orders.map((o) => [o.kind, o.status, o.consignment?.priceCents, o.consignment?.saleStatus]),
    ).toEqual([
      [6, 1, 25_000, 1],
      [6, 1, 25_000, 1],
    ]);
    expect(orders.every((o) => o.oddNo.startsWith('OC'))).toBe(true);
    const again = await b.calls.seller('/outbound/consignment/create', {
      items: oneIds.map((oneId) => ({ oneId, priceCents: 25_000 })),
      requestKey: key,
    });
    expect((again.data as OrderView[]).map((o) => o.id)).toEqual(orders.map((o) => o.id));
    expect(await statusOf(oneIds[0])).toBe(2);
    const events = await t.database.db
      .selectFrom('product_events')
      .select(['type', 'odd_no'])
      .where('one_id', '=', oneIds[0])
      .execute();
    expect(events).toContainEqual({ type: 6, odd_no: orders[0].oddNo });
  });

  it('is sold by the platform, shipped by a tablet and completed: the seller is paid the sale less fees 11 and 22', async () => {
    const { oneIds, orders } = await consign(1);
    const [order] = orders;
    const repriced = await b.calls.seller('/outbound/consignment/price', {
      id: order.id,
      priceCents: 27_000,
    });
    expect(repriced.code, repriced.msg).toBe(200);
    const group = await b.calls.admin('/outbound/approve', { id: order.id });
    expect((group.data as OrderView).status).toBe(3);
    const other = await b.calls.seller2('/outbound/get', undefined, { id: String(order.id) });
    expect(other.status).toBe(404);

    const sold = await b.calls.admin('/outbound/consignment/sell', {
      id: order.id,
      platName: 'stockx',
      platOrderNo: 'SX-77-1',
      soldPriceCents: 30_000,
      requestKey: `sell-order-${order.id}`,
    });
    expect(sold.code, sold.msg).toBe(200);
    const facts = (sold.data as OrderView).consignment!;
    expect(facts).toMatchObject({
      saleStatus: 2,
      platName: 'stockx',
      platOrderNo: 'SX-77-1',
      soldPriceCents: 30_000,
    });
    const card = await t.database.db
      .selectFrom('rate_cards')
      .select('consignment_fee_bp')
      .where('seller_id', 'is', null)
      .executeTakeFirstOrThrow();
    const stockx = await t.database.db
      .selectFrom('marketplace_fees')
      .select('fee_bp')
      .where('code', '=', 'stockx')
      .executeTakeFirstOrThrow();
    expect(facts.consignmentFeeCents).toBe(Math.round((30_000 * card.consignment_fee_bp) / 10_000));
    expect(facts.platformFeeCents).toBe(Math.round((30_000 * stockx.fee_bp) / 10_000));
    const sellerView = await b.calls.seller('/outbound/get', undefined, { id: String(order.id) });
    expect((sellerView.data as OrderView).consignment?.platOrderNo, 'admins only').toBeNull();
    const locked = await b.calls.seller('/outbound/consignment/price', { id: order.id, priceCents: 28_000 });
    expect([locked.status, locked.msg]).toEqual([
      409,
      `${order.oddNo} is sold: its consignment price can no longer change`,
    ]);

    await b.shelve(oneIds, ['C-1']);
    const batch = await b.generate([order.id]);
    const tablet = b.tablet();
    const shipped = await tablet.sync([
      b.pick(tablet, batch.id, oneIds[0]),
      b.ship(tablet, batch.id, { orderId: order.id }),
    ]);
    expect(shipped.map((r) => [r.status, r.reason])).toEqual([
      ['applied', undefined],
      ['applied', undefined],
    ]);
    expect(await statusOf(oneIds[0])).toBe(6);

    const done = await b.calls.admin('/outbound/close', { id: order.id });
    expect(done.code, done.msg).toBe(200);
    expect((done.data as OrderView).status).toBe(5);
    const twice = await b.calls.admin('/outbound/close', { id: order.id });
    expect(twice.status).toBe(409);
    const payout = 30_000 - facts.consignmentFeeCents! - facts.platformFeeCents!;
    expect((done.data as OrderView).consignment?.payoutCents).toBe(payout);
    const entries = await ledgerOf(order.oddNo);
    expect(entries.map((e) => [e.fee_type, e.amount_cents])).toEqual([
      [FeeType.consignmentCollection, 30_000],
      [FeeType.consignmentFee, facts.consignmentFeeCents],
      [FeeType.platformFee, facts.platformFeeCents],
    ]);
  });

  it('a pair taken back by its seller, one refused and a sale cancelled before it left are available again', async () => {
    const { oneIds, orders } = await consign(3);
    const recalled = await b.calls.seller('/sys_prod/cancel', undefined, {
      id: String(orders[0].id),
      type: '6',
    });
    expect((recalled.data as OrderView).status).toBe(6);
    const refused = await b.calls.admin('/outbound/reject', {
      id: orders[1].id,
      reasons: ['other'],
      remark: 'Not a pair we can sell',
    });
    expect((refused.data as OrderView).status, refused.msg).toBe(6);
    await b.calls.admin('/outbound/approve', { id: orders[2].id });
    await b.calls.admin('/outbound/consignment/sell', {
      id: orders[2].id,
      platName: 'ebay',
      platOrderNo: '12-34567-89012',
      soldPriceCents: 26_000,
    });
    const cancelled = await b.calls.admin('/outbound/consignment/cancelSale', { id: orders[2].id });
    expect((cancelled.data as OrderView).status, cancelled.msg).toBe(6);
    expect(await Promise.all(oneIds.map(statusOf))).toEqual([1, 1, 1]);
    expect(await ledgerOf(orders[2].oddNo)).toEqual([]);
  });
});
