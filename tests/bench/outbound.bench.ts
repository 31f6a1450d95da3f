/**
 * npm run bench:outbound: a benchmark, never a test. On each engine (PGlite in a temporary DATA_DIR;
 * PostgreSQL in a fresh schema when TEST_DATABASE_URL is set) it builds the app in-process, puts
 * 1,000 pairs of one seller on 50 shelves of one warehouse and makes 1,000 reship orders of one pair,
 * approved and paid through the routes, each label bought (not measured). Then it measures:
 *   - generate: POST /sys_ware_out_batch/generate of every waiting order, answered with the pick list
 *     in shelf order; baseline: the same orders and pairs read in shelf order as one bare SQL query;
 *   - pick and ship: a tablet's 2,000 queued ops (a pick of each pair, then the ship of its order,
 *     depending on the pick) through POST /api/warehouse/sync in batches of 500; baseline: the same
 *     batches sent again, all answered as duplicates (the sync protocol's own cost).
 * It then checks exactly-once: every pair out of the warehouse with one exit event, every order's holds
 * captured once, the batch fully outbound, the replay changing nothing.
 * Targets: generate <= 2 s on PostgreSQL; pick and ship <= 15 s on PGlite. BENCH_ORDERS scales it;
 * BENCH_ENGINE=pglite|postgres runs one engine.
 */
import os from 'node:os';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { BatchDetail } from '../../src/domain/outbound/batches';
import type { Engine } from '../../src/server/db/database';
import type { DB } from '../../src/server/db/schema';
import { anOutboundWorld, boughtReshipLabel, fund, outboundCalls, pairs } from '../fixtures/outbound';
import { Tablet } from '../fixtures/inbound';
import type { QueuedOp } from '../fixtures/inbound';
import { aRack, assignWarehouse, someShelves } from '../fixtures/warehouses';
import { call, createTestApp } from '../integration/support/test-app';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const SHELVES = 50;
const SYNC_BATCH = 500;
const SETUP_CONCURRENCY = 8;
const TARGET_GENERATE_MS = 2_000;
const TARGET_SHIP_S = 15;
const ADDRESS = { name: 'Bench Buyer', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** Runs `task` for every element with at most `limit` at once. */
async function pooled<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function must(r: { code: number; msg: string }, what: string): void {
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
}

/** Waits until the job worker has no queued or running job left. */
async function jobsDrained(db: Kysely<DB>): Promise<void> {
  for (;;) {
    const left = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runEngine(engine: Engine): Promise<string[]> {
  const t = await createTestApp(engine);
  try {
    const db = t.database.db;
    const w = await anOutboundWorld(t);
    await assignWarehouse(db, w.staff.id, w.ware.id);
    const calls = outboundCalls(t.app, w);

    // Setup: the pairs on shelves, one reship order each, approved and paid.
    const rack = await aRack(db, w.ware.id);
    const shelves = await someShelves(
      db,
      { id: rack.id, wareId: w.ware.id },
      Array.from({ length: SHELVES }, (_, i) => `S-${i + 1}`),
    );
    const oneIds = await pairs(db, ORDERS, w.seller.id, w.ware.id);
    for (let i = 0; i < SHELVES; i += 1) {
      const mine = oneIds.filter((_, n) => n % SHELVES === i);
      await db.updateTable('products').set({ shelf_id: shelves[i].id }).where('one_id', 'in', mine).execute();
    }
    const started = performance.now();
    await pooled(oneIds, SETUP_CONCURRENCY, async (oneId) => {
      const made = await calls.seller('/outbound/reship/create', { oneIds: [oneId], address: ADDRESS });
      must(made, 'create');
      const id = (made.data as { id: number }).id;
      const approved = await calls.admin('/outbound/approve', { id });
      must(approved, 'approve');
      // The quote: the transshipment fee, the storage fee to date and the carrier label.
      const quote = approved.data as { feeCents: number; storageCents: number; labelFeeCents: number };
      await fund(db, w.seller.id, quote.feeCents + quote.storageCents + quote.labelFeeCents);
      must(await calls.seller('/sys_prod/pay', undefined, { id: String(id), type: '4' }), 'pay');
      // The label purchase the pay queued (the simulator's carrier), run here instead of by the worker.
      await boughtReshipLabel(t, id);
    });
    const setupS = (performance.now() - started) / 1000;
    // The worker also runs the queued purchases (each finds its label bought): let it finish first.
    await jobsDrained(db);

    // Generate the batch of every waiting order (measured), then the same read as bare SQL.
    const warehouse = (path: string, body?: unknown) =>
      call(t.app, {
        url: `/api/warehouse${path}`,
        token: w.staff.token,
        body,
        headers: { wareId: String(w.ware.id) },
      });
    const g0 = performance.now();
    const generated = await warehouse('/sys_ware_out_batch/generate', {});
    const generateMs = performance.now() - g0;
    must(generated, 'generate');
    const batch = generated.data as BatchDetail;
    const b0 = performance.now();
    await sql`select o.id, o.odd_no, p.one_id, s.name from outbound_orders o
      join outbound_order_items i on i.order_id = o.id join products p on p.id = i.product_id
      left join shelves s on s.id = p.shelf_id
      where o.ware_id = ${w.ware.id} and o.kind = 4 and o.status = 4 and o.paid_state = 'held'
      order by s.name, p.one_id`.execute(db);
    const bareMs = performance.now() - b0;

    // Pick and ship through the sync (measured), then the same batches again (all duplicates).
    const tab = new Tablet(t.app, w.staff.token);
    const ops: QueuedOp[] = [];
    for (const line of batch.lines) {
      const pick = tab.op('outbound.pick', { wareId: w.ware.id, batchId: batch.id, oneId: line.oneId });
      const ship = tab.op(
        'outbound.ship',
        { wareId: w.ware.id, batchId: batch.id, orderId: line.orderId },
        { dependsOn: pick.opId },
      );
      ops.push(pick, ship);
    }
    const chunks: QueuedOp[][] = [];
    for (let i = 0; i < ops.length; i += SYNC_BATCH) chunks.push(ops.slice(i, i + SYNC_BATCH));
    const s0 = performance.now();
    let notApplied = 0;
    for (const chunk of chunks)
      notApplied += (await tab.sync(chunk)).filter((r) => r.status !== 'applied').length;
    const shipS = (performance.now() - s0) / 1000;
    const r0 = performance.now();
    let notDuplicate = 0;
    for (const chunk of chunks)
      notDuplicate += (await tab.sync(chunk)).filter((r) => r.status !== 'duplicate').length;
    const replayS = (performance.now() - r0) / 1000;

    // Exactly once.
    type Count = string | number;
    const facts = await sql<{ out: Count; exits: Count; holds: Count; captures: Count; twice: Count }>`
      select
        (select count(*) from products where shop_user_id = ${w.seller.id} and status = 6) as out,
        (select count(*) from product_events e join products p on p.one_id = e.one_id
          where p.shop_user_id = ${w.seller.id} and e.type = 11) as exits,
        (select count(*) from ledger_entries where seller_id = ${w.seller.id} and kind = 'hold') as holds,
        (select count(*) from ledger_entries where seller_id = ${w.seller.id} and kind = 'capture') as captures,
        (select count(*) from (select 1 from ledger_entries where seller_id = ${w.seller.id} and kind = 'capture'
          group by relation_ref, fee_type having count(*) > 1) twice) as twice`.execute(db);
    const f = facts.rows[0];
    const after = await warehouse(`/sys_ware_out_batch/get?id=${batch.id}`);
    const status = (after.data as BatchDetail).status;
    const once =
      Number(f.out) === ORDERS &&
      Number(f.exits) === ORDERS &&
      // Each order's parts (transshipment, label; storage when due): every hold captured, none twice.
      Number(f.captures) === Number(f.holds) &&
      Number(f.captures) >= 2 * ORDERS &&
      Number(f.twice) === 0 &&
      notApplied === 0 &&
      notDuplicate === 0 &&
      status === 5;

    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    return [
      `bench:outbound on ${engine}: ${ORDERS} reship orders of one pair on ${SHELVES} shelves (setup ${setupS.toFixed(1)} s); ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
      `    generate the batch and its pick list: ${generateMs.toFixed(0)} ms for ${batch.lines.length} pairs ` +
        `(bare SQL read of the same ${bareMs.toFixed(0)} ms, ratio ${(generateMs / bareMs).toFixed(1)})` +
        (engine === 'postgres'
          ? `; target <= ${TARGET_GENERATE_MS} ms: ${met(generateMs <= TARGET_GENERATE_MS)}`
          : ''),
      `    pick and ship ${ops.length} ops through the sync: ${shipS.toFixed(1)} s, ${(ops.length / shipS).toFixed(0)} ops/s ` +
        `(the replay, all duplicates: ${replayS.toFixed(1)} s, ratio ${(shipS / replayS).toFixed(1)})` +
        (engine === 'pglite' ? `; target <= ${TARGET_SHIP_S} s: ${met(shipS <= TARGET_SHIP_S)}` : ''),
      `    exactly once: ${f.out} pairs out, ${f.exits} exit events, ${f.captures} captures, batch status ${status}, ` +
        `${notApplied} ops not applied, ${notDuplicate} replayed ops not duplicates: ${once ? 'yes' : 'NO'}`,
    ];
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ENGINE as Engine | undefined;
  const engines: Engine[] = only
    ? [only]
    : process.env.TEST_DATABASE_URL
      ? ['pglite', 'postgres']
      : ['pglite'];
  for (const engine of engines) {
    try {
      console.log((await runEngine(engine)).join('\n'));
    } catch (error) {
      // A benchmark reports; it never fails the run.
      console.log(
        `bench:outbound on ${engine} could not run: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }
}

await main();
