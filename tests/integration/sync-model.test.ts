import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aForecast, aTrackingNumber, Tablet } from '../fixtures/inbound';
import type { InboundWorld, QueuedOp, SyncAnswer } from '../fixtures/inbound';
import { aRack, assignWarehouse, aWarehouse, someShelves } from '../fixtures/warehouses';
import { anInboundSuite } from '../fixtures/inbound-suite';
import { testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Model test of POST /sync: random op sequences on several tablets (receipts, inspections, shelvings,
 * forged warehouses, invalid input, ONE IDs of other devices, dependencies), delivered in random
 * interleavings across devices, in shuffled batches, with lost responses that make the tablet send
 * the same ops again. A plain sequential model decides each op; the server's answers and final state
 * must equal the model's.
 */
const DEVICES = 3;
const PARCELS = 3;
const LINE_QUANTITY = 2;
const LEASE = 3;
const NUM_RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 15);

type Intent =
  | { kind: 'receive'; parcel: number; forged: boolean }
  | { kind: 'inspect'; parcel: number; lease: number; foreign: boolean; afterReceipt: boolean }
  | { kind: 'shelve'; device: number; lease: number; shelf: number; at: number };

const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    parcel: fc.integer({ min: 0, max: PARCELS + 1 }),
    forged: fc.constantFrom(false, false, false, true),
  }),
  fc.record({
    kind: fc.constant('inspect' as const),
    parcel: fc.integer({ min: 0, max: PARCELS }),
    lease: fc.integer({ min: 0, max: LEASE - 1 }),
    foreign: fc.constantFrom(false, false, false, true),
    afterReceipt: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('shelve' as const),
    device: fc.integer({ min: 0, max: DEVICES - 1 }),
    lease: fc.integer({ min: 0, max: LEASE - 1 }),
    shelf: fc.integer({ min: 0, max: 3 }),
    at: fc.integer({ min: 0, max: 20 }),
  }),
);
/** A worker's usual flow: receive a parcel, inspect an item of it (after the receipt), shelve that item. */
const flowArb: fc.Arbitrary<Intent[]> = fc
  .record({
    parcel: fc.integer({ min: 0, max: PARCELS - 1 }),
    lease: fc.integer({ min: 0, max: LEASE - 1 }),
    shelf: fc.integer({ min: 0, max: 2 }),
    at: fc.integer({ min: 0, max: 20 }),
    device: fc.constantFrom(-1, -1, 0, 1, 2),
  })
  .map(({ parcel, lease, shelf, at, device }) => [
    { kind: 'receive', parcel, forged: false },
    { kind: 'inspect', parcel, lease, foreign: false, afterReceipt: true },
    // Mostly the item this tablet just inspected (-1), sometimes another tablet's: a cross-device move.
    { kind: 'shelve', device, lease, shelf, at },
  ]);
const deviceIntentsArb = fc
  .array(
    fc.oneof(
      flowArb,
      intentArb.map((i) => [i]),
    ),
    { maxLength: 6 },
  )
  .map((groups) => groups.flat());
const deliveryArb = fc.record({
  device: fc.integer({ min: 0, max: DEVICES - 1 }),
  count: fc.integer({ min: 1, max: 5 }),
  lost: fc.constantFrom(false, false, true),
  shuffle: fc.boolean(),
});
const scenarioArb = fc.record({
  intents: fc.array(deviceIntentsArb, { minLength: DEVICES, maxLength: DEVICES }),
  deliveries: fc.array(deliveryArb, { maxLength: 16 }),
});

type Run = {
  wareId: number;
  otherWareId: number;
  shelves: number[];
  logNos: string[];
  lineIds: number[];
  leases: string[][];
  tablets: Tablet[];
  packIds: number[];
};

/** The reference: what each op does, decided one op at a time in the order the server first sees it. */
class Model {
  parcel = new Map<string, number>();
  unforecast = new Set<string>();
  inspected = new Map<string, number>();
  products = new Map<string, { leasedTo: number; shelf: number | null; at: number; key: string }>();
  status = new Map<string, 'applied' | 'rejected'>();
  receipts = 0;
  inspections = 0;
  moves = 0;

  constructor(private readonly run: Run) {
    for (const logNo of run.logNos) {
      this.parcel.set(logNo, 1);
      this.inspected.set(logNo, 0);
    }
  }

  apply(device: number, op: QueuedOp): 'applied' | 'rejected' {
    if (op.dependsOn && this.status.get(op.dependsOn) !== 'applied') return 'rejected';
    const p = op.payload as Record<string, never>;
    if (p.wareId !== this.run.wareId) return 'rejected';
    if (op.type === 'receiveParcel') {
      const logNo = p.logNo as string;
      if (!/^\w{8,}$/.test(logNo)) return 'rejected';
      if (this.parcel.has(logNo)) {
        if (this.parcel.get(logNo) !== 1) return 'rejected';
        this.parcel.set(logNo, 2);
      } else {
        if (this.unforecast.has(logNo)) return 'rejected';
        this.unforecast.add(logNo);
      }
      this.receipts += 1;
      return 'applied';
    }
    if (op.type === 'inspectItem') {
      const logNo = p.logNo as string;
      const oneId = p.oneId as string;
      const status = this.parcel.get(logNo);
      if (status === undefined || status === 1) return 'rejected';
      if (this.products.has(oneId) || !this.run.leases[device].includes(oneId)) return 'rejected';
      if ((this.inspected.get(logNo) ?? 0) >= LINE_QUANTITY) return 'rejected';
      this.inspected.set(logNo, (this.inspected.get(logNo) ?? 0) + 1);
      if (this.inspected.get(logNo) === LINE_QUANTITY) this.parcel.set(logNo, 4);
      this.products.set(oneId, { leasedTo: device, shelf: null, at: 0, key: '' });
      this.inspections += 1;
      return 'applied';
    }
    const item = this.products.get(p.oneId as string);
    const shelf = p.shelfId as number;
    // The fourth shelf belongs to another warehouse.
    if (!item || !this.run.shelves.slice(0, 3).includes(shelf)) return 'rejected';
    if (item.shelf === shelf) return 'applied';
    const at = new Date(op.createdAt).getTime();
    const newer = item.shelf === null || at > item.at || (at === item.at && op.opId > item.key);
    if (!newer) return 'rejected';
    Object.assign(item, { shelf, at, key: op.opId });
    this.moves += 1;
    return 'applied';
  }
}

describe.each(testEngines())('sync engine model on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;

  anInboundSuite(engine, (suite) => {
    ({ t, w } = suite);
  });

  async function newRun(): Promise<Run> {
    const db = t.database.db;
    const ware = await aWarehouse(db);
    const other = await aWarehouse(db);
    const rack = await aRack(db, ware.id);
    const shelves = (await someShelves(db, { id: rack.id, wareId: ware.id }, ['M-01', 'M-02'])).map(
      (s) => s.id,
    );
    const [otherShelf] = await someShelves(db, { id: (await aRack(db, other.id)).id, wareId: other.id }, [
      'X-01',
    ]);
    for (const staff of [w.staff, w.staff2]) await assignWarehouse(db, staff.id, ware.id);
    const logNos: string[] = [];
    const packIds: number[] = [];
    for (let i = 0; i < PARCELS; i += 1) {
      const f = await aForecast(t.app, w.seller.token, {
        wareId: ware.id,
        items: [{ sku: w.sku.sku, size: '9', quantity: LINE_QUANTITY }],
      });
      logNos.push(f.logNos[0]);
      packIds.push(f.id);
    }
    const lines = await db
      .selectFrom('pack_items')
      .select(['id', 'pack_id'])
      .where('pack_id', 'in', packIds)
      .execute();
    const lineIds = packIds.map((id) => lines.find((l) => l.pack_id === id)?.id ?? 0);
    const tablets = Array.from(
      { length: DEVICES },
      (_, d) => new Tablet(t.app, d === 1 ? w.staff2.token : w.staff.token),
    );
    const leases = [];
    for (const tablet of tablets) leases.push(await tablet.lease(ware.id, LEASE));
    return {
      wareId: ware.id,
      otherWareId: other.id,
      shelves: [...shelves, -2, otherShelf.id],
      logNos,
      lineIds,
      leases,
      tablets,
      packIds,
    };
  }

  /** The ops a tablet queues for its intents (unknown and invalid tracking numbers included). */
  function queue(run: Run, device: number, intents: Intent[], unknownLogNo: string): QueuedOp[] {
    const tablet = run.tablets[device];
    const base = Date.now() - 3_600_000;
    const ops: QueuedOp[] = [];
    let lastReceipt: string | undefined;
    for (const intent of intents) {
      if (intent.kind === 'receive') {
        const logNo =
          intent.parcel < PARCELS
            ? run.logNos[intent.parcel]
            : intent.parcel === PARCELS
              ? unknownLogNo
              : 'BAD!';
        const op = tablet.op('receiveParcel', {
          wareId: intent.forged ? run.otherWareId : run.wareId,
          logNo,
        });
        lastReceipt = op.opId;
        ops.push(op);
      } else if (intent.kind === 'inspect') {
        const logNo = intent.parcel < PARCELS ? run.logNos[intent.parcel] : unknownLogNo;
        const owner = intent.foreign ? (device + 1) % DEVICES : device;
        const payload = {
          wareId: run.wareId,
          logNo,
          packItemId: run.lineIds[intent.parcel] ?? run.lineIds[0],
          grade: 1,
          oneId: run.leases[owner][intent.lease],
        };
        ops.push(
          tablet.op('inspectItem', payload, { dependsOn: intent.afterReceipt ? lastReceipt : undefined }),
        );
      } else {
        const owner = intent.device < 0 ? device : intent.device;
        const payload = {
          wareId: run.wareId,
          oneId: run.leases[owner][intent.lease],
          shelfId: run.shelves[intent.shelf],
        };
        ops.push(tablet.op('shelveItem', payload, { at: new Date(base + intent.at * 1000) }));
      }
    }
    return ops;
  }

  it('ends in the state of a sequential model, whatever the interleaving, duplicates and lost responses', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ intents, deliveries }) => {
        const run = await newRun();
        const model = new Model(run);
        const unknownLogNo = aTrackingNumber();
        const queues = intents.map((list, d) => queue(run, d, list, unknownLogNo));
        const acked = queues.map(() => 0);
        const deviceOf = new Map(queues.flatMap((ops, d) => ops.map((op) => [op.opId, d] as const)));

        async function deliver(d: number, count: number, lost: boolean, shuffle: boolean) {
          const batch = queues[d].slice(acked[d], acked[d] + count);
          if (batch.length === 0) return;
          const sent = shuffle ? [...batch].reverse() : batch;
          const r = await run.tablets[d].syncRaw(sent);
          expect(r.code, r.msg).toBe(200);
          for (const res of (r.data as SyncAnswer).results) {
            const op = batch.find((o) => o.opId === res.opId) as QueuedOp;
            const known = model.status.get(op.opId);
            if (known) {
              expect(res, `replay of ${op.type}`).toMatchObject({ status: 'duplicate', original: known });
            } else {
              const expected = model.apply(deviceOf.get(op.opId) ?? d, op);
              model.status.set(op.opId, expected);
              expect(res.status, `${op.type} ${JSON.stringify(op.payload)}: ${res.reason ?? ''}`).toBe(
                expected,
              );
            }
          }
          if (!lost) acked[d] += batch.length;
        }

        for (const step of deliveries) await deliver(step.device, step.count, step.lost, step.shuffle);
        for (let d = 0; d < DEVICES; d += 1)
          while (acked[d] < queues[d].length) await deliver(d, 4, false, false);
        // Everything sent once more: all duplicates, nothing applied twice.
        for (let d = 0; d < DEVICES; d += 1) {
          acked[d] = 0;
          await deliver(d, queues[d].length, false, true);
        }
        await expectServerState(run, model);
      }),
      { numRuns: NUM_RUNS },
    );
    // About 15 s on an idle machine; the margin is for a busy CI runner.
  }, 120_000);

  async function expectServerState(run: Run, model: Model): Promise<void> {
    const db = t.database.db;
    const parcels = await db
      .selectFrom('parcels')
      .select(['log_no', 'status', 'pack_id'])
      .where('ware_id', '=', run.wareId)
      .execute();
    for (const logNo of run.logNos)
      expect(parcels.find((p) => p.log_no === logNo)?.status, logNo).toBe(model.parcel.get(logNo));
    expect(parcels.filter((p) => p.pack_id === null).map((p) => p.log_no)).toEqual([...model.unforecast]);
    const packs = await db
      .selectFrom('packs')
      .select(['id', 'status'])
      .where('id', 'in', run.packIds)
      .orderBy('id')
      .execute();
    expect(packs.map((p) => p.status)).toEqual(
      run.logNos.map((n) => (model.parcel.get(n) === 1 ? 1 : model.parcel.get(n))),
    );
    const products = await db
      .selectFrom('products')
      .select(['one_id', 'shelf_id'])
      .where('ware_id', '=', run.wareId)
      .execute();
    expect(Object.fromEntries(products.map((p) => [p.one_id, p.shelf_id]))).toEqual(
      Object.fromEntries([...model.products].map(([oneId, p]) => [oneId, p.shelf])),
    );
    const events = await db
      .selectFrom('product_events')
      .select('type')
      .where('ware_id', '=', run.wareId)
      .execute();
    const count = (type: number) => events.filter((e) => e.type === type).length;
    expect([count(15), count(1), count(8)]).toEqual([model.receipts, model.inspections, model.moves]);
    const ops = await db
      .selectFrom('sync_ops')
      .select(['op_id', 'status'])
      .where('op_id', 'in', [...model.status.keys(), 'none'])
      .execute();
    expect(Object.fromEntries(ops.map((o) => [o.op_id, o.status]))).toEqual(Object.fromEntries(model.status));
  }
});
