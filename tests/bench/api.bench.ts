/**
 * npm run bench:api: a benchmark, never a test. It starts the built server as a child process on each
 * engine (PGlite in a temporary DATA_DIR; PostgreSQL in a fresh schema when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set), seeds one warehouse with 10,000 shelves, logs in as its warehouse staff
 * and drives two calls with autocannon:
 *   (a) POST /api/warehouse/sys_ware_shelves/list  token + wareId header, pages 1..BENCH_PAGES
 *   (b) GET  /api/system/version/web               no login, no database: the baseline
 * On PostgreSQL it then drives (a) against bare-list-server.ts: node:http and pg with the same two
 * queries and nothing else, the ceiling any server reaches for this call on this machine: (c).
 * It prints requests/s, p50 and p99 for each, (a)/(b) and (a)/(c). Target on 2 cores: PostgreSQL
 * (a) at least 1,500 req/s with p99 at most 50 ms.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { fullWarehouseGrants } from '../../src/domain/kernel/roles';
import { AccountStatus, PortalId, RoleId } from '../../src/domain/kernel/users';
import { shelfCode } from '../../src/domain/warehouses/warehouses';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import {
  ensureServerBuild,
  logInOverHttp,
  startServerProcess,
  stopServerProcess,
  urlInSchema,
} from './support/server-process';

const BARE_SERVER = path.join(import.meta.dirname, 'bare-list-server.ts');
const SHELVES = 10_000;
const RACKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
const PAGE_SIZE = 20;
const PAGES = Number(process.env.BENCH_PAGES ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const STAFF = { username: 'bench_staff', password: 'bench-password-1' };

type Figures = { label: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };
type EngineRun = { engine: string; list: Figures; version: Figures; ceiling?: Figures };

/** Migrates, creates the system roles, one warehouse with 10,000 shelves and its staff member. */
async function seed(dataDir: string, databaseUrl?: string, schema?: string): Promise<number> {
  const database = await openDatabase({ dataDir, databaseUrl, schema });
  const db = database.db;
  try {
    await migrateToLatest(db);
    await bootstrapAccounts(db, loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-password' }));
    const ware = await db
      .insertInto('warehouses')
      .values({ name: 'Bench Warehouse', level: 1, address: 'Bench Road 1', status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const perRack = SHELVES / RACKS.length;
    for (const rackName of RACKS) {
      const rack = await db
        .insertInto('racks')
        .values({ ware_id: ware.id, name: rackName, status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const names = Array.from(
        { length: perRack },
        (_, i) => `${rackName}-${String(i + 1).padStart(4, '0')}`,
      );
      await db
        .insertInto('shelves')
        .values(
          names.map((name) => ({
            ware_id: ware.id,
            rack_id: rack.id,
            name,
            code: shelfCode(ware.id, name),
            status: 1,
          })),
        )
        .execute();
    }
    const staff = await db
      .insertInto('users')
      .values({
        username: STAFF.username,
        password_hash: await hashPassword(STAFF.password),
        user_type: PortalId.warehouse,
        role_id: RoleId.warehouse,
        uid: 'B000001',
        realname: 'Bench staff',
        nickname: 'bench',
        ename: '',
        email: '',
        head_img: '',
        phone: '',
        status: AccountStatus.active,
        language: 'en_us',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_warehouses')
      .values({ user_id: staff.id, ware_id: ware.id, permissions: JSON.stringify(fullWarehouseGrants()) })
      .execute();
    await sql`vacuum analyze`.execute(db);
    return ware.id;
  } finally {
    await database.close();
  }
}

function run(label: string, opts: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, r) => {
      if (err) return reject(err);
      resolve({
        label,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

function measureList(
  label: string,
  base: string,
  token: string,
  wareId: number,
  duration: number,
): Promise<Figures> {
  let page = 0;
  return run(label, {
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/warehouse/sys_ware_shelves/list',
        headers: { 'content-type': 'application/json', token, wareId: String(wareId) },
        setupRequest: (req) => {
          page = (page % PAGES) + 1;
          return { ...req, body: JSON.stringify({ current: page, size: PAGE_SIZE }) };
        },
      },
    ],
  });
}

async function measure(
  base: string,
  token: string,
  wareId: number,
  duration: number,
): Promise<[Figures, Figures]> {
  const list = await measureList('shelf list (a)', base, token, wareId, duration);
  const version = await run('version (b)', {
    url: `${base}/api/system/version/web`,
    connections: CONNECTIONS,
    duration,
  });
  return [list, version];
}

/** A sanity check before measuring: the list answers a full page of the seeded warehouse. */
async function checkList(base: string, token: string, wareId: number): Promise<void> {
  const res = await fetch(`${base}/api/warehouse/sys_ware_shelves/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, wareId: String(wareId) },
    body: JSON.stringify({ current: 2, size: PAGE_SIZE }),
  });
  const body = (await res.json()) as { code: number; data: { totalCount: number; data: unknown[] } };
  if (body.code !== 200 || body.data.totalCount !== SHELVES + 1 || body.data.data.length !== PAGE_SIZE) {
    throw new Error(`Unexpected shelf list answer: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', baseUrl?: string): Promise<EngineRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-'));
  const schema = baseUrl ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  let child: ChildProcess | undefined;
  try {
    console.log(`\n[${engine}] seeding one warehouse with ${SHELVES.toLocaleString('en-US')} shelves...`);
    const wareId = await seed(dataDir, baseUrl, schema);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
    };
    if (baseUrl && schema) env.DATABASE_URL = urlInSchema(baseUrl, schema);
    const server = await startServerProcess(env);
    child = server.child;
    const token = await logInOverHttp(server.base, 'warehouse', STAFF);
    await checkList(server.base, token, wareId);
    console.log(`[${engine}] warming up...`);
    await measure(server.base, token, wareId, 3);
    console.log(`[${engine}] measuring ${DURATION_S} s per call with ${CONNECTIONS} connections...`);
    const [list, version] = await measure(server.base, token, wareId, DURATION_S);
    if (!env.DATABASE_URL) return { engine, list, version };
    // The same call on the bare ceiling server, same session token, same schema, app stopped.
    await stopServerProcess(child);
    const bare = await startServerProcess({ DATABASE_URL: env.DATABASE_URL }, [
      '--import',
      'tsx',
      BARE_SERVER,
    ]);
    child = bare.child;
    await measureList('bare ceiling', bare.base, token, wareId, 3);
    console.log(`[${engine}] measuring the bare node:http + pg server (${DURATION_S} s)...`);
    const ceiling = await measureList('bare ceiling (c)', bare.base, token, wareId, DURATION_S);
    return { engine, list, version, ceiling };
  } finally {
    if (child) await stopServerProcess(child);
    if (baseUrl && schema) {
      const database = await openDatabase({ dataDir, databaseUrl: baseUrl });
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(runs: EngineRun[]): void {
  const fmt = (f: Figures) =>
    `${f.label.padEnd(16)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms` +
    (f.non2xx || f.errors ? `   (non-2xx ${f.non2xx}, errors ${f.errors})` : '');
  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per call, pages 1..${PAGES} of ${PAGE_SIZE}`,
  );
  // Other work on the machine moves every figure: say how busy it was.
  const [load1] = os.loadavg();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${load1.toFixed(1)} at the end of the run`,
  );
  for (const r of runs) {
    console.log(`\n${r.engine}`);
    console.log(`  ${fmt(r.list)}`);
    console.log(`  ${fmt(r.version)}`);
    console.log(`  ratio (a)/(b)    ${(r.list.rps / r.version.rps).toFixed(2)}`);
    if (r.ceiling) {
      console.log(`  ${fmt(r.ceiling)}`);
      console.log(
        `  ratio (a)/(c)    ${(r.list.rps / r.ceiling.rps).toFixed(2)}   (c): node:http + pg, the same two queries, nothing else`,
      );
    }
    if (r.engine === 'PostgreSQL') {
      const met = r.list.rps >= 1500 && r.list.p99 <= 50;
      console.log(`  target (a) >= 1,500 req/s and p99 <= 50 ms: ${met ? 'met' : 'MISSED'}`);
    }
  }
}

async function main(): Promise<void> {
  ensureServerBuild();
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const runs: EngineRun[] = [];
  if (process.env.BENCH_ENGINES !== 'postgres') runs.push(await benchEngine('PGlite'));
  if (pgUrl) runs.push(await benchEngine('PostgreSQL', pgUrl));
  else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  report(runs);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
