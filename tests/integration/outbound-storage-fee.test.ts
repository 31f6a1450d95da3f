import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { FeeType } from '../../src/domain/wallet/wallet';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { shipOrder } from '../../src/server/modules/outbound/order-service';
import {
  anOutboundWorld,
  boughtReshipLabel,
  fund,
  outboundCalls,
  pairs,
  staffContext,
} from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { ledgerInvariants } from './support/ledger-invariants';

/**
 * The storage fee of the pairs that leave: quoted at approval (to that day, from the seller's rate
 * card), held with the order's fee when the seller pays (fee type 3), captured when the pairs leave,
 * released on a recall. Cash-out and switch user pay none.
 */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
const FREE_DAYS = 30;
const DAILY_CENTS = 10;
const DAY_MS = 86_400_000;
type View = {
  id: number;
  oddNo: string;
  status: number;
  feeCents: number;
  storageCents: number;
  labelFeeCents: number;
  paidState: string;
};

describe.each(testEngines())('the storage fee of an outbound order on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    await t.database.db
      .updateTable('rate_cards')
      .set({ base_free_days: FREE_DAYS, base_daily_fee_cents: DAILY_CENTS })
      .where('seller_id', 'is', null)
      .execute();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const entriesOf = (oddNo: string) =>
    db()
      .selectFrom('ledger_entries')
      .select(['kind', 'fee_type', 'amount_cents'])
      .where('relation_ref', '=', oddNo)
      .orderBy('id')
      .execute();

  /** Pairs that came in `daysAgo` days ago (the day they came in is day 1 of their stay). */
  async function oldPairs(count: number, daysAgo: number): Promise<string[]> {
    const oneIds = await pairs(db(), count, w.seller.id, w.ware.id);
    await db()
      .updateTable('products')
      .set({ gmt_in: new Date(Date.now() - daysAgo * DAY_MS) })
      .where('one_id', 'in', oneIds)
      .execute();
    return oneIds;
  }

  async function approved(path: string, body: Record<string, unknown>): Promise<View> {
    const made = await calls.seller(path, body);
    expect(made.code, made.msg).toBe(200);
    const r = await calls.admin('/outbound/approve', { id: (made.data as View).id });
    expect(r.code, r.msg).toBe(200);
    return r.data as View;
  }

  it('a reship of pairs 40 days in quotes their storage past the free days, holds it, and the exit captures it', async () => {
    const oneIds = await oldPairs(2, 40);
    const order = await approved('/outbound/reship/create', { oneIds, address: ADDRESS, remark: '' });
    // 41 days of stay (day 1 included), 30 free: 11 charged days at 10 cents, per pair.
    const perPair = (41 - FREE_DAYS) * DAILY_CENTS;
    expect(order).toMatchObject({ status: 3, storageCents: 2 * perPair });

    await fund(db(), w.seller.id, order.feeCents + order.storageCents + order.labelFeeCents);
    const paid = await calls.seller('/sys_prod/pay', undefined, { id: String(order.id), type: '4' });
    expect(paid.code, paid.msg).toBe(200);
    expect(await entriesOf(order.oddNo)).toEqual([
      { kind: 'hold', fee_type: FeeType.transshipmentFee, amount_cents: order.feeCents },
      { kind: 'hold', fee_type: FeeType.shippingFee, amount_cents: 2 * perPair },
      { kind: 'hold', fee_type: FeeType.labelFee, amount_cents: order.labelFeeCents },
    ]);
    expect(await ledger.balanceOf(db(), w.seller.id)).toEqual({
      availableCents: 0,
      heldCents: order.feeCents + order.storageCents + order.labelFeeCents,
    });

    await boughtReshipLabel(t, order.id);
    await shipOrder(staffContext(t, w), order.id, w.ware.id);
    expect((await entriesOf(order.oddNo)).map((e) => `${e.kind} ${e.fee_type}`)).toEqual([
      `hold ${FeeType.transshipmentFee}`,
      `hold ${FeeType.shippingFee}`,
      `hold ${FeeType.labelFee}`,
      `capture ${FeeType.transshipmentFee}`,
      `capture ${FeeType.shippingFee}`,
      `capture ${FeeType.labelFee}`,
    ]);
    expect(await ledger.balanceOf(db(), w.seller.id)).toEqual({ availableCents: 0, heldCents: 0 });
    const exits = await db()
      .selectFrom('product_events')
      .select(['ware_days', 'ware_fee_cents'])
      .where('odd_no', '=', order.oddNo)
      .where('type', '=', ProductEventType.outbound)
      .execute();
    expect(exits).toEqual([
      { ware_days: 41, ware_fee_cents: perPair },
      { ware_days: 41, ware_fee_cents: perPair },
    ]);
    await ledgerInvariants(db(), [w.seller.id]);
  });

  it('too little money for the fees, storage and label together is 409 with the whole shortfall', async () => {
    const oneIds = await oldPairs(1, 40);
    const order = await approved('/outbound/reship/create', { oneIds, address: ADDRESS, remark: '' });
    await fund(db(), w.seller.id, order.feeCents); // the fee alone, not the storage nor the label
    const r = await calls.seller('/sys_prod/pay', undefined, { id: String(order.id), type: '4' });
    expect(r.status).toBe(409);
    expect(r.data).toMatchObject({ shortfallCents: order.storageCents + order.labelFeeCents });
    expect(await entriesOf(order.oddNo)).toEqual([]);
  });

  it('a recall releases every hold', async () => {
    const oneIds = await oldPairs(1, 35);
    const order = await approved('/outbound/reship/create', { oneIds, address: ADDRESS, remark: '' });
    expect(order.storageCents).toBe((36 - FREE_DAYS) * DAILY_CENTS);
    const before = await ledger.balanceOf(db(), w.seller.id);
    const total = order.feeCents + order.storageCents + order.labelFeeCents;
    await fund(db(), w.seller.id, total);
    expect((await calls.seller('/sys_prod/pay', undefined, { id: String(order.id), type: '4' })).code).toBe(
      200,
    );
    const r = await calls.seller('/sys_prod/cancel', undefined, { id: String(order.id), type: '4' });
    expect(r.code, r.msg).toBe(200);
    expect((await entriesOf(order.oddNo)).map((e) => e.kind)).toEqual([
      'hold',
      'hold',
      'hold',
      'release',
      'release',
      'release',
    ]);
    expect(await ledger.balanceOf(db(), w.seller.id)).toEqual({
      availableCents: before.availableCents + total,
      heldCents: before.heldCents,
    });
  });

  it('a switch user pays no storage: the pairs stay', async () => {
    const oneIds = await oldPairs(1, 40);
    const order = await approved('/outbound/switchUser/create', {
      oneIds,
      toUid: w.seller2.uid,
      remark: '',
    });
    expect(order.storageCents).toBe(0);
  });
});
