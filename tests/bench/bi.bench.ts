/**
 * npm run bench:bi: a benchmark, never a test. Issue 28's figure: "the dashboard's calls with 1,000,000
 * items and 1,000,000 ledger entries, p95 <= 300 ms on PostgreSQL". In a fresh schema of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL it seeds 10,000 sellers (7 of them excluded test sellers),
 * 1,000,000 items in 4 warehouses over the last year (60% still in a warehouse, the rest gone), 1,000,000
 * journal entries over the last 365 days with their postings and balances (bulk INSERT ... SELECT: the
 * ledger's triggers run, the daily totals of migration 0103 too), 300,000 marketplace sales and 100,000
 * outbound orders (the BI triggers of migration 0130 keep their figures), 20,000 applications; then the
 * BI view's refresh job, timed. It then times, against the built server over HTTP, GET /api/admin/bi/board
 * (the last 30 days and a whole year) beside two baselines measured in the same run: GET /api/admin/
 * user/info (an authed call doing almost nothing) and GET /api/admin/finance/overview (the model the
 * board extends), BENCH_CALLS times each (default 30, after 3 warm-up calls): median, p95 and the ratios.
 * BENCH_ITEMS and BENCH_ENTRIES change the sizes; BENCH_KEEP_SCHEMA=true keeps the schema (printed).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { planEntry } from '../../src/domain/wallet/ledger';
import { lastDays } from '../../src/domain/wallet/overview';
import { FeeType } from '../../src/domain/wallet/wallet';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import { refreshBiViews } from '../../src/server/modules/bi/bi-refresh-job';
import {
  ensureServerBuild,
  logInOverHttp,
  startServerProcess,
  stopServerProcess,
  urlInSchema,
} from './support/server-process';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const SALES = Math.round(ITEMS * 0.3);
const ORDERS = Math.round(ITEMS * 0.1);
const SELLERS = 10_000;
const EXCLUDED = 7;
const WARES = 4;
const BATCH = 100_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const WARM_UP = 3;
const TARGET_MS = 300;
const ADMIN = { username: 'root', password: 'bench-admin-password-1' };

/** Entry g is step g % 10 of its seller's group: recharges, fees, a collection, a withdrawal paid. */
const STEPS: { kind: 'credit' | 'charge'; feeType: FeeType; cents: number }[] = [
  { kind: 'credit', feeType: FeeType.userRecharge, cents: 20_000 },
  { kind: 'charge', feeType: FeeType.shippingFee, cents: 1_250 },
  { kind: 'charge', feeType: FeeType.labelFee, cents: 2_500 },
  { kind: 'charge', feeType: FeeType.platformFee, cents: 999 },
  { kind: 'credit', feeType: FeeType.consignmentCollection, cents: 48_000 },
  { kind: 'charge', feeType: FeeType.consignmentFee, cents: 4_800 },
  { kind: 'charge', feeType: FeeType.cashWithdrawal, cents: 5_500 },
  { kind: 'charge', feeType: FeeType.transshipmentFee, cents: 1_800 },
  { kind: 'credit', feeType: FeeType.userRecharge, cents: 10_000 },
  { kind: 'charge', feeType: FeeType.switchUserFee, cents: 700 },
];

/** Each step's postings by the ledger's own rules (planEntry): (kind, fee type, account kind, its fee type, sign). */
function planRows(): string {
  const rows = STEPS.flatMap((s) => {
    const plan = planEntry(
      { kind: s.kind, sellerId: 1, amountCents: s.cents, feeType: s.feeType },
      Number.MAX_SAFE_INTEGER,
    );
    if (!plan.ok) throw new Error(`the bench plan of ${s.kind} ${s.feeType} is refused`);
    return plan.postings.map((p) => {
      const feeType = p.account.kind === 'revenue' ? p.account.feeType : 0;
      return `('${s.kind}', ${s.feeType}, '${p.account.kind}', ${feeType}, ${Math.sign(p.amountCents)})`;
    });
  });
  return [...new Set(rows)].join(',\n');
}

type Step = (what: string) => void;

async function seedPeople(db: Kysely<DB>, step: Step): Promise<void> {
  await sql`
    insert into users (username, password_hash, user_type, role_id, uid, realname, nickname, ename, email,
      head_img, phone, status, language)
    select 'bench-seller-' || g, 'not-a-password', ${PortalId.seller}, ${RoleId.merchant},
      case when g > ${SELLERS - EXCLUDED} then 'T' else 'U' end || lpad(g::text, 7, '0'),
      'Bench seller ' || g, 'bench' || g, '', '', '', '', 1, 'en_us'
    from generate_series(1, ${SELLERS}) g`.execute(db);
  await sql`
    create temporary table bench_sellers as
    select row_number() over (order by id) - 1 as idx, id from users where username like 'bench-seller-%'`.execute(
    db,
  );
  await sql`
    insert into wallet_statistics_exclusions (seller_id)
    select id from bench_sellers where idx >= ${SELLERS - EXCLUDED}`.execute(db);
  await sql`
    insert into warehouses (name, level, address, status)
    select 'Bench warehouse ' || g, 1, 'Bench road ' || g, 1 from generate_series(1, ${WARES}) g`.execute(db);
  await sql`
    create temporary table bench_wares as
    select row_number() over (order by id) - 1 as idx, id from warehouses`.execute(db);
  step(`${SELLERS.toLocaleString()} sellers (${EXCLUDED} excluded), ${WARES} warehouses`);
}

async function seedItems(db: Kysely<DB>, step: Step): Promise<void> {
  // Statuses: 60% in a warehouse (1, 2, 9, 12 in turn), 40% gone (6) a day to a few weeks after arriving.
  for (let lo = 0; lo < ITEMS; lo += BATCH) {
    const hi = Math.min(ITEMS, lo + BATCH) - 1;
    await sql`
      insert into products (one_id, shop_user_id, ware_id, sku, brand, name, size, cost_cents, supply, status,
        check_result, gmt_in, gmt_out)
      select (700000000 + g)::text, s.id, w.id, 'BENCH-' || lpad((g % 500)::text, 3, '0'), 'Nike',
        'Bench sneaker', (6 + g % 7)::text, 10000, 'Bench',
        case when g % 10 < 4 then 6 else (array[1, 2, 9, 12])[1 + g % 4] end, 1,
        now() - ((g::float8 / ${ITEMS}) * interval '365 days'),
        case when g % 10 < 4 then now() - ((g::float8 / ${ITEMS}) * interval '365 days') + interval '1 day' * (1 + g % 20)
        end
      from generate_series(${lo}::int, ${hi}::int) g
      join bench_sellers s on s.idx = g % ${SELLERS}
      join bench_wares w on w.idx = g % ${WARES}`.execute(db);
    step(`items ${(lo + 1).toLocaleString()}-${(hi + 1).toLocaleString()}`);
  }
}

async function seedLedger(db: Kysely<DB>, step: Step): Promise<void> {
  await sql`
    insert into ledger_accounts (kind, seller_id)
    select k, id from bench_sellers, unnest(array['seller_available', 'seller_held']) k`.execute(db);
  await sql`
    create temporary table bench_plan (kind text, fee_type smallint, account_kind text, account_fee_type smallint,
      sign integer)`.execute(db);
  await sql`insert into bench_plan values ${sql.raw(planRows())}`.execute(db);
  await sql`
    create temporary table bench_steps as select * from (values ${sql.raw(
      STEPS.map((s, i) => `(${i}, '${s.kind}', ${s.feeType}, ${s.cents})`).join(', '),
    )}) as v (position, kind, fee_type, cents)`.execute(db);
  await sql`analyze ledger_accounts`.execute(db);
  for (let lo = 1; lo <= ENTRIES; lo += BATCH) {
    const hi = Math.min(ENTRIES, lo + BATCH - 1);
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into ledger_entries (id, idempotency_key, fingerprint, kind, fee_type, seller_id, amount_cents,
          relation_type, relation_ref, created_at)
        select g, 'bench:' || g, 'bench', s.kind, s.fee_type, b.id, s.cents, 'manual', 'bench',
          now() - ((${ENTRIES} - g)::float8 / ${ENTRIES}) * interval '365 days'
        from generate_series(${lo}::int, ${hi}::int) g
        join bench_steps s on s.position = g % 10
        join bench_sellers b on b.idx = (g / 10) % ${SELLERS}`.execute(trx);
      await sql`analyze ledger_entries`.execute(trx);
      await sql`
        insert into ledger_postings (entry_id, account_id, amount_cents)
        select e.id, a.id, p.sign * e.amount_cents
        from ledger_entries e
        join bench_plan p on p.kind = e.kind and p.fee_type = e.fee_type
        join ledger_accounts a on a.seller_id = e.seller_id and a.kind = p.account_kind
        where e.id between ${lo} and ${hi}
        union all
        select e.id, a.id, p.sign * e.amount_cents
        from ledger_entries e
        join bench_plan p on p.kind = e.kind and p.fee_type = e.fee_type
        join ledger_accounts a on a.seller_id is null and a.kind = p.account_kind
          and coalesce(a.fee_type, 0) = p.account_fee_type
        where e.id between ${lo} and ${hi}`.execute(trx);
    });
    step(`entries ${lo.toLocaleString()}-${hi.toLocaleString()} with their postings`);
  }
  await sql`select setval('ledger_entries_id_seq', ${ENTRIES})`.execute(db);
  await sql`
    insert into ledger_balances (account_id, slot, kind, balance_cents)
    select p.account_id, case when a.seller_id is null then e.seller_id % 16 else 0 end, a.kind, sum(p.amount_cents)
    from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_entries e on e.id = p.entry_id
    group by 1, 2, 3`.execute(db);
  step('balances from the postings');
}

async function seedOrders(db: Kysely<DB>, step: Step): Promise<void> {
  // Sales: one per item of the first SALES items, 1 in 20 not kept (cancelled), over the last year.
  await sql`
    insert into market_orders (seller_id, marketplace, external_id, product_id, price_cents, market_state,
      status, kept, ordered_at)
    select p.shop_user_id, (array['stockx', 'ebay', 'tiktok'])[1 + p.id % 3], 'BENCH-' || p.id, p.id,
      15000 + (p.id % 100) * 100, 'completed', 'sales_completed', p.id % 20 <> 0, p.gmt_in + interval '2 days'
    from products p where p.one_id::bigint < ${700_000_000 + SALES}`.execute(db);
  step(`${SALES.toLocaleString()} marketplace sales`);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  // Orders: ship with label (3) in its 7 statuses, reship (4) in 7, platform outbound (14) in 3, in turn.
  await sql`
    insert into outbound_orders (kind, status, shop_user_id, ware_id, created_by, created_at)
    select k.kind, 1 + (g / 3) % k.statuses, s.id, w.id, ${admin.id}, now() - (g % 365) * interval '1 day'
    from generate_series(0, ${ORDERS - 1}) g
    join (values (0, 3, 7), (1, 4, 7), (2, 14, 3)) as k (idx, kind, statuses) on k.idx = g % 3
    join bench_sellers s on s.idx = g % ${SELLERS}
    join bench_wares w on w.idx = g % ${WARES}`.execute(db);
  step(`${ORDERS.toLocaleString()} outbound orders`);
  await sql`
    insert into files (hash, mime, size, original_name, uploaded_by)
    values (${'0'.repeat(64)}, 'image/png', 1, 'proof.png', ${admin.id})`.execute(db);
  await sql`
    insert into wallet_applications (kind, seller_id, stage, amount_cents, currency, original_amount_cents,
      payment_method, proof_file_hash, created_at)
    select 1, b.id, 1 + g % 4, 10000 + g, 'USD', 10000 + g, 1, ${'0'.repeat(64)}, now() - (g % 365) * interval '1 day'
    from generate_series(1, 20000) g join bench_sellers b on b.idx = g % ${SELLERS}`.execute(db);
  await sql`analyze`.execute(db);
  step('20,000 recharge applications; analyzed');
}

function percentile(ms: number[], q: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function time(url: string, token: string): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { token } });
    const body = JSON.parse(await res.text()) as { code: number; msg: string };
    const elapsed = performance.now() - t0;
    if (body.code !== 200) throw new Error(`${url} answered ${body.code} ${body.msg}`);
    if (i >= WARM_UP) ms.push(elapsed);
  }
  return ms;
}

async function main(): Promise<void> {
  if (!PG_URL) {
    console.log('bench:bi: no BENCH_DATABASE_URL or TEST_DATABASE_URL, nothing measured');
    return;
  }
  ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-bi-'));
  const schema = `bench_bi_${crypto.randomBytes(4).toString('hex')}`;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  let database: Database | undefined = await openDatabase({
    dataDir,
    databaseUrl: PG_URL,
    schema,
    poolSize: 4,
  });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await migrateToLatest(database.db);
    await bootstrapAccounts(database.db, loadConfig(env));
    console.log(`bench:bi: seeding schema ${schema}`);
    const started = performance.now();
    const step: Step = (what) =>
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
    await seedPeople(database.db, step);
    await seedItems(database.db, step);
    await seedLedger(database.db, step);
    await seedOrders(database.db, step);
    const r0 = performance.now();
    await refreshBiViews(database.db);
    const refreshMs = performance.now() - r0;
    const view = await sql<{ rows: string }>`select count(*) as rows from bi_stock_days`.execute(database.db);
    await database.close();
    database = undefined;

    server = await startServerProcess({ ...env, DATABASE_URL: urlInSchema(PG_URL, schema) });
    const token = await logInOverHttp(server.base, 'admin', ADMIN);
    const year = lastDays(new Date(), 365);
    const yearQuery = `?beginDate=${year.beginDate}&endDate=${year.endDate}`;
    console.log(
      `bench:bi on PostgreSQL: ${ITEMS.toLocaleString()} items, ${ENTRIES.toLocaleString()} entries, ` +
        `${SALES.toLocaleString()} sales, ${ORDERS.toLocaleString()} orders; ${CALLS} calls after ${WARM_UP} warm-up, ` +
        `over HTTP; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `    the BI view's refresh job (every item, off the requests): ${refreshMs.toFixed(0)} ms, ` +
        `${Number(view.rows[0].rows).toLocaleString()} rows`,
    );
    const runs = [
      ['baseline: GET /user/info', `${server.base}/api/admin/user/info`],
      ['baseline: Finance/Overview, 30 days', `${server.base}/api/admin/finance/overview`],
      ['BI board, the last 30 days', `${server.base}/api/admin/bi/board`],
      ['BI board, a whole year', `${server.base}/api/admin/bi/board${yearQuery}`],
    ] as const;
    const p95s: number[] = [];
    for (const [label, url] of runs) {
      const ms = await time(url, token);
      const p50 = percentile(ms, 0.5);
      const p95 = percentile(ms, 0.95);
      p95s.push(p95);
      const ratios =
        p95s.length > 2
          ? `; p95 ${(p95 / p95s[0]).toFixed(1)}x the bare call, ${(p95 / p95s[1]).toFixed(1)}x Finance/Overview; ` +
            `target <= ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'NOT met'}`
          : '';
      console.log(
        `    ${label.padEnd(38)} median ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms${ratios}`,
      );
    }
  } catch (error) {
    // A benchmark reports; it never fails the run.
    console.log(`bench:bi could not run: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    if (server) await stopServerProcess(server.child);
    database ??= await openDatabase({ dataDir, databaseUrl: PG_URL, schema, poolSize: 1 });
    if (process.env.BENCH_KEEP_SCHEMA === 'true') console.log(`  kept schema ${schema}`);
    else
      await sql`drop schema if exists ${sql.raw(schema)} cascade`.execute(database.db).catch(() => undefined);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
