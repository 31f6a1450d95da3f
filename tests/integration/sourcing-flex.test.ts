import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEX_STATUS_CODE } from '../../src/domain/sourcing/flex';
import type { FlexOutcome } from '../../src/domain/sourcing/flex';
import type {
  FlexPairsAnswer,
  FlexShipmentDetail,
  FlexShipmentRow,
} from '../../src/domain/sourcing/flex-shipments';
import { createFileStore } from '../../src/server/http/file-store';
import { stockxFlexFeedOf } from '../../src/server/modules/listing/market-reading';
import { FLEX_INBOUND_ADDRESS } from '../../src/server/modules/listing/marketplaces/stockx/simulator/simulated-flex';
import { FLEX_SIMULATOR_OPERATOR, readFlexFeed } from '../../src/server/modules/sourcing/flex-feed-job';
import { runFlexLabel } from '../../src/server/modules/sourcing/flex-label-job';
import { batchWorld } from '../fixtures/outbound-batches';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { someProducts } from '../fixtures/stock';
import { assignWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Flex shipments (issue 26 point 5) through the routes, on the outbound engine: a seller's shipment
 * made once per request key, refused whole for pairs of two warehouses, another seller's pair, a
 * taken or unqualified pair; an admin's review in Audit/StockXFlex; the box label bought through the
 * labels adapter to the address the program (StockX's simulated Flex feed) gave; the box leaving
 * through an outbound batch; the program's steps read from its feed; the seller's cancel freeing the
 * pairs.
 */

const DAY = 86_400_000;

describe.each(testEngines())('flex shipments on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  const db = () => t.database.db;
  const env = () => ({
    db: db(),
    config: t.config,
    files: createFileStore(t.config.dataDir),
    log: t.app.log,
  });

  const flags = (id: number, flex: boolean) =>
    call(t.app, {
      url: '/api/admin/account/business/flags',
      token: w.root,
      body: { id, knetCrossListing: false, touchPro: false, flex },
    });
  const create = (items: { oneId: string; askCents: number }[], requestKey?: string, as = calls.seller) =>
    as('/sourcing/flex/create', { items, ...(requestKey ? { requestKey } : {}) });
  const detail = async (oddNo: string, as = calls.seller) => {
    const r = await as('/sourcing/flex/get', undefined, { oddNo });
    expect(r.code, r.msg).toBe(200);
    return r.data as FlexShipmentDetail;
  };
  const step = (id: number, action: string, reason?: string) =>
    calls.admin('/sourcing/flex/step', { id, action, ...(reason === undefined ? {} : { reason }) });
  const itemStatuses = async (oneIds: string[]) =>
    (await db().selectFrom('products').select('status').where('one_id', 'in', oneIds).execute()).map(
      (r) => r.status,
    );
  const eventsOf = (oneIds: string[], type: number) =>
    db()
      .selectFrom('product_events')
      .select(['one_id', 'out_type', 'flow_status', 'operator_name'])
      .where('one_id', 'in', oneIds)
      .where('type', '=', type)
      .orderBy('id')
      .execute();
  const counts = async () => ({
    orders: Number(
      (
        await db()
          .selectFrom('outbound_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    shipments: Number(
      (
        await db()
          .selectFrom('flex_shipments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const asks = (oneIds: string[], askCents = 25_000) => oneIds.map((oneId) => ({ oneId, askCents }));

  /** The shipment approved, its box label bought (the job, run now: the worker may run it too, it buys once). */
  async function approve(shipment: FlexShipmentDetail): Promise<FlexShipmentDetail> {
    const r = await step(shipment.id, 'approve');
    expect(r.code, r.msg).toBe(200);
    await runFlexLabel(env(), shipment.id, w.seller.id);
    return detail(shipment.oddNo);
  }

  async function approved(oneIds: string[]): Promise<FlexShipmentDetail> {
    const made = await create(asks(oneIds));
    expect(made.code, made.msg).toBe(200);
    return approve(made.data as FlexShipmentDetail);
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    await assignWarehouse(db(), w.staff.id, w.ware.id);
    expect((await flags(w.seller.id, true)).code).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes shipments for sellers with the flex flag only; lists their qualified available pairs per warehouse', async () => {
    const here = await pairs(db(), 3, w.seller.id, w.ware.id);
    await pairs(db(), 1, w.seller.id, w.otherWare.id);
    await someProducts(db(), 1, { shopUserId: w.seller.id, wareId: w.ware.id, checkResult: 3 });
    const [theirs] = await pairs(db(), 1, w.seller2.id, w.ware.id);
    const refused = await create(asks([theirs]), undefined, calls.seller2);
    expect(refused.status).toBe(403);
    expect(refused.msg).toMatch(/Flex program is not on/);
    expect(await itemStatuses([theirs])).toEqual([1]);
    const r = await calls.seller('/sourcing/flex/pairs', { keyword: here[0] });
    expect(r.code, r.msg).toBe(200);
    const answer = r.data as FlexPairsAnswer;
    expect(answer.warehouses).toEqual([
      { wareId: w.ware.id, wareName: expect.any(String), pairs: 3 },
      { wareId: w.otherWare.id, wareName: expect.any(String), pairs: 1 },
    ]);
    expect(answer.wareId).toBe(w.ware.id);
    expect(answer.data.map((p) => p.oneId)).toEqual([here[0]]);
  });

  it('makes a shipment once per request key: pending create, its pairs held with event 16; a resend answers the same', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const first = await create(asks(oneIds), 'flex-create-key-1');
    expect(first.code, first.msg).toBe(200);
    const again = await create(asks(oneIds), 'flex-create-key-1');
    expect(again.code, again.msg).toBe(200);
    const shipment = first.data as FlexShipmentDetail;
    expect((again.data as FlexShipmentDetail).oddNo).toBe(shipment.oddNo);
    expect(shipment).toMatchObject({
      state: 'PENDING_CREATE',
      pairs: 2,
      askCents: 50_000,
      actions: ['cancel'],
    });
    expect(shipment.oddNo).toMatch(/^FX\d{8}$/);
    expect(await itemStatuses(oneIds)).toEqual([3, 3]);
    expect(await eventsOf(oneIds, 16)).toHaveLength(2);
    expect(shipment.history).toEqual([
      expect.objectContaining({ state: 'PENDING_CREATE', eventType: 16, pairs: 2 }),
    ]);
    const asAdmin = await detail(shipment.oddNo, calls.admin);
    expect(asAdmin.actions).toEqual(['approve', 'cancel']);
  });

  it('refuses pairs of two warehouses, another seller, a taken or unqualified pair, a low ask: nothing changes', async () => {
    const [here] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const [there] = await pairs(db(), 1, w.seller.id, w.otherWare.id);
    const [theirs] = await pairs(db(), 1, w.seller2.id, w.ware.id);
    const [unqualified] = await someProducts(db(), 1, {
      shopUserId: w.seller.id,
      wareId: w.ware.id,
      checkResult: 3,
    });
    const taken = (await pairs(db(), 1, w.seller.id, w.ware.id))[0];
    expect((await create(asks([taken]))).code).toBe(200);
    const before = await counts();

    const mixed = await create(asks([here, there]), 'flex-create-mixed');
    expect(mixed.status).toBe(409);
    expect(mixed.msg).toMatch(/one warehouse/);
    const names = await db()
      .selectFrom('warehouses')
      .select('name')
      .where('id', 'in', [w.ware.id, w.otherWare.id])
      .execute();
    for (const { name } of names) expect(mixed.msg).toContain(name);
    const other = await create(asks([here, theirs]));
    expect(other.status).toBe(404);
    const busy = await create(asks([here, taken]));
    expect(busy.status).toBe(409);
    expect(busy.msg).toContain(taken);
    const unfit = await create(asks([here, unqualified]));
    expect(unfit.status).toBe(409);
    expect(unfit.msg).toContain(unqualified);
    const low = await create([{ oneId: here, askCents: 999 }]);
    expect(low.status).toBe(400);
    expect(low.msg).toMatch(/askCents/);

    expect(await counts()).toEqual(before);
    expect(await itemStatuses([here, there, theirs, unqualified])).toEqual([1, 1, 1, 1]);
    // The key of a refused request is not spent: the same key makes the shipment once the pairs are right.
    expect((await create(asks([here]), 'flex-create-mixed')).code).toBe(200);
  });

  it('is reviewed in Audit/StockXFlex only; a cancel says why; approval buys the box label to the program', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const shipment = (await create(asks(oneIds))).data as FlexShipmentDetail;
    expect((await calls.admin('/outbound/approve', { id: shipment.id })).status).toBe(404);
    const noReason = await step(shipment.id, 'cancel');
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toMatch(/reason/);
    expect((await step(shipment.id, 'list')).status).toBe(409);

    const ready = await approve(shipment);
    expect(ready).toMatchObject({ state: 'READY_TO_SHIP', feed: 'simulator', labelProblem: null });
    expect(ready.shipTo).toMatchObject({
      street1: FLEX_INBOUND_ADDRESS.street1,
      zip: FLEX_INBOUND_ADDRESS.zip,
    });
    expect(ready.programRef).toEqual(expect.any(String));
    expect(ready.label).toMatchObject({ status: 'purchased', trackingNumber: expect.any(String) });
    const label = await db()
      .selectFrom('shipping_labels')
      .select(['to_address', 'hold_entry_id', 'seller_id'])
      .where('idempotency_key', '=', `flex:${ready.oddNo}`)
      .executeTakeFirstOrThrow();
    expect(label.to_address).toMatchObject({ street1: FLEX_INBOUND_ADDRESS.street1 });
    // The program pays the box's way in: no hold on the seller's wallet.
    expect(label.hold_entry_id).toBeNull();
    const files = await db()
      .selectFrom('outbound_order_items')
      .select('label_file')
      .where('order_id', '=', ready.id)
      .execute();
    expect(files.every((f) => f.label_file !== '')).toBe(true);
    expect(await itemStatuses(oneIds)).toEqual([3, 3]);
  });

  it('leaves through an outbound batch, and the program moves it on from its feed, step by step', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const ready = await approved(oneIds);
    const b = batchWorld(t, w);
    const batch = await b.generate([ready.id]);
    const tablet = b.tablet();
    const results = await tablet.sync([
      ...oneIds.map((oneId) => b.pick(tablet, batch.id, oneId)),
      b.ship(tablet, batch.id, { orderId: ready.id }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const shipped = await detail(ready.oddNo);
    expect(shipped).toMatchObject({ state: 'SHIPPING', batchNo: batch.batchNo, actions: [] });
    expect(await itemStatuses(oneIds)).toEqual([6, 6]);
    expect((await eventsOf(oneIds, 11)).map((e) => e.out_type)).toEqual([16, 16]);

    await readFlexFeed(env());
    const told = await db()
      .selectFrom('flex_shipments')
      .select('program_shipped_at')
      .where('order_id', '=', ready.id)
      .executeTakeFirstOrThrow();
    expect(told.program_shipped_at).not.toBeNull();
    const feed = await stockxFlexFeedOf(t.config);
    feed?.simulator.plan(ready.oddNo, 'listed');
    feed?.simulator.backdate(ready.oddNo, 5 * DAY);
    await readFlexFeed(env());
    await readFlexFeed(env());
    const listed = await detail(ready.oddNo);
    expect(listed.state).toBe('LISTED');
    const programSteps: FlexOutcome[] = ['IN_TRANSIT', 'DELIVERED', 'RECEIVED', 'AUTHENTICATING', 'LISTED'];
    expect(listed.history.map((h) => h.state)).toEqual([
      'PENDING_CREATE',
      'READY_TO_SHIP',
      'SHIPPING',
      ...programSteps,
    ]);
    const results1612 = await eventsOf(oneIds, 1612);
    const fromProgram = results1612.filter((e) => e.operator_name === FLEX_SIMULATOR_OPERATOR);
    expect(fromProgram.map((e) => e.flow_status)).toEqual(
      programSteps.flatMap((s) => [FLEX_STATUS_CODE[s], FLEX_STATUS_CODE[s]]),
    );
    expect((await calls.seller('/sourcing/flex/cancel', { id: ready.id })).status).toBe(409);
  });

  it('a box the program cannot find is set by an admin; corrections follow the machine only', async () => {
    const oneIds = await pairs(db(), 1, w.seller.id, w.ware.id);
    const ready = await approved(oneIds);
    const early = await step(ready.id, 'pickUp');
    expect(early.status).toBe(409);
    expect(early.msg).toMatch(/Ready to ship/);
    expect((await step(ready.id, 'ship')).code).toBe(200);
    await readFlexFeed(env());
    const feed = await stockxFlexFeedOf(t.config);
    feed?.simulator.plan(ready.oddNo, 'notReceived');
    feed?.simulator.backdate(ready.oddNo, 3 * DAY);
    await readFlexFeed(env());
    const lost = await detail(ready.oddNo, calls.admin);
    expect(lost.state).toBe('NOT_RECEIVED');
    expect(lost.actions).toEqual(['receive', 'returnToSeller']);
    const back = await step(ready.id, 'returnToSeller');
    expect(back.code, back.msg).toBe(200);
    expect((back.data as FlexShipmentDetail).state).toBe('RETURNED');
  });

  it("a seller cancels before the box leaves: the pairs are free, a bought label voided; another seller's is not found", async () => {
    const [oneId] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const ready = await approved([oneId]);
    expect((await flags(w.seller2.id, true)).code).toBe(200);
    expect((await calls.seller2('/sourcing/flex/cancel', { id: ready.id })).status).toBe(404);
    expect((await calls.seller2('/sourcing/flex/get', undefined, { oddNo: ready.oddNo })).status).toBe(404);
    const r = await calls.seller('/sourcing/flex/cancel', { id: ready.id });
    expect(r.code, r.msg).toBe(200);
    expect((r.data as FlexShipmentDetail).state).toBe('cancelled');
    expect(await itemStatuses([oneId])).toEqual([1]);
    await runFlexLabel(env(), ready.id, w.seller.id);
    const label = await detail(ready.oddNo);
    expect(label.label?.status).toMatch(/^refund_/);
    // The pair may go again at once.
    expect((await create(asks([oneId]))).code).toBe(200);
  });

  it('lists the shipments by state and number, the seller its own and the admin every seller', async () => {
    const mine = await calls.seller('/sourcing/flex/list', { state: 'LISTED' });
    const rows = (mine.data as { data: FlexShipmentRow[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.state === 'LISTED')).toBe(true);
    const byNumber = await calls.seller('/sourcing/flex/list', { keyword: rows[0].oddNo });
    expect((byNumber.data as { totalCount: number }).totalCount).toBe(1);
    expect(((await calls.seller2('/sourcing/flex/list', {})).data as { totalCount: number }).totalCount).toBe(
      0,
    );
    const all = await calls.admin('/sourcing/flex/list', { seller: 'Outbound Seller', pageSize: 100 });
    expect(
      (all.data as { data: FlexShipmentRow[] }).data.every((row) => row.shopInfo.id === w.seller.id),
    ).toBe(true);
    expect((await calls.seller('/sourcing/flex/list', { state: 'LOST' })).status).toBe(400);
  });
});
