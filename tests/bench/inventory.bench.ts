/**
 * npm run bench:inventory: a benchmark, never a test. On each engine (PGlite in a temporary DATA_DIR;
 * PostgreSQL in a fresh schema when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) it seeds
 * BENCH_ITEMS items (default 100,000 on PGlite, 1,000,000 on PostgreSQL) with one INSERT ... SELECT
 * generate_series per batch, spread over 8 sellers (the measured one owns a quarter), 3 warehouses,
 * every inventory status, 2,000 SKUs and 12 brands. It runs the service queries (listItems: the tab
 * counts and the page, no HTTP, no login, no JSON) 16-way concurrent through the app's pool; then,
 * with the database closed, it starts the built server on the same data as a child process (the
 * load generator apart from the server, as in production) and drives POST /api/business/inventory/list
 * with autocannon, 16 connections, the same mix of tabs and SKU contains-filters on pages 1-3. It
 * prints p50/p95 of both and their ratio, and the single-call time of the seller summary and the
 * admin overview.
 * Targets: p95 <= 50 ms on PostgreSQL (1,000,000) and <= 150 ms on PGlite (100,000), ratio <= 1.5.
 * BENCH_ENGINE=pglite|postgres runs one engine; BENCH_DURATION (s, default 10); BENCH_KEEP_SCHEMA=true
 * keeps the seeded PostgreSQL schema and the PGlite DATA_DIR (both printed) to study them afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { PortalId } from '../../src/domain/kernel/users';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import type { AppConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import type { Database, Engine } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import type { AuthedContext } from '../../src/server/http/context';
import { listItems } from '../../src/server/modules/inventory/item-lists';
import { createUser } from '../fixtures/users';
import {
  ensureServerBuild,
  logInOverHttp,
  startServerProcess,
  stopServerProcess,
  urlInSchema,
} from './support/server-process';

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SELLERS = 8;
const BATCH = 100_000;
const TARGET_P95_MS: Record<Engine, number> = { postgres: 50, pglite: 150 };
const TARGET_RATIO = 1.5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Status shares in percent (most stock is available or gone; the rest spread over the other tabs). */
const STATUS_SHARES: [number, number][] = [
  [1, 55],
  [6, 25],
  [2, 5],
  [3, 3],
  [4, 2],
  [7, 2],
  [9, 3],
  [10, 2],
  [12, 3],
];

type Request = Record<string, unknown>;
type Latencies = { p50: number; p95: number; count: number; failures: number };

function percentiles(ms: number[], failures: number): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), count: sorted.length, failures };
}

/** Sellers, warehouses and items: the measured seller first. */
async function seed(
  db: Kysely<DB>,
  items: number,
): Promise<{ sellerId: number; seller: { username: string; password: string } }> {
  const sellers = [];
  for (let i = 0; i < SELLERS; i += 1)
    sellers.push(await createUser(db, { userType: PortalId.seller, password: 'bench-password-1' }));
  const wares = [];
  for (const name of ['Bench NJ', 'Bench LA', 'Bench HK']) {
    wares.push(
      (
        await db
          .insertInto('warehouses')
          .values({ name, level: 1, address: '', status: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const sellerIds = sql.raw(`array[${sellers.map((s) => s.id).join(',')}]`);
  const wareIds = sql.raw(`array[${wares.join(',')}]`);
  let edge = 0;
  const statusCase = sql.raw(
    `case ${STATUS_SHARES.map(([s, share]) => `when (g::bigint * 7919) % 100 < ${(edge += share)} then ${s}`).join(' ')} else 1 end`,
  );
  for (let done = 0; done < items; done += BATCH) {
    const n = Math.min(BATCH, items - done);
    // k: the SKU (one of 2,000), spread by a multiplicative hash so neighbours differ.
    await sql`
      insert into products (one_id, shop_user_id, ware_id, sku, brand, name, size, cost_cents, supply, status, check_result, gmt_in, gmt_out)
      select (900000000 + g)::text,
        case when g % 4 = 0 then (${sellerIds})[1] else (${sellerIds})[2 + (g / 4) % ${SELLERS - 1}] end,
        (${wareIds})[1 + (g / 7) % 3],
        (array['DD','CW','FQ','DH','CT','AQ','BQ','DZ','FB','GZ','HP','ID','IE','JR','KA','LM','MR','NB','U9','GW'])[1 + k % 20]
          || lpad(((k * 37) % 10000)::text, 4, '0') || '-' || lpad(((k * 13) % 1000)::text, 3, '0'),
        (array['Nike','Adidas','Jordan','New Balance','Asics','Puma','Vans','Converse','Reebok','Salomon','On','Hoka'])[1 + k % 12],
        'Model ' || k || ' sneaker', (6 + g % 7)::text, 5000 + (g % 500) * 10, 'Bench',
        s, 1, now() - ((g % 730) * interval '1 day'), case when s = 6 then now() - ((g % 30) * interval '1 day') end
      from (select g, ((g::bigint * 2654435761) % 2000)::int as k, ${statusCase} as s
            from generate_series(${done}::int, ${done + n - 1}::int) as g) x`.execute(db);
  }
  // A live database is vacuumed by autovacuum (visibility map set, so the count scans stay in the
  // indexes); measuring while it catches up with a million fresh rows would time the vacuum instead.
  await sql`vacuum analyze`.execute(db);
  return { sellerId: sellers[0].id, seller: sellers[0] };
}

/** The request mix: tabs alone and with SKU contains-filters (parts of real SKUs), pages 1-3. */
async function requestMix(db: Kysely<DB>, sellerId: number): Promise<Request[]> {
  const skus = await sql<{ sku: string }>`
    select distinct sku from products where shop_user_id = ${sellerId} order by sku limit 2000`.execute(db);
  const pick = (i: number) => skus.rows[(i * 397) % skus.rows.length].sku;
  const mix: Request[] = [];
  for (let i = 0; i < 12; i += 1) {
    const pageNo = 1 + (i % 3);
    const page = { pageNo, pageSize: 20 };
    mix.push(
      { ...page },
      { ...page, statusList: [1] },
      { ...page, statusList: [9, 10] },
      { ...page, statusList: [1], sku: pick(i).slice(0, 6) },
      { ...page, sku: pick(i + 50).slice(2, 6) },
      { ...page, statusList: [6], sku: pick(i + 99).slice(0, 10) },
    );
  }
  return mix;
}

function viaHttp(base: string, token: string, mix: Request[]): Promise<Latencies> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: '/api/business/inventory/list',
            headers: { 'content-type': 'application/json', token },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(mix[next++ % mix.length]) }),
          },
        ],
      },
      (err) => (err ? reject(err) : resolve(percentiles(times, failures))),
    );
    instance.on('response', (_client, status, _bytes, ms) =>
      status === 200 ? times.push(ms) : (failures += 1),
    );
  });
}

/** The same service queries, 16 callers at a time, through the app's own pool (no HTTP, no login). */
async function direct(
  db: Kysely<DB>,
  config: AppConfig,
  sellerId: number,
  mix: Request[],
): Promise<Latencies> {
  const ctx = { db, config, lang: 'en_us', user: { id: sellerId } } as unknown as AuthedContext;
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const until = performance.now() + DURATION_S * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await listItems(ctx, { shopUserId: sellerId, staffView: false }, mix[next++ % mix.length]);
        times.push(performance.now() - started);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return percentiles(times, failures);
}

async function singleCallMs(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  times = 10,
): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? '{}' : undefined,
    });
    const body = (await r.json()) as { code: number };
    if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
    ms.push(performance.now() - started);
  }
  return percentiles(ms, 0).p50;
}

async function runEngine(engine: Engine): Promise<void> {
  const items = Number(process.env.BENCH_ITEMS ?? (engine === 'postgres' ? 1_000_000 : 100_000));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-inventory-'));
  const schema = `bench_inv_${crypto.randomBytes(4).toString('hex')}`;
  const databaseUrl = engine === 'postgres' && PG_URL ? urlInSchema(PG_URL, schema) : undefined;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'root',
    ADMIN_PASSWORD: 'bench-admin-password-1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  const config = loadConfig(env);
  const open = () =>
    openDatabase({
      dataDir,
      databaseUrl: databaseUrl && PG_URL,
      schema: databaseUrl && schema,
      poolSize: config.databasePoolSize,
    });
  let database: Database | undefined = await open();
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await migrateToLatest(database.db);
    await bootstrapAccounts(database.db, config);
    const seeded = performance.now();
    const { sellerId, seller } = await seed(database.db, items);
    const seedS = (performance.now() - seeded) / 1000;
    const mix = await requestMix(database.db, sellerId);
    const own = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_user_id', '=', sellerId)
      .executeTakeFirstOrThrow();
    // Warm-up: plans, prepared statements and caches, the same for both runs.
    const ctx = { db: database.db, config, lang: 'en_us' } as unknown as AuthedContext;
    for (const body of mix) await listItems(ctx, { shopUserId: sellerId, staffView: false }, body);
    const plain = await direct(database.db, config, sellerId, mix);
    // The embedded database has one owner at a time: the server takes the data over.
    await database.close();
    database = undefined;
    server = await startServerProcess({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const token = await logInOverHttp(server.base, 'business', seller);
    const adminToken = await logInOverHttp(server.base, 'admin', {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    });
    for (const body of mix) {
      await fetch(`${server.base}/api/business/inventory/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
    }
    const http = await viaHttp(server.base, token, mix);
    const summary = await singleCallMs(server.base, 'GET', '/api/business/inventory/summary', token);
    const overview = await singleCallMs(server.base, 'POST', '/api/admin/stock/overview', adminToken);
    const target = TARGET_P95_MS[engine];
    const ratio = http.p95 / plain.p95;
    console.log(
      [
        `bench:inventory on ${engine}: ${items.toLocaleString()} items (seeded in ${seedS.toFixed(1)} s), the seller owns ${Number(own.n).toLocaleString()}; ` +
          `load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')} on ${os.cpus().length} cores`,
        `  POST /inventory/list, ${CONNECTIONS} connections, ${DURATION_S} s, ${mix.length} tab/SKU-filter/page mixes`,
        `    via HTTP        p50 ${http.p50.toFixed(1)} ms  p95 ${http.p95.toFixed(1)} ms  (${http.count} calls, ${http.failures} failed; target p95 <= ${target} ms: ${http.p95 <= target ? 'met' : 'NOT met'})`,
        `    service direct  p50 ${plain.p50.toFixed(1)} ms  p95 ${plain.p95.toFixed(1)} ms  (${plain.count} calls, ${plain.failures} failed)`,
        `    ratio p95 HTTP / direct  ${ratio.toFixed(2)}  (target <= ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`,
        `  GET /inventory/summary    ${summary.toFixed(1)} ms per call (median of 10, one at a time)`,
        `  POST /stock/overview      ${overview.toFixed(1)} ms per call (median of 10, one at a time)`,
      ].join('\n'),
    );
  } finally {
    if (server) await stopServerProcess(server.child);
    if (engine === 'postgres' && process.env.BENCH_KEEP_SCHEMA === 'true') {
      console.log(`  kept PostgreSQL schema ${schema} (BENCH_KEEP_SCHEMA)`);
    } else if (engine === 'postgres') {
      database ??= await open();
      await sql`drop schema if exists ${sql.raw(schema)} cascade`.execute(database.db).catch(() => undefined);
    }
    await database?.close();
    if (engine === 'pglite' && process.env.BENCH_KEEP_SCHEMA === 'true')
      console.log(`  kept PGlite DATA_DIR ${dataDir} (BENCH_KEEP_SCHEMA)`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureServerBuild();
  const only = process.env.BENCH_ENGINE as Engine | undefined;
  const engines: Engine[] = only ? [only] : PG_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const engine of engines) {
    if (engine === 'postgres' && !PG_URL) {
      console.log('bench:inventory: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL skipped');
      continue;
    }
    try {
      await runEngine(engine);
    } catch (error) {
      // A benchmark reports; it never fails the run.
      console.log(
        `bench:inventory on ${engine} could not run: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }
}

await main();
