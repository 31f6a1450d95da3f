import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { FeeType } from '../../src/domain/wallet/wallet';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { shipOrder } from '../../src/server/modules/outbound/order-service';
import { selfOperatedAccountId } from '../../src/server/kernel/self-operated-account';
import {
  FEES,
  anOutboundWorld,
  boughtReshipLabel,
  aLabelPdf,
  fund,
  outboundCalls,
  pairs,
  staffContext,
} from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { ledgerInvariants } from './support/ledger-invariants';

/** Outbound orders with their money: pay holds, the exit captures, a recall releases; bad input changes nothing. */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
type View = {
  id: number;
  oddNo: string;
  status: number;
  feeCents: number;
  labelFeeCents: number;
  feeType: number | null;
  paidState: string;
  actions: string[];
  items: { oneId: string; status: number }[];
};

describe.each(testEngines())('outbound orders and the wallet on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const balance = (id: number) => ledger.balanceOf(db(), id);
  const payQuery = (o: View) => ({ id: String(o.id), type: '4' });
  const entriesOf = (oddNo: string) =>
    db()
      .selectFrom('ledger_entries')
      .select(['kind', 'fee_type', 'amount_cents', 'seller_id'])
      .where('relation_ref', '=', oddNo)
      .orderBy('id')
      .execute();

  async function approvedReship(count: number): Promise<View> {
    const oneIds = await pairs(db(), count, w.seller.id, w.ware.id);
    const made = await calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS, remark: 'home' });
    expect(made.code, made.msg).toBe(200);
    const approved = await calls.admin('/outbound/approve', { id: (made.data as View).id });
    expect(approved.code, approved.msg).toBe(200);
    return approved.data as View;
  }

  it('quotes the transshipment fee at approval and shows it with the pay action', async () => {
    const order = await approvedReship(3);
    expect(order).toMatchObject({
      status: 3,
      feeCents: 3 * FEES.transshipment,
      feeType: FeeType.transshipmentFee,
    });
    const seen = (await calls.seller('/outbound/get', undefined, { id: String(order.id) })).data as View;
    expect(seen.actions).toEqual(['recall', 'pay']);
  });

  it('paying with too little money is 409 with the shortfall and the recharge link, and changes nothing', async () => {
    const order = await approvedReship(3);
    const r = await calls.seller('/sys_prod/pay', undefined, payQuery(order));
    expect(r.status).toBe(409);
    // The fee and the reship's carrier label quoted at approval.
    const shortfall = 900 + order.labelFeeCents;
    expect(r.msg).toBe(`Not enough balance: $${(shortfall / 100).toFixed(2)} short. Recharge your wallet.`);
    expect(r.data).toEqual({ shortfallCents: shortfall, rechargePath: '/business/wallet/WalletCharge' });
    const after = (await calls.seller('/outbound/get', undefined, { id: String(order.id) })).data as View;
    expect(after).toMatchObject({ status: 3, paidState: 'unpaid' });
    expect(await entriesOf(order.oddNo)).toEqual([]);
  });

  it("pays once ('Successful operation'), holds the fees, and a second pay posts nothing", async () => {
    const order = await approvedReship(3);
    await fund(db(), w.seller2.id, 1); // another seller's money does not pay
    const start = await balance(w.seller.id);
    await fund(db(), w.seller.id, 1_000 + order.labelFeeCents);
    const paid = await calls.seller('/sys_prod/pay', undefined, payQuery(order));
    expect(paid.code, paid.msg).toBe(200);
    expect(paid.msg).toBe('Successful operation');
    expect(paid.data).toMatchObject({ status: 4, paidState: 'held' });
    const again = await calls.seller('/sys_prod/pay', undefined, payQuery(order));
    expect(again.code).toBe(200);
    expect(await entriesOf(order.oddNo)).toEqual([
      { kind: 'hold', fee_type: FeeType.transshipmentFee, amount_cents: 900, seller_id: w.seller.id },
      {
        kind: 'hold',
        fee_type: FeeType.labelFee,
        amount_cents: order.labelFeeCents,
        seller_id: w.seller.id,
      },
    ]);
    expect(await balance(w.seller.id)).toEqual({
      availableCents: start.availableCents + 100,
      heldCents: start.heldCents + 900 + order.labelFeeCents,
    });
    await ledgerInvariants(db(), [w.seller.id]);
  });

  it('recalling a paid order releases the hold and frees its pairs for another order', async () => {
    const order = await approvedReship(3);
    await fund(db(), w.seller.id, 900 + order.labelFeeCents);
    expect((await calls.seller('/sys_prod/pay', undefined, payQuery(order))).code).toBe(200);
    const before = await balance(w.seller.id);
    const recalled = await calls.seller('/sys_prod/cancel', undefined, {
      id: String(order.id),
      eventType: '4',
    });
    expect(recalled.code, recalled.msg).toBe(200);
    expect(recalled.msg).toBe('Recalled successfully');
    expect(recalled.data).toMatchObject({ status: 6, paidState: 'released' });
    expect((recalled.data as View).items.every((i) => i.status === InventoryStatus.available)).toBe(true);
    expect(await balance(w.seller.id)).toEqual({
      availableCents: before.availableCents + 900 + order.labelFeeCents,
      heldCents: before.heldCents - 900 - order.labelFeeCents,
    });
    const again = await calls.seller('/outbound/cashOut/create', { oneIds: order.items.map((i) => i.oneId) });
    expect(again.code, again.msg).toBe(200);
  });

  it('the exit captures the hold: status 6, gmt_out, event 11, shelf freed', async () => {
    const order = await approvedReship(2);
    await fund(db(), w.seller.id, 600 + order.labelFeeCents);
    expect((await calls.seller('/sys_prod/pay', undefined, payQuery(order))).code).toBe(200);
    const before = await balance(w.seller.id);
    await boughtReshipLabel(t, order.id);
    await shipOrder(staffContext(t, w), order.id, w.ware.id);
    expect(await balance(w.seller.id)).toEqual({
      availableCents: before.availableCents,
      heldCents: before.heldCents - 600 - order.labelFeeCents,
    });
    expect((await entriesOf(order.oddNo)).map((e) => e.kind)).toEqual(['hold', 'hold', 'capture', 'capture']);
    const items = await db()
      .selectFrom('products')
      .select(['status', 'gmt_out', 'shelf_id'])
      .where(
        'one_id',
        'in',
        order.items.map((i) => i.oneId),
      )
      .execute();
    expect(
      items.every((i) => i.status === InventoryStatus.outOfWarehouse && i.gmt_out && i.shelf_id === null),
    ).toBe(true);
    const exits = await db()
      .selectFrom('product_events')
      .select(['ware_days', 'out_type'])
      .where('odd_no', '=', order.oddNo)
      .where('type', '=', ProductEventType.outbound)
      .execute();
    expect(exits).toEqual([
      { ware_days: 1, out_type: 4 },
      { ware_days: 1, out_type: 4 },
    ]);
  });

  it('a cash-out: the quote, then on acceptance the platform owns the pairs and the wallet gets fee 5 less fee 12', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const made = (await calls.seller('/outbound/cashOut/create', { oneIds })).data as View;
    const quoted = await calls.admin('/outbound/quote', { id: made.id, price: '150.00' });
    expect(quoted.code, quoted.msg).toBe(200);
    expect(quoted.data).toMatchObject({ status: 3, quoteCents: 15_000, deductionCents: 750 });
    const before = await balance(w.seller.id);
    const accepted = await calls.seller('/outbound/cashOut/accept', { id: made.id });
    expect(accepted.code, accepted.msg).toBe(200);
    expect(accepted.data).toMatchObject({ status: 4, paidState: 'credited' });
    expect(await balance(w.seller.id)).toEqual({ ...before, availableCents: before.availableCents + 14_250 });
    expect(await entriesOf(made.oddNo)).toEqual([
      { kind: 'credit', fee_type: FeeType.cashoutCollection, amount_cents: 15_000, seller_id: w.seller.id },
      { kind: 'charge', fee_type: FeeType.cashoutDeduction, amount_cents: 750, seller_id: w.seller.id },
    ]);
    const owners = await db()
      .selectFrom('products')
      .select(['shop_user_id', 'status'])
      .where('one_id', 'in', oneIds)
      .execute();
    const platform = await selfOperatedAccountId(db());
    expect(owners).toEqual(oneIds.map(() => ({ shop_user_id: platform, status: InventoryStatus.available })));
  });

  it('a switch user: approval quotes fee 7, paying charges it and hands the pairs over on their shelf', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    await db().updateTable('products').set({ shelf_id: null }).where('one_id', 'in', oneIds).execute();
    const made = (await calls.seller('/outbound/switchUser/create', { oneIds, toUid: w.seller2.uid }))
      .data as View;
    const approved = (await calls.admin('/outbound/approve', { id: made.id })).data as View;
    expect(approved).toMatchObject({
      status: 3,
      feeCents: 2 * FEES.switchUser,
      feeType: FeeType.switchUserFee,
    });
    await fund(db(), w.seller.id, 400);
    const paid = await calls.seller('/sys_prod/pay', undefined, { id: String(made.id), type: '7' });
    expect(paid.code, paid.msg).toBe(200);
    expect(paid.data).toMatchObject({ status: 4, paidState: 'captured' });
    expect((await entriesOf(made.oddNo)).map((e) => e.kind)).toEqual(['hold', 'capture']);
    const owners = await db()
      .selectFrom('products')
      .select(['shop_user_id', 'status'])
      .where('one_id', 'in', oneIds)
      .execute();
    expect(owners).toEqual(
      oneIds.map(() => ({ shop_user_id: w.seller2.id, status: InventoryStatus.available })),
    );
  });

  it('a ship-with-label order takes a PDF label the seller uploaded per pair and holds its pairs in status 9', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const items = await Promise.all(
      oneIds.map(async (oneId) => ({ oneId, labelFile: await aLabelPdf(t.app, w.seller.token) })),
    );
    const made = await calls.seller('/outbound/shipWithLabel/create', { items });
    expect(made.code, made.msg).toBe(200);
    expect((made.data as View).items.map((i) => i.status)).toEqual([9, 9]);
    const otherLabel = await aLabelPdf(t.app, w.seller2.token);
    const [extra] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const refused = await calls.seller('/outbound/shipWithLabel/create', {
      items: [{ oneId: extra, labelFile: otherLabel }],
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('1 label is not a PDF file you uploaded');
  });

  describe('bad input changes nothing', () => {
    const countOrders = async () =>
      Number(
        (
          await db()
            .selectFrom('outbound_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('refuses pairs of another seller (404), of two warehouses (409), or busy (409)', async () => {
      const before = await countOrders();
      const [mine] = await pairs(db(), 1, w.seller.id, w.ware.id);
      const [theirs] = await pairs(db(), 1, w.seller2.id, w.ware.id);
      const [elsewhere] = await pairs(db(), 1, w.seller.id, w.otherWare.id);
      const notMine = await calls.seller('/outbound/cashOut/create', { oneIds: [mine, theirs] });
      expect(notMine.status).toBe(404);
      expect(notMine.msg).toBe(`These pairs are not yours or do not exist: ${theirs}`);
      const mixed = await calls.seller('/outbound/reship/create', {
        oneIds: [mine, elsewhere],
        address: ADDRESS,
      });
      expect(mixed.status).toBe(409);
      expect(mixed.msg).toBe('Pairs of different warehouses cannot go in one order');
      expect(await countOrders()).toBe(before);
      expect((await calls.seller('/outbound/cashOut/create', { oneIds: [mine] })).code).toBe(200);
      const busy = await calls.seller('/outbound/reship/create', { oneIds: [mine], address: ADDRESS });
      expect(busy.status).toBe(409);
      expect(busy.msg).toBe(`These pairs are not available (in another order, or not in stock): ${mine}`);
    });

    it('refuses a reship without a complete address, and a switch to an unknown or the same seller (400)', async () => {
      const before = await countOrders();
      const [p] = await pairs(db(), 1, w.seller.id, w.ware.id);
      const noCity = await calls.seller('/outbound/reship/create', {
        oneIds: [p],
        address: { ...ADDRESS, city: '' },
      });
      expect(noCity.status).toBe(400);
      expect(noCity.msg).toMatch(/city/);
      const unknown = await calls.seller('/outbound/switchUser/create', { oneIds: [p], toUid: 'U999999999' });
      expect(unknown.status).toBe(400);
      expect(unknown.msg).toBe('No active seller has the code U999999999');
      const self = await calls.seller('/outbound/switchUser/create', { oneIds: [p], toUid: w.seller.uid });
      expect(self.msg).toBe('The pairs are already yours: choose another seller');
      expect(await countOrders()).toBe(before);
    });

    it("another seller reads, pays or recalls a seller's order: 404", async () => {
      const order = await approvedReship(1);
      const q = { id: String(order.id), type: '4' };
      expect((await calls.seller2('/outbound/get', undefined, { id: String(order.id) })).status).toBe(404);
      expect((await calls.seller2('/sys_prod/pay', undefined, q)).status).toBe(404);
      expect((await calls.seller2('/sys_prod/cancel', undefined, q)).status).toBe(404);
      const list = (await calls.seller2('/outbound/list', {})).data as { data: View[] };
      expect(list.data.some((o) => o.id === order.id)).toBe(false);
    });

    it('an approval after the seller recalled is 409; a reject needs a reason of the list', async () => {
      const oneIds = await pairs(db(), 1, w.seller.id, w.ware.id);
      const made = (await calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS })).data as View;
      const noReason = await calls.admin('/outbound/reject', { id: made.id, reasons: ['tooUgly'] });
      expect(noReason.status).toBe(400);
      expect(
        (await calls.seller('/sys_prod/cancel', undefined, { id: String(made.id), type: '4' })).code,
      ).toBe(200);
      const late = await calls.admin('/outbound/approve', { id: made.id });
      expect(late.status).toBe(409);
      expect(late.msg).toBe(`Order ${made.oddNo} cannot be approved in its current status (6)`);
      const rejected = await calls.admin('/outbound/reject', { id: made.id, reasons: ['sellerAsked'] });
      expect(rejected.status).toBe(409);
    });

    it('pay with an unknown kind is 400', async () => {
      const r = await calls.seller('/sys_prod/pay', undefined, { id: '1', type: '9' });
      expect(r.status).toBe(400);
      expect(r.msg).toMatch(/order kind/);
    });
  });
});
