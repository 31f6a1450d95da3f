import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { FeeType } from '../../src/domain/wallet/wallet';
import { ORDER_LABEL_RECALLED_KEY } from '../../src/domain/outbound/outbound';
import { enqueue } from '../../src/server/jobs/queue';
import { carrierFor } from '../../src/server/modules/labels/carrier-connection';
import { CarrierError } from '../../src/server/modules/labels/carrier-errors';
import { pollLabelRefunds } from '../../src/server/modules/labels/label-refunds';
import { advanceFileClock } from '../../src/server/kernel/simulator-clock';
import {
  REFUND_SETTLE_MS,
  SIMULATOR_TRIGGERS,
} from '../../src/server/modules/labels/simulator/carrier-world';
import { RESHIP_LABEL_JOB, reshipLabelJobKey } from '../../src/server/modules/outbound/reship-label';
import { shipOrder } from '../../src/server/modules/outbound/order-service';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import {
  anOutboundWorld,
  boughtReshipLabel,
  fund,
  outboundCalls,
  pairs,
  SENDER_ADDRESS,
  staffContext,
} from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { ledgerInvariants } from './support/ledger-invariants';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * A reship's carrier label (issue 16): quoted through the labels adapter (the carrier simulator) at
 * approval, held with the order's fees when paid (fee type 25), bought once by the pay's job and
 * attached to the order's pairs, captured when the pairs leave, released on a recall; a carrier's
 * refusal puts the order in status 7 with the reason, and an admin's resume tries again.
 */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };

describe.each(testEngines())('the label of a reship order on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  let clockFile: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    clockFile = path.join(os.tmpdir(), `reship-label-clock-${engine}-${process.pid}.json`);
    fs.rmSync(clockFile, { force: true });
    t = await createTestApp(engine, { CARRIER_SIMULATOR_CLOCK_FILE: clockFile });
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    // Storage is charged from day 31: the pairs below came in 40 days ago, so every part is paid.
    await db()
      .updateTable('rate_cards')
      .set({ base_free_days: 30, base_daily_fee_cents: 10 })
      .where('seller_id', 'is', null)
      .execute();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clockFile, { force: true });
  });

  const labelEntries = (oddNo: string) =>
    db()
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('relation_ref', '=', oddNo)
      .where('fee_type', '=', FeeType.labelFee)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => `${r.kind} ${r.amount_cents}`));
  const asSeller = async (id: number) =>
    (await calls.seller('/outbound/get', undefined, { id: String(id) })).data as OrderView;
  const asAdmin = async (id: number) =>
    (await calls.admin('/outbound/get', undefined, { id: String(id) })).data as OrderView;
  const pay = (order: OrderView) =>
    calls.seller('/sys_prod/pay', undefined, { id: String(order.id), type: '4' });

  async function created(count: number, address: Record<string, string> = ADDRESS): Promise<OrderView> {
    const oneIds = await pairs(db(), count, w.seller.id, w.ware.id);
    await db()
      .updateTable('products')
      .set({ gmt_in: new Date(Date.now() - 40 * 86_400_000) })
      .where('one_id', 'in', oneIds)
      .execute();
    const made = await calls.seller('/outbound/reship/create', { oneIds, address, remark: '' });
    expect(made.code, made.msg).toBe(200);
    return made.data as OrderView;
  }

  async function approved(count = 1): Promise<OrderView> {
    const order = await created(count);
    const r = await calls.admin('/outbound/approve', { id: order.id });
    expect(r.code, r.msg).toBe(200);
    return r.data as OrderView;
  }

  async function paid(count = 1, jobsHeldBack: readonly string[] = []): Promise<OrderView> {
    const order = await approved(count);
    // The pay's and the recall's jobs taken by a far-off one of the same key: the test runs the job itself.
    for (const round of jobsHeldBack)
      await enqueue(
        db(),
        RESHIP_LABEL_JOB,
        { orderId: order.id },
        {
          singletonKey: reshipLabelJobKey(order.id, round),
          runAt: new Date(Date.now() + 86_400_000),
        },
      );
    await fund(db(), w.seller.id, order.feeCents + order.storageCents + order.labelFeeCents);
    const r = await pay(order);
    expect(r.code, r.msg).toBe(200);
    return r.data as OrderView;
  }

  it('approval quotes the cheapest rate from the platform sender to the seller, shown to both', async () => {
    const order = await approved(2);
    const row = await db()
      .selectFrom('outbound_orders as o')
      .innerJoin('label_quotes as q', 'q.shipment_id', 'o.label_shipment_id')
      .select(['q.request', 'q.rates', 'o.label_rate_id'])
      .where('o.id', '=', order.id)
      .executeTakeFirstOrThrow();
    const rates = row.rates as { id: string; amountCents: number }[];
    const cheapest = Math.min(...rates.map((r) => r.amountCents));
    expect(order.labelFeeCents).toBe(cheapest);
    expect(rates.find((r) => r.id === row.label_rate_id)?.amountCents).toBe(cheapest);
    expect(row.request).toMatchObject({
      from: { street1: SENDER_ADDRESS.street1, zip: SENDER_ADDRESS.zip },
      to: { street1: ADDRESS.street1, zip: ADDRESS.zip },
      parcel: { weightOz: 96, heightIn: 10 },
    });
    expect((await asSeller(order.id)).labelFeeCents).toBe(cheapest);
    expect((await asAdmin(order.id)).labelFeeCents).toBe(cheapest);
  });

  it('an address the carrier refuses answers its message at approval and changes nothing', async () => {
    const order = await created(1, { ...ADDRESS, zip: SIMULATOR_TRIGGERS.undeliverableZip });
    const r = await calls.admin('/outbound/approve', { id: order.id });
    expect(r.status).toBe(400);
    expect(r.msg).toMatch(/address/i);
    expect(await asAdmin(order.id)).toMatchObject({ status: 1, feeCents: 0, labelFeeCents: 0, label: null });
  });

  it('pay holds three parts; paying or running the job twice buys one label, attached to the pairs', async () => {
    const order = await paid(2);
    expect(await labelEntries(order.oddNo)).toEqual([`hold ${order.labelFeeCents}`]);
    const holds = await db()
      .selectFrom('ledger_entries')
      .select('fee_type')
      .where('relation_ref', '=', order.oddNo)
      .where('kind', '=', 'hold')
      .execute();
    expect(holds.map((h) => h.fee_type).sort()).toEqual(
      [FeeType.transshipmentFee, FeeType.shippingFee, FeeType.labelFee].sort(),
    );
    expect((await pay(order)).code).toBe(200);
    await boughtReshipLabel(t, order.id);
    await boughtReshipLabel(t, order.id);
    const labels = await db()
      .selectFrom('shipping_labels')
      .selectAll()
      .where('idempotency_key', '=', `outbound:${order.oddNo}`)
      .execute();
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({
      status: 'purchased',
      fee_cents: order.labelFeeCents,
      hold_entry_id: null,
    });
    const view = await asSeller(order.id);
    expect(view.label).toMatchObject({ status: 'purchased', trackingNumber: labels[0].tracking_number });
    expect(view.items.every((i) => i.labelFile !== null && i.labelFile === view.items[0].labelFile)).toBe(
      true,
    );
    // The label is paid by the order's part, not a hold of its own: still one hold of fee 25.
    expect(await labelEntries(order.oddNo)).toEqual([`hold ${order.labelFeeCents}`]);

    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sys_ware_out_batch/zipLabel',
      headers: { token: w.root },
      payload: { orderIds: [order.id] },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const central = zip.rawPayload.readUInt16LE(
      zip.rawPayload.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 10,
    );
    expect(central).toBe(1);
  });

  it("the label center neither lists nor voids an order's label: the order alone settles its money", async () => {
    const order = await paid();
    await boughtReshipLabel(t, order.id);
    const label = await db()
      .selectFrom('shipping_labels')
      .select(['id', 'status'])
      .where('idempotency_key', '=', `outbound:${order.oddNo}`)
      .executeTakeFirstOrThrow();
    const list = await calls.seller('/label_center/list', { pageNo: 1, pageSize: 100 });
    expect(list.code, list.msg).toBe(200);
    const listed = (list.data as { data: { id: number }[] }).data.map((l) => l.id);
    expect(listed).not.toContain(label.id);
    const r = await calls.seller('/label_center/void', { id: label.id });
    expect(r.code).toBe(409);
    expect(r.msg).toContain('recall the order instead');
    const after = await db()
      .selectFrom('shipping_labels')
      .select('status')
      .where('id', '=', label.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('purchased');
    expect(await labelEntries(order.oddNo)).toEqual([`hold ${order.labelFeeCents}`]);
  });

  it('leaving the warehouse captures the label part once', async () => {
    const order = await paid();
    await boughtReshipLabel(t, order.id);
    await shipOrder(staffContext(t, w), order.id, w.ware.id);
    await expect(shipOrder(staffContext(t, w), order.id, w.ware.id)).rejects.toThrow();
    expect(await labelEntries(order.oddNo)).toEqual([
      `hold ${order.labelFeeCents}`,
      `capture ${order.labelFeeCents}`,
    ]);
    await ledgerInvariants(db(), [w.seller.id]);
  });

  it('a recall releases the label part', async () => {
    const order = await paid();
    const before = await ledger.balanceOf(db(), w.seller.id);
    const r = await calls.seller('/sys_prod/cancel', undefined, { id: String(order.id), type: '4' });
    expect(r.code, r.msg).toBe(200);
    expect(await labelEntries(order.oddNo)).toEqual([
      `hold ${order.labelFeeCents}`,
      `release ${order.labelFeeCents}`,
    ]);
    expect((await ledger.balanceOf(db(), w.seller.id)).availableCents).toBe(
      before.availableCents + order.feeCents + order.storageCents + order.labelFeeCents,
    );
  });

  it("a carrier's refusal puts the order in exception with its reason; resume buys it", async () => {
    const order = await approved();
    // The carrier withdrew the quoted rate: its purchase is refused (SHIPMENT.RATE.INVALID).
    const { label_rate_id: rateId } = await db()
      .selectFrom('outbound_orders')
      .select('label_rate_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const quote = await db()
      .selectFrom('label_quotes as q')
      .innerJoin('outbound_orders as o', 'o.label_shipment_id', 'q.shipment_id')
      .select(['q.shipment_id', 'q.rates'])
      .where('o.id', '=', order.id)
      .executeTakeFirstOrThrow();
    const withdrawn = (quote.rates as { id: string }[]).map((r) =>
      r.id === rateId ? { ...r, id: 'rate_withdrawn' } : r,
    );
    await db()
      .updateTable('label_quotes')
      .set({ rates: JSON.stringify(withdrawn) })
      .where('shipment_id', '=', quote.shipment_id)
      .execute();
    await db()
      .updateTable('outbound_orders')
      .set({ label_rate_id: 'rate_withdrawn' })
      .where('id', '=', order.id)
      .execute();
    await fund(db(), w.seller.id, order.feeCents + order.storageCents + order.labelFeeCents);
    expect((await pay(order)).code).toBe(200);
    await boughtReshipLabel(t, order.id);

    for (const view of [await asSeller(order.id), await asAdmin(order.id)]) {
      expect(view.status).toBe(7);
      expect(view.label).toMatchObject({ status: 'failed', trackingNumber: null });
      expect(view.label?.failureReason).toMatch(/not one of this shipment/);
    }
    // The money stays held while an admin looks at it.
    expect(await labelEntries(order.oddNo)).toEqual([`hold ${order.labelFeeCents}`]);

    // The carrier offers the rate again; the admin resumes: the purchase is queued and buys the label.
    await db()
      .updateTable('shipping_labels')
      .set({ rate_id: rateId as string })
      .where('idempotency_key', '=', `outbound:${order.oddNo}`)
      .execute();
    const resumed = await calls.admin('/outbound/resume', { id: order.id });
    expect(resumed.code, resumed.msg).toBe(200);
    const jobs = await db().selectFrom('jobs').select('kind').where('kind', '=', RESHIP_LABEL_JOB).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    await boughtReshipLabel(t, order.id);
    const view = await asAdmin(order.id);
    expect(view.status).toBe(4);
    expect(view.label).toMatchObject({ status: 'purchased', failureReason: null });
    expect(view.label?.trackingNumber).toBeTruthy();
  });
  const HELD_BACK = ['pay', 'recall'];
  const labelOfOrder = (order: OrderView) =>
    db()
      .selectFrom('shipping_labels')
      .selectAll()
      .where('idempotency_key', '=', `outbound:${order.oddNo}`)
      .executeTakeFirstOrThrow();
  const recall = (order: OrderView) =>
    calls.seller('/sys_prod/cancel', undefined, { id: String(order.id), type: '4' });
  const soldAtCarrier = async (shipmentId: string) =>
    (await carrierFor(t.config)).label(shipmentId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof CarrierError && error.failure === 'notFound') return false;
        throw error;
      },
    );

  it('a recall before the label is bought stops its purchase: the carrier sells nothing', async () => {
    const order = await paid(1, HELD_BACK);
    expect((await labelOfOrder(order)).status).toBe('buying');
    expect((await recall(order)).code).toBe(200);
    await boughtReshipLabel(t, order.id);
    const label = await labelOfOrder(order);
    expect(label).toMatchObject({ status: 'failed', failure_key: ORDER_LABEL_RECALLED_KEY });
    expect(await soldAtCarrier(label.shipment_id)).toBe(false);
    for (const view of [await asSeller(order.id), await asAdmin(order.id)]) {
      expect(view.label).toMatchObject({ status: 'failed', cancelled: true, trackingNumber: null });
      expect(view.label?.failureReason).toMatch(/recalled before the carrier sold/);
    }
    expect(await labelEntries(order.oddNo)).toEqual([
      `hold ${order.labelFeeCents}`,
      `release ${order.labelFeeCents}`,
    ]);
  });

  it('a purchase in flight when the recall lands voids what the carrier sold after it', async () => {
    const order = await paid(1, HELD_BACK);
    const buying = await labelOfOrder(order);
    // The job's carrier call was on its way: the carrier sells the label as the recall commits.
    await (
      await carrierFor(t.config)
    ).buyLabel({ shipmentId: buying.shipment_id, rateId: buying.rate_id, insuranceCents: 0 });
    expect((await recall(order)).code).toBe(200);
    await boughtReshipLabel(t, order.id);
    const label = await labelOfOrder(order);
    expect(label).toMatchObject({ status: 'refund_pending', failure_key: null });
    expect(label.tracking_number).toBeTruthy();
    expect((await asSeller(order.id)).label).toMatchObject({ status: 'refund_pending', cancelled: false });
  });

  // Last: it moves the carrier's clock two days on.
  it("a recall after the label was bought voids it at the carrier; the refund is the platform's", async () => {
    const order = await paid(1, ['pay']);
    await boughtReshipLabel(t, order.id);
    expect((await labelOfOrder(order)).status).toBe('purchased');
    const before = await ledger.balanceOf(db(), w.seller.id);
    expect((await recall(order)).code).toBe(200);
    // The recall's own job (the app's worker) voids it; running it again changes nothing.
    await expect
      .poll(async () => (await labelOfOrder(order)).status, { timeout: 20_000 })
      .toBe('refund_pending');
    await boughtReshipLabel(t, order.id);
    expect((await labelOfOrder(order)).status).toBe('refund_pending');
    const view = await asSeller(order.id);
    expect(view.label).toMatchObject({ status: 'refund_pending', cancelled: false });
    expect(view.label?.trackingNumber).toBeTruthy();
    // Every part of the seller's money came back with the recall.
    const paidCents = order.feeCents + order.storageCents + order.labelFeeCents;
    expect((await ledger.balanceOf(db(), w.seller.id)).availableCents).toBe(
      before.availableCents + paidCents,
    );

    advanceFileClock(clockFile, REFUND_SETTLE_MS + 60_000);
    await pollLabelRefunds(db(), t.config);
    const settled = await labelOfOrder(order);
    expect(settled).toMatchObject({ status: 'refunded', refund_entry_id: null });
    // The carrier's refund is not the seller's: no wallet entry, the balance as the recall left it.
    const refunds = await db()
      .selectFrom('ledger_entries')
      .select('id')
      .where('seller_id', '=', w.seller.id)
      .where('fee_type', '=', FeeType.labelRefund)
      .execute();
    expect(refunds).toHaveLength(0);
    expect((await ledger.balanceOf(db(), w.seller.id)).availableCents).toBe(
      before.availableCents + paidCents,
    );
    await ledgerInvariants(db(), [w.seller.id]);
  });
});
