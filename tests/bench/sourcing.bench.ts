/**
 * npm run bench:sourcing: a benchmark, never a test (issue 26's figures). On PostgreSQL (a fresh
 * schema of TEST_DATABASE_URL) and on PGlite (a temporary DATA_DIR), in-process.
 * 1. Price search: SNAPSHOTS price snapshots (1,000,000 on PostgreSQL, 100,000 on PGlite) of SKUS
 *    SKUs in 10 sizes on 3 marketplaces, spread evenly over the last 90 days, written with one SQL
 *    statement (setup). Measured, for the chart's 30 and 90 days: SEARCHES requests of POST
 *    /sourcing/price-search/sku for random SKUs through the route (in-process inject: validation,
 *    the two history queries, the windows), p50 and p95. Baseline: the index's own share, one bare
 *    count of the SKU's same days per request.
 *    Target: p95 <= 50 ms on PostgreSQL with 1,000,000 and <= 150 ms on PGlite with 100,000.
 * 2. The snapshot job over PAIRS SKU-size pairs (searched SKUs read in all 21 sizes the simulators
 *    have), SELLERS sellers connected to StockX, eBay and TikTok Shop through their consent pages; the
 *    simulators' clock lets the adapters' pace pass at once, so the run's simulated time is what it
 *    takes within the limits. Counted: calls per marketplace and 429s; the simulated minutes per
 *    marketplace (StockX paces 1 call a second per seller's token).
 */
import os from 'node:os';
import { sql } from 'kysely';
import { PortalId } from '../../src/domain/kernel/users';
import { MARKETPLACES } from '../../src/domain/listing/marketplaces';
import { PRICE_HISTORY_DAYS } from '../../src/domain/sourcing/price-search';
import type { Engine } from '../../src/server/db/database';
import {
  marketplaceSimulatorClockOf,
  marketplaceSimulatorOf,
} from '../../src/server/modules/listing/marketplace-connection';
import { snapshotRun } from '../../src/server/modules/sourcing/price-snapshots';
import { loggedInUser } from '../fixtures/users';
import setupTestDatabases from '../integration/global-setup';
import { aCrossListingSeller } from '../integration/support/listing-world';
import { call, createTestApp } from '../integration/support/test-app';

const SKUS = Number(process.env.BENCH_SKUS ?? 50);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);
const SELLERS = Number(process.env.BENCH_SELLERS ?? 10);
const SIZES = 10;
const HISTORY_SPAN_DAYS = 90;
const SIMULATED_SIZE_COUNT = 21;
const TARGET_MS: Record<Engine, number> = { postgres: 50, pglite: 150 };
const SNAPSHOTS: Record<Engine, number> = {
  postgres: Number(process.env.BENCH_SNAPSHOTS ?? 1_000_000),
  pglite: Number(process.env.BENCH_SNAPSHOTS_PGLITE ?? 100_000),
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function priceSearch(engine: Engine): Promise<string[]> {
  const t = await createTestApp(engine);
  try {
    const db = t.database.db;
    const seller = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Bench Seller' });
    const skus = Array.from({ length: SKUS }, (_, i) => `BENCH-PS-${String(i).padStart(3, '0')}`);
    await db
      .insertInto('skus')
      .values(
        skus.map((sku) => ({
          sku,
          brand: 'Bench',
          name: `Bench sneaker ${sku}`,
          sizes: '[]',
          image: '',
          status: 1,
        })),
      )
      .execute();
    const total = SNAPSHOTS[engine];
    // Each SKU, size and marketplace's snapshots spread evenly over the 90 days the chart reaches.
    const points = Math.ceil(total / (SKUS * SIZES * 3));
    const step = Math.max(1, Math.floor((HISTORY_SPAN_DAYS * 24) / points));
    const started = performance.now();
    await sql`
      insert into price_snapshots (sku, size, marketplace, lowest_ask_cents, highest_bid_cents, last_sale_cents, taken_at)
      select 'BENCH-PS-' || lpad((n % ${SKUS})::text, 3, '0'),
        (4 + (n / ${SKUS}) % ${SIZES})::text,
        (array['stockx','ebay','tiktok'])[1 + (n / ${SKUS * SIZES}) % 3],
        (15000 + (n * 7919) % 10000)::int, (14000 + (n * 104729) % 9000)::int, null,
        now() - make_interval(hours => ((n / ${SKUS * SIZES * 3}) * ${step})::int)
      from generate_series(0::bigint, ${total - 1}::bigint) as n`.execute(db);
    // What autovacuum does after the hourly runs' inserts: statistics and the visibility map (the
    // search's index-only scan).
    await sql`vacuum analyze price_snapshots`.execute(db);
    const setupS = (performance.now() - started) / 1000;
    const lines = [
      `${engine}: ${total} snapshots of ${SKUS} SKUs x ${SIZES} sizes x 3 marketplaces, one every ${step} hours over ${Math.round((points * step) / 24)} days (setup ${setupS.toFixed(1)} s)`,
    ];
    for (const historyDays of PRICE_HISTORY_DAYS) {
      const timings: number[] = [];
      const baseline: number[] = [];
      for (let i = 0; i < SEARCHES; i++) {
        const sku = skus[(i * 7) % SKUS];
        const at = performance.now();
        const answer = await call(t.app, {
          url: '/api/business/sourcing/price-search/sku',
          token: seller.token,
          body: { sku, timeZone: 'America/New_York', historyDays },
        });
        timings.push(performance.now() - at);
        if (answer.status !== 200) throw new Error(`search ${sku}: ${answer.msg}`);
        const b = performance.now();
        await sql`select count(*) from price_snapshots where sku = ${sku} and taken_at > now() - make_interval(days => ${historyDays + 1})`.execute(
          db,
        );
        baseline.push(performance.now() - b);
      }
      timings.sort((a, b) => a - b);
      baseline.sort((a, b) => a - b);
      const p95 = quantile(timings, 0.95);
      const verdict = p95 <= TARGET_MS[engine] ? 'met' : 'MISSED';
      lines.push(
        `  price search with ${historyDays} days of history, ${SEARCHES} requests: p50 ${quantile(timings, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target <= ${TARGET_MS[engine]} ms: ${verdict})`,
        `    baseline, a bare count of the SKU's ${historyDays + 1} days: p50 ${quantile(baseline, 0.5).toFixed(1)} ms, p95 ${quantile(baseline, 0.95).toFixed(1)} ms (search p95 / baseline p95 ${(p95 / quantile(baseline, 0.95)).toFixed(1)}x)`,
      );
    }
    return lines;
  } finally {
    await t.close();
  }
}

async function snapshotJob(engine: Engine): Promise<string[]> {
  const t = await createTestApp(engine);
  try {
    const db = t.database.db;
    for (let s = 0; s < SELLERS; s++) {
      const seller = await loggedInUser(t.app, db, {
        userType: PortalId.seller,
        realname: `Bench Seller ${s}`,
      });
      await aCrossListingSeller(t, seller, [...MARKETPLACES]);
    }
    const skuCount = Math.ceil(PAIRS / SIMULATED_SIZE_COUNT);
    await db
      .insertInto('price_watches')
      .values(Array.from({ length: skuCount }, (_, i) => ({ sku: `BENCH-SN-${String(i).padStart(4, '0')}` })))
      .execute();
    const calls = new Map<string, { calls: number; refused: number }>();
    const stops = [];
    for (const marketplace of MARKETPLACES) {
      const simulator = (await marketplaceSimulatorOf(t.config, marketplace))!;
      const count = { calls: 0, refused: 0 };
      calls.set(marketplace, count);
      stops.push(
        simulator.onCall((c) => {
          count.calls += 1;
          if (c.status === 429) count.refused += 1;
        }),
      );
    }
    const clock = marketplaceSimulatorClockOf(t.config);
    const simulatedStart = clock.now();
    const started = performance.now();
    const kept = await clock.passingWaits(() => snapshotRun(db, t.config));
    const wallS = (performance.now() - started) / 1000;
    const simulatedMin = (clock.now() - simulatedStart - (performance.now() - started)) / 60_000;
    for (const stop of stops) stop();
    const perMarketplace = MARKETPLACES.map((m) => {
      const c = calls.get(m)!;
      return `${m} ${kept[m]} snapshots, ${c.calls} calls, ${c.refused} answered 429`;
    });
    return [
      `${engine}: snapshot run over ${skuCount} searched SKUs x ${SIMULATED_SIZE_COUNT} sizes (${skuCount * SIMULATED_SIZE_COUNT} SKU-size pairs), ${SELLERS} sellers connected to each marketplace`,
      `  ${perMarketplace.join('; ')}`,
      `  wall time ${wallS.toFixed(1)} s; the paces waited on the simulators' clock: ${simulatedMin.toFixed(1)} simulated minutes (the run is hourly)`,
    ];
  } finally {
    await t.close();
  }
}

const engines: Engine[] = process.env.BENCH_ENGINE
  ? [process.env.BENCH_ENGINE as Engine]
  : process.env.TEST_DATABASE_URL
    ? ['postgres', 'pglite']
    : ['pglite'];
console.log(`bench:sourcing on ${os.cpus().length} cores, ${engines.join(' and ')}`);
// The run's migrated databases, as an integration run makes them (one template per engine).
process.env.TEST_ENGINES = engines.join(',');
const teardown = await setupTestDatabases();
try {
  for (const engine of engines) console.log((await priceSearch(engine)).join('\n'));
  console.log((await snapshotJob(engines[0])).join('\n'));
} finally {
  await teardown();
}
