import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleView } from '../../src/domain/listing/sales';
import { ConsignmentStatus } from '../../src/domain/outbound/kind-codes';
import { FeeType } from '../../src/domain/wallet/wallet';
import { marketplaceSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import { LISTING_ORDER_POLL_JOB } from '../../src/server/modules/listing/listing-job-kinds';
import { requestOrderPoll } from '../../src/server/modules/listing/sale-jobs';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { rootToken } from '../fixtures/accounts';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { Tablet } from '../fixtures/inbound';
import { aListingWorld, eventually, listingsOf, shipConsignment } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Sales Orders and the admin's sales (issue 25 point 4): a pair listed on eBay sells there (the
 * simulator's buyer, found by the order poll); the seller finds the sale, flags it with an issue (a
 * note required), marks it processed; another seller's answers 404; an admin finds every seller's
 * sales and archives one; an action the status does not allow is 409 and changes nothing; a resend
 * answers the first result; the next order poll leaves a status set by hand as it is.
 */
describe.each(testEngines())('sales orders on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let admin: string;
  let sale: SaleView;

  const seller = (path: string, body: unknown = {}, token = w.seller.token) =>
    call(t.app, { url: `/api/business${path}`, token, body });
  const asAdmin = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/admin${path}`, token: admin, body });
  const salesOf = async (keyword: string) =>
    ((await seller('/listing/sales/list', { keyword })).data as { data: SaleView[] }).data;

  /** A pair listed on eBay through the route and bought there, as Sales Orders shows its sale. */
  async function aSale(): Promise<SaleView> {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const created = await seller('/listing/create', {
      requestKey: `sales-orders-${item.oneId}`,
      items: [
        {
          oneId: item.oneId,
          listings: [
            {
              marketplace: 'ebay',
              priceCents: 21_000,
              bottomLineCents: 15_000,
              minimumPayoutCents: 15_000,
              autoPricing: false,
            },
          ],
        },
      ],
    });
    expect(created.status, created.msg).toBe(200);
    const [listing] = await eventually(
      'the eBay listing',
      () => listingsOf(t, w.seller.token, item.oneId),
      (rows) => rows[0]?.state === 'active',
    );
    const simulator = await marketplaceSimulatorOf(t.config, 'ebay');
    const order = await simulator!.sell(listing.externalId!);
    const [made] = await eventually(
      'the sale in Sales Orders',
      async () => {
        await requestOrderPoll(t.database.db);
        return salesOf(order.orderId);
      },
      (rows) => rows.length === 1,
    );
    expect(made).toMatchObject({
      marketplace: 'ebay',
      orderNo: order.orderId,
      oneId: item.oneId,
      priceCents: 21_000,
      status: 'pending',
      kept: true,
      exception: null,
      listingId: listing.id,
      note: null,
    });
    return made;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['ebay']);
    admin = await rootToken(t.app);
    sale = await aSale();
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds the seller's sale by ONE ID, status and marketplace; another seller's answers 404", async () => {
    expect((await salesOf(sale.oneId!)).map((s) => s.id)).toEqual([sale.id]);
    const pending = await seller('/listing/sales/list', { status: 'pending', marketplace: 'ebay' });
    expect((pending.data as { data: SaleView[] }).data.map((s) => s.id)).toContain(sale.id);
    const archived = await seller('/listing/sales/list', { status: 'archived' });
    expect((archived.data as { totalCount: number }).totalCount).toBe(0);
    const read = await call(t.app, {
      url: '/api/business/listing/sales/get',
      token: w.seller.token,
      query: { id: String(sale.id) },
    });
    expect(read.data).toMatchObject({ id: sale.id, consignmentNo: expect.stringMatching(/^OC\d{8}$/) });
    const theirs = await call(t.app, {
      url: '/api/business/listing/sales/get',
      token: w.seller2.token,
      query: { id: String(sale.id) },
    });
    expect(theirs.status).toBe(404);
    const act = await seller('/listing/sales/act', { id: sale.id, action: 'archive' }, w.seller2.token);
    expect(act.status).toBe(404);
    expect((await seller('/listing/sales/list', {}, w.seller2.token)).data).toMatchObject({ totalCount: 0 });
  });

  it('flags an issue only with a note, marks it processed, refuses what its status does not allow', async () => {
    const noNote = await seller('/listing/sales/act', { id: sale.id, action: 'withIssue', note: ' ab ' });
    expect(noNote.status).toBe(400);
    expect(noNote.msg).toBe('Say what the issue is in at least 5 characters');
    const early = await seller('/listing/sales/act', { id: sale.id, action: 'processed' });
    expect(early.status).toBe(409);
    expect(early.msg).toContain(sale.orderNo);
    expect((await salesOf(sale.orderNo))[0]).toMatchObject({ status: 'pending', note: null });

    const request = {
      requestKey: `sale-issue-${sale.id}`,
      id: sale.id,
      action: 'withIssue',
      note: 'Buyer says the box is crushed',
    };
    const flagged = await seller('/listing/sales/act', request);
    expect(flagged.status, flagged.msg).toBe(200);
    expect(flagged.data).toMatchObject({
      status: 'with_issue',
      note: 'Buyer says the box is crushed',
      handledBy: expect.any(String),
    });
    // A resend answers the first result; the same key with another body is refused.
    expect((await seller('/listing/sales/act', request)).data).toEqual(flagged.data);
    const reused = await seller('/listing/sales/act', { ...request, action: 'archive' });
    expect(reused.status).toBe(409);

    // The next order poll sees the same state at eBay: the issue stays.
    await requestOrderPoll(t.database.db);
    await eventually(
      'the order poll to have run',
      () =>
        t.database.db
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', LISTING_ORDER_POLL_JOB)
          .where('status', 'not in', ['done', 'failed'])
          .execute(),
      (waiting) => waiting.length === 0,
    );
    expect((await salesOf(sale.orderNo))[0].status).toBe('with_issue');

    const processed = await seller('/listing/sales/act', { id: sale.id, action: 'processed' });
    expect(processed.data).toMatchObject({ status: 'processed', note: null });
  });

  it("lets an admin find every seller's sales by seller and archive one", async () => {
    const found = await asAdmin('/listing/sales/list', { seller: w.seller.username, status: 'processed' });
    expect(found.status, found.msg).toBe(200);
    const rows = (found.data as { data: (SaleView & { seller: { id: number } })[] }).data;
    expect(rows.map((r) => [r.id, r.seller.id])).toEqual([[sale.id, w.seller.id]]);
    const archived = await asAdmin('/listing/sales/act', {
      requestKey: `sale-archive-${sale.id}`,
      id: sale.id,
      action: 'archive',
    });
    expect(archived.data).toMatchObject({ status: 'archived', seller: { id: w.seller.id } });
    expect((await salesOf(sale.orderNo))[0].status).toBe('archived');
    const again = await asAdmin('/listing/sales/act', { id: sale.id, action: 'archive' });
    expect(again.status).toBe(409);
  });

  it('cancels a sale whose pair has not left: at eBay too, the consignment called back and the pair free', async () => {
    const another = await aSale();
    const cancelled = await seller('/listing/sales/act', {
      requestKey: `sale-cancel-${another.id}`,
      id: another.id,
      action: 'cancel',
    });
    expect(cancelled.status, cancelled.msg).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', kept: false });
    const pair = await t.database.db
      .selectFrom('products')
      .select('status')
      .where('one_id', '=', another.oneId!)
      .executeTakeFirstOrThrow();
    expect(pair.status, 'available again').toBe(1);
    const consignment = await t.database.db
      .selectFrom('outbound_orders')
      .select('status')
      .where('market_order_id', '=', another.id)
      .executeTakeFirstOrThrow();
    expect(consignment.status, 'called back').toBe(ConsignmentStatus.cancelled);
    await eventually(
      'the order cancelled at eBay',
      () =>
        t.database.db
          .selectFrom('market_orders')
          .select('market_state')
          .where('id', '=', another.id)
          .executeTakeFirstOrThrow(),
      (row) => row.market_state === 'cancelled',
    );
    expect((await seller('/listing/sales/act', { id: another.id, action: 'cancel' })).status).toBe(409);
  });

  it('moves a paid sale to returned (fee 17 once); once its pair is back, an admin sets it available or marks it fake', async () => {
    const product = (oneId: string) =>
      t.database.db
        .selectFrom('products')
        .select(['status', 'check_result'])
        .where('one_id', '=', oneId)
        .executeTakeFirstOrThrow();
    const consignmentOf = (saleId: number) =>
      t.database.db
        .selectFrom('outbound_orders')
        .selectAll()
        .where('market_order_id', '=', saleId)
        .executeTakeFirstOrThrow();
    const receiveBack = async (oneId: string) => {
      const tablet = new Tablet(t.app, w.staff.token);
      const [received] = await tablet.sync([
        tablet.op('receiveReturn', { wareId: w.ware.id, logNo: `RET${oneId}`, oneIds: [oneId] }),
      ]);
      expect(received.status).toBe('applied');
    };

    // Sold, shipped and completed at eBay: the seller is paid.
    const paid = await aSale();
    await shipConsignment(t, w, await consignmentOf(paid.id), paid.oneId!);
    const simulator = await marketplaceSimulatorOf(t.config, 'ebay');
    await simulator!.complete(paid.orderNo);
    const completed = await eventually(
      'the completed sale to pay out',
      async () => {
        await requestOrderPoll(t.database.db);
        return consignmentOf(paid.id);
      },
      (o) => o.status === ConsignmentStatus.completed,
    );
    const entries = () =>
      t.database.db
        .selectFrom('ledger_entries')
        .select(['fee_type', 'amount_cents'])
        .where('relation_ref', '=', completed.odd_no)
        .orderBy('id')
        .execute();
    const payout = 21_000 - completed.consignment_fee_cents! - completed.platform_fee_cents!;

    // A seller whose wallet no longer holds the payout: the return is refused (409) and changes nothing.
    const { availableCents } = await balanceOf(t.database.db, w.seller.id);
    const spent = availableCents - payout + 1;
    const charge = (direction: 'deposit' | 'deduction') =>
      asAdmin('/finance/charge_deduction', {
        requestKey: `sale-return-wallet-${paid.id}-${direction}`,
        sellerId: w.seller.id,
        direction,
        amount: (spent / 100).toFixed(2),
        feeType: direction === 'deposit' ? FeeType.userRecharge : FeeType.platformFee,
        reason: 'The seller spent the payout',
      });
    expect((await charge('deduction')).status).toBe(200);
    const unpaid = await asAdmin('/listing/sales/act', { id: paid.id, action: 'returned' });
    expect([unpaid.status, unpaid.msg]).toEqual([
      409,
      `The return of sale ${paid.orderNo} cannot be charged: the seller's wallet does not hold the payout to take back. Recharge it, then try again`,
    ]);
    expect((await salesOf(paid.orderNo))[0]).toMatchObject({ status: 'sales_completed' });
    expect((await entries()).map((e) => e.fee_type)).toEqual([6, 11, 22]);
    expect((await charge('deposit')).status).toBe(200);

    // The buyer sent it back to eBay: moved to returned by hand, the payout taken back once.
    const request = { requestKey: `sale-returned-${paid.id}`, id: paid.id, action: 'returned' };
    const returned = await asAdmin('/listing/sales/act', request);
    expect(returned.status, returned.msg).toBe(200);
    expect(returned.data).toMatchObject({ status: 'returning', pairAwaitingCheck: false });
    expect((await asAdmin('/listing/sales/act', request)).data).toEqual(returned.data);
    expect((await entries()).map((e) => [e.fee_type, e.amount_cents])).toEqual([
      [6, 21_000],
      [11, completed.consignment_fee_cents],
      [22, completed.platform_fee_cents],
      [17, payout],
    ]);

    // Returning: not back yet, nothing to settle. Return to Warehouse's receipt makes it Returned.
    const early = await asAdmin('/listing/sales/act', { id: paid.id, action: 'available' });
    expect(early.status).toBe(409);
    expect(early.msg).toBe(`Sale ${paid.orderNo} is not in a status that allows this`);
    await receiveBack(paid.oneId!);
    expect((await salesOf(paid.orderNo))[0]).toMatchObject({ status: 'returned', pairAwaitingCheck: true });
    const bySeller = await seller('/listing/sales/act', { id: paid.id, action: 'available' });
    expect(bySeller.status).toBe(409);
    expect(await product(paid.oneId!)).toEqual({ status: 12, check_result: null });

    const available = await asAdmin('/listing/sales/act', {
      requestKey: `sale-available-${paid.id}`,
      id: paid.id,
      action: 'available',
    });
    expect(available.status, available.msg).toBe(200);
    expect(available.data).toMatchObject({ status: 'archived', pairAwaitingCheck: false });
    expect(await product(paid.oneId!)).toEqual({ status: 1, check_result: 1 });
    const event = await t.database.db
      .selectFrom('product_events')
      .select(['type', 'check_result', 'plat_order_no'])
      .where('one_id', '=', paid.oneId!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ type: 1, check_result: 1, plat_order_no: paid.orderNo });

    // Another sale that never completed: flagged; returned only once its pair has left (nothing was
    // paid, nothing is taken); back, it is found fake.
    const fake = await aSale();
    await seller('/listing/sales/act', {
      id: fake.id,
      action: 'withIssue',
      note: 'Buyer says it is not genuine',
    });
    const unshipped = await seller('/listing/sales/act', { id: fake.id, action: 'returned' });
    expect(unshipped.status).toBe(409);
    expect(unshipped.msg).toBe(
      `Sale ${fake.orderNo}'s pair has not left the warehouse: cancel the sale instead`,
    );
    await shipConsignment(t, w, await consignmentOf(fake.id), fake.oneId!);
    const back = await seller('/listing/sales/act', { id: fake.id, action: 'returned' });
    expect(back.data).toMatchObject({ status: 'returning' });
    await receiveBack(fake.oneId!);
    const marked = await asAdmin('/listing/sales/act', {
      id: fake.id,
      action: 'fake',
      note: 'Fake stitching',
    });
    expect(marked.status, marked.msg).toBe(200);
    expect(await product(fake.oneId!)).toEqual({ status: 1, check_result: 4 });

    // A pair graded in Inspection after it came back is settled there: the sale can no longer judge it.
    const checked = await aSale();
    await shipConsignment(t, w, await consignmentOf(checked.id), checked.oneId!);
    await seller('/listing/sales/act', {
      id: checked.id,
      action: 'withIssue',
      note: 'Buyer opened a return',
    });
    await seller('/listing/sales/act', { id: checked.id, action: 'returned' });
    await receiveBack(checked.oneId!);
    const tablet = new Tablet(t.app, w.staff.token);
    const [graded] = await tablet.sync([
      tablet.op('inspectItem', {
        wareId: w.ware.id,
        logNo: `RET${checked.oneId}`,
        oneId: checked.oneId,
        grade: 1,
      }),
    ]);
    expect(graded.status).toBe('applied');
    const late = await asAdmin('/listing/sales/act', { id: checked.id, action: 'fake' });
    expect(late.status).toBe(409);
    expect(late.msg).toBe(
      `The pair of sale ${checked.orderNo} is not waiting for its check: it was graded in Inspection already`,
    );
    expect(await product(checked.oneId!)).toEqual({ status: 1, check_result: 1 });
  });
});
