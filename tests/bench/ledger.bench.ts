/**
 * npm run bench:ledger: a benchmark, never a test. On each engine (PGlite in a temporary DATA_DIR;
 * PostgreSQL in a fresh schema when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) it opens 64
 * sellers with $10,000 each, then runs the same mix of money commands three times, each for
 * BENCH_DURATION seconds (default 10) with 32 concurrent clients:
 *   - bare SQL in this process: the statements one deposit or deduction needs (support/bare-ledger.ts)
 *     and the balance read, hand-written, through a pool of the server's size;
 *   - the app over HTTP (the built server as a child process, the load generator apart from it):
 *     POST /api/admin/finance/charge_deduction (deposit 40%, deduction 30%) and
 *     GET /api/business/wallet/summary (30%);
 *   - the same bare SQL over HTTP: bare-ledger-server.ts (node:http, the session read, the hand-written
 *     transaction; no framework), driven by the same load generator: the ceiling the ratio is taken to.
 * It prints committed money commands per second, p50/p99 latency of each run and the ratios, then
 * reconciles every account's balance against the sum of its postings (and every entry's postings
 * against zero). Targets: PostgreSQL >= 800 commands/s, p99 <= 50 ms, ratio <= 2; PGlite >= 250/s.
 * BENCH_ENGINE=pglite|postgres runs one engine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { PortalId } from '../../src/domain/kernel/users';
import { FeeType } from '../../src/domain/wallet/wallet';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import type { Database, Engine } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import { credit } from '../../src/server/modules/wallet/ledger-service';
import { createUser } from '../fixtures/users';
import { bareBalanceRead, bareMoneyCommand, platformAccounts } from './support/bare-ledger';
import {
  ensureServerBuild,
  logInOverHttp,
  startServerProcess,
  stopServerProcess,
  urlInSchema,
} from './support/server-process';

const CLIENTS = 32;
const SELLERS = 64;
const READERS = 8;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGET_RATE: Record<Engine, number> = { postgres: 800, pglite: 250 };
const TARGET_P99_MS = 50;
const TARGET_RATIO = 2;
const PASSWORD = 'bench-password-1';
const BARE_SERVER = path.join(import.meta.dirname, 'bare-ledger-server.ts');

type Op = 'deposit' | 'deduction' | 'read';
/** The mix: 4 deposits, 3 deductions, 3 reads in every 10 commands. */
const MIX: Op[] = [
  'deposit',
  'read',
  'deduction',
  'deposit',
  'read',
  'deduction',
  'deposit',
  'read',
  'deduction',
  'deposit',
];

type Run = {
  committed: number;
  reads: number;
  refused: number;
  failed: number;
  ms: number[];
  seconds: number;
};

function percentile(ms: number[], q: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** CLIENTS loops sending commands for DURATION_S; `send` answers whether a money command committed. */
async function drive(
  send: (op: Op, sellerIndex: number, n: number) => Promise<'committed' | 'read' | 'refused'>,
) {
  const run: Run = { committed: 0, reads: 0, refused: 0, failed: 0, ms: [], seconds: DURATION_S };
  let next = 0;
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const n = next++;
      const op = MIX[n % MIX.length];
      const t0 = performance.now();
      try {
        const outcome = await send(op, (n * 7) % SELLERS, n);
        run.ms.push(performance.now() - t0);
        if (outcome === 'committed') run.committed += 1;
        else if (outcome === 'read') run.reads += 1;
        else run.refused += 1;
      } catch (error) {
        run.failed += 1;
        if (run.failed <= 3)
          console.log(`  failure: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** Deposits are $1.00-$5.00, deductions $0.50-$2.49: a seller's $10,000 outlasts any run. */
const depositCents = (n: number) => 100 + (n % 401);
const deductionCents = (n: number) => 50 + (n % 200);

/** The same transactions as bare SQL, in this process: the ceiling without HTTP. */
async function bareSql(db: Kysely<DB>, sellers: number[], adminId: number, prefix: string): Promise<Run> {
  const accounts = await platformAccounts(db);
  return drive(async (op, i, n) => {
    const sellerId = sellers[i];
    if (op === 'read') {
      await bareBalanceRead(db, sellerId);
      return 'read';
    }
    const cents = op === 'deposit' ? depositCents(n) : deductionCents(n);
    return bareMoneyCommand(db, accounts, { op, sellerId, cents, key: `${prefix}:${n}`, adminId });
  });
}

/** Keep-alive connections for the load generator: node:http costs the bench's process less than fetch. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function request(
  base: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ code: number; msg: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          token,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as { code: number; msg: string });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The mix through HTTP, against the app or the bare ceiling server (they answer the same two paths). */
async function viaHttp(
  base: string,
  sellers: number[],
  adminToken: string,
  readerTokens: string[],
  prefix: string,
): Promise<Run> {
  return drive(async (op, i, n) => {
    if (op === 'read') {
      const body = await request(base, '/api/business/wallet/summary', readerTokens[i % READERS]);
      if (body.code !== 200) throw new Error(`summary: ${body.code} ${body.msg}`);
      return 'read';
    }
    const body = await request(base, '/api/admin/finance/charge_deduction', adminToken, {
      sellerId: sellers[i],
      direction: op,
      amount: ((op === 'deposit' ? depositCents(n) : deductionCents(n)) / 100).toFixed(2),
      feeType: op === 'deposit' ? FeeType.userRecharge : FeeType.platformFee,
      reason: 'bench',
      requestKey: `${prefix}-${n}`,
    });
    if (body.code === 200) return 'committed';
    if (body.code === 409) return 'refused';
    throw new Error(`charge_deduction: ${body.code} ${body.msg}`);
  });
}

/** Every balance against its postings, every entry against zero. */
async function reconcile(db: Kysely<DB>): Promise<string> {
  const drift = await sql<{ n: string | number }>`
    select count(*) as n from ledger_accounts a
    left join (select account_id, sum(balance_cents) as kept from ledger_balances group by account_id) b on b.account_id = a.id
    left join (select account_id, sum(amount_cents) as posted from ledger_postings group by account_id) p on p.account_id = a.id
    where coalesce(b.kept, 0) <> coalesce(p.posted, 0)`.execute(db);
  const unbalanced = await sql<{ n: string | number }>`
    select count(*) as n from (select entry_id from ledger_postings group by entry_id having sum(amount_cents) <> 0) x`.execute(
    db,
  );
  const negative = await sql<{ n: string | number }>`
    select count(*) as n from ledger_balances where kind like 'seller%' and balance_cents < 0`.execute(db);
  const totals = await sql<{
    accounts: string | number;
    entries: string | number;
    postings: string | number;
  }>`
    select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_entries) as entries,
           (select count(*) from ledger_postings) as postings`.execute(db);
  const t = totals.rows[0];
  const bad = [Number(drift.rows[0].n), Number(unbalanced.rows[0].n), Number(negative.rows[0].n)];
  return (
    `reconciled ${Number(t.accounts)} accounts, ${Number(t.entries).toLocaleString()} entries, ` +
    `${Number(t.postings).toLocaleString()} postings: ${bad[0]} balances differ from their postings, ` +
    `${bad[1]} entries do not sum to zero, ${bad[2]} seller balances negative` +
    (bad.every((b) => b === 0) ? ' (all consistent)' : ' (INCONSISTENT)')
  );
}

function describeRun(label: string, r: Run): string {
  const rate = r.committed / r.seconds;
  return (
    `    ${label.padEnd(10)} ${rate.toFixed(0).padStart(5)} money commands/s committed, ` +
    `${((r.committed + r.reads) / r.seconds).toFixed(0)} requests/s; p50 ${percentile(r.ms, 0.5).toFixed(1)} ms, ` +
    `p99 ${percentile(r.ms, 0.99).toFixed(1)} ms (${r.committed} committed, ${r.reads} reads, ${r.refused} refused, ${r.failed} failed)`
  );
}

async function runEngine(engine: Engine): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-ledger-'));
  const schema = `bench_ledger_${crypto.randomBytes(4).toString('hex')}`;
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
    const db = database.db;
    const users = [];
    for (let i = 0; i < SELLERS; i += 1)
      users.push(await createUser(db, { userType: PortalId.seller, password: PASSWORD }));
    const sellers = users.map((u) => u.id);
    for (const sellerId of sellers) {
      await db.transaction().execute((trx) =>
        credit(trx, {
          key: `bench-open-${sellerId}`,
          sellerId,
          amountCents: 1_000_000,
          feeType: FeeType.userRecharge,
          relation: { type: 'manual', ref: 'bench' },
          operatorId: null,
        }),
      );
    }
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', env.ADMIN_USERNAME)
      .executeTakeFirstOrThrow();

    const bare = await bareSql(db, sellers, admin.id, `bench-bare-${engine}`);
    // The embedded database has one owner at a time: the server takes the data over.
    await database.close();
    database = undefined;
    server = await startServerProcess({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const adminToken = await logInOverHttp(server.base, 'admin', {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    });
    const readerTokens: string[] = [];
    for (const u of users.slice(0, READERS))
      readerTokens.push(await logInOverHttp(server.base, 'business', u));
    const app = await viaHttp(server.base, sellers, adminToken, readerTokens, 'bench-http');
    await stopServerProcess(server.child);
    // The same money commands on the bare ceiling server: same sessions, same database, app stopped.
    server = await startServerProcess(
      { ...env, ...(databaseUrl && PG_URL ? { DATABASE_URL: PG_URL, BENCH_SCHEMA: schema } : {}) },
      ['--import', 'tsx', BARE_SERVER],
    );
    const ceiling = await viaHttp(server.base, sellers, adminToken, readerTokens, 'bench-bare-http');
    await stopServerProcess(server.child);
    server = undefined;
    database = await open();
    const reconciled = await reconcile(database.db);

    const rate = (r: Run) => r.committed / r.seconds;
    const httpRate = rate(app);
    const ratio = rate(ceiling) / httpRate;
    const inProcessRatio = rate(bare) / httpRate;
    const p99 = percentile(app.ms, 0.99);
    const p99Ratio = p99 / percentile(ceiling.ms, 0.99);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      [
        `bench:ledger on ${engine}: ${SELLERS} sellers, ${CLIENTS} clients, ${DURATION_S} s per run, mix 40% deposit / 30% deduction / 30% balance read; ` +
          `load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')} on ${os.cpus().length} cores`,
        describeRun('app HTTP', app),
        describeRun('bare HTTP', ceiling),
        describeRun('bare SQL', bare),
        `    throughput ratio bare SQL over HTTP / app ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}: ${met(ratio <= TARGET_RATIO)}); ` +
          `p99 ratio ${p99Ratio.toFixed(2)}; bare SQL in this process / app ${inProcessRatio.toFixed(2)}`,
        `    HTTP ${httpRate.toFixed(0)}/s (target >= ${TARGET_RATE[engine]}: ${met(httpRate >= TARGET_RATE[engine])})` +
          (engine === 'postgres'
            ? `, p99 ${p99.toFixed(1)} ms (target <= ${TARGET_P99_MS} ms: ${met(p99 <= TARGET_P99_MS)})`
            : ''),
        `  ${reconciled}`,
      ].join('\n'),
    );
  } finally {
    if (server) await stopServerProcess(server.child);
    if (engine === 'postgres') {
      database ??= await open();
      await sql`drop schema if exists ${sql.raw(schema)} cascade`.execute(database.db).catch(() => undefined);
    }
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureServerBuild();
  const only = process.env.BENCH_ENGINE as Engine | undefined;
  const engines: Engine[] = only ? [only] : PG_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const engine of engines) {
    if (engine === 'postgres' && !PG_URL) {
      console.log('bench:ledger: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL skipped');
      continue;
    }
    try {
      await runEngine(engine);
    } catch (error) {
      // A benchmark reports; it never fails the run.
      console.log(
        `bench:ledger on ${engine} could not run: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }
}

await main();
