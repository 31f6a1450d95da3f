/**
 * npm run bench:finance-overview: a benchmark, never a test. Issue 14's figure: "Finance overview with
 * 1,000,000 entries: <= 300 ms on PostgreSQL". In a fresh schema of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL it seeds 10,000 sellers and 7 excluded test sellers, 1,000,000 journal entries over
 * the last 365 days with their 2,000,000 postings and the balances they add up to (bulk INSERT ...
 * SELECT generate_series, in transactions of 100,000 entries: the ledger's triggers run as for any
 * insert, the deferred check that every entry balances and the daily totals of migration 0103 too),
 * 20,000 applications (4,000 waiting), then times GET /api/admin/finance/overview against the built
 * server over HTTP: the default period (the last 30 days) and a whole year, BENCH_CALLS times each
 * (default 20, after 3 warm-up calls): median and p95 against the 300 ms target. It checks the daily
 * totals against the journal and reconciles balances with postings before timing.
 * BENCH_ENTRIES (default 1,000,000) and BENCH_SELLERS (10,000) change the size; BENCH_KEEP_SCHEMA=true
 * keeps the schema (printed).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { FeeType } from '../../src/domain/wallet/wallet';
import type { EntryKind } from '../../src/domain/wallet/wallet';
import { planEntry } from '../../src/domain/wallet/ledger';
import type { CoreCommand } from '../../src/domain/wallet/ledger';
import { lastDays } from '../../src/domain/wallet/overview';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import {
  ensureServerBuild,
  logInOverHttp,
  startServerProcess,
  stopServerProcess,
  urlInSchema,
} from './support/server-process';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const SELLERS = Number(process.env.BENCH_SELLERS ?? 10_000);
const EXCLUDED = 7;
const BATCH = 100_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const WARM_UP = 3;
const TARGET_MS = 300;
const ADMIN = { username: 'root', password: 'bench-admin-password-1' };

/**
 * Every tenth entry of a seller's group of ten, in order: recharges, fees, a consignment collection,
 * a withdrawal held then paid, a label fee refunded. The group leaves the seller $536.51 richer.
 */
type Step = { kind: EntryKind; feeType: FeeType; cents: number; settles?: number; refunds?: number };
const GROUP: Step[] = [
  { kind: 'credit', feeType: FeeType.userRecharge, cents: 20_000 },
  { kind: 'charge', feeType: FeeType.shippingFee, cents: 1_250 },
  { kind: 'charge', feeType: FeeType.labelFee, cents: 2_500 },
  { kind: 'charge', feeType: FeeType.platformFee, cents: 999 },
  { kind: 'credit', feeType: FeeType.consignmentCollection, cents: 48_000 },
  { kind: 'charge', feeType: FeeType.consignmentFee, cents: 4_800 },
  { kind: 'hold', feeType: FeeType.cashWithdrawal, cents: 5_500 },
  { kind: 'capture', feeType: FeeType.cashWithdrawal, cents: 5_500, settles: 1 },
  { kind: 'refund', feeType: FeeType.labelRefund, cents: 2_500, refunds: 6 },
  { kind: 'charge', feeType: FeeType.transshipmentFee, cents: 1_800 },
];

/** The accounts each step posts to, from the ledger's own rules (planEntry), as rows of a plan table. */
function planRows(): string {
  const rows = GROUP.flatMap((step) => {
    const hold = { sellerId: 1, amountCents: step.cents, feeType: step.feeType, settled: false };
    const charge = { sellerId: 1, amountCents: step.cents, refundedCents: 0, kind: 'charge' as const };
    const command: CoreCommand =
      step.kind === 'capture'
        ? { kind: 'capture', hold }
        : step.kind === 'refund'
          ? { kind: 'refund', sellerId: 1, amountCents: step.cents, feeType: step.feeType, charge }
          : {
              kind: step.kind as 'credit' | 'charge' | 'hold',
              sellerId: 1,
              amountCents: step.cents,
              feeType: step.feeType,
            };
    const plan = planEntry(command, Number.MAX_SAFE_INTEGER);
    if (!plan.ok) throw new Error(`the bench plan of ${step.kind} is refused`);
    return plan.postings.map((p) => {
      const feeType = p.account.kind === 'revenue' ? p.account.feeType : 0;
      return `('${step.kind}', ${step.feeType}, '${p.account.kind}', ${feeType}, ${Math.sign(p.amountCents)})`;
    });
  });
  return [...new Set(rows)].join(',\n');
}

async function seed(db: Kysely<DB>): Promise<void> {
  const started = performance.now();
  const step = (what: string) =>
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
  await sql`
    insert into users (username, password_hash, user_type, role_id, uid, realname, nickname, ename, email,
      head_img, phone, status, language)
    select 'bench-seller-' || g, 'not-a-password', ${PortalId.seller}, ${RoleId.merchant},
      case when g > ${SELLERS} then 'T' else 'U' end || lpad(g::text, 7, '0'),
      'Bench seller ' || g, 'bench' || g, '', '', '', '', 1, 'en_us'
    from generate_series(1, ${SELLERS + EXCLUDED}) g`.execute(db);
  await sql`
    create temporary table bench_sellers as
    select row_number() over (order by id) - 1 as idx, id from users where username like 'bench-seller-%'`.execute(
    db,
  );
  await sql`
    insert into ledger_accounts (kind, seller_id)
    select k, id from bench_sellers, unnest(array['seller_available', 'seller_held']) k`.execute(db);
  await sql`analyze ledger_accounts`.execute(db);
  await sql`
    insert into wallet_statistics_exclusions (seller_id) select id from bench_sellers where idx >= ${SELLERS}`.execute(
    db,
  );
  await sql`
    create temporary table bench_plan (kind text, fee_type smallint, account_kind text, account_fee_type smallint,
      sign integer)`.execute(db);
  await sql`insert into bench_plan values ${sql.raw(planRows())}`.execute(db);
  await sql`
    create temporary table bench_steps as
    select * from (values ${sql.raw(
      GROUP.map(
        (s, i) =>
          `(${i}, '${s.kind}', ${s.feeType}, ${s.cents}, ${s.settles ?? 'null'}, ${s.refunds ?? 'null'})`,
      ).join(', '),
    )}) as v (position, kind, fee_type, cents, settles, refunds)`.execute(db);
  step(`${SELLERS.toLocaleString()} sellers and ${EXCLUDED} excluded test sellers`);

  for (let lo = 1; lo <= ENTRIES; lo += BATCH) {
    const hi = Math.min(ENTRIES, lo + BATCH - 1);
    await db.transaction().execute(async (trx) => {
      // Entry g: seller of its group of ten (g / 10), step g % 10; ids rise with time over 365 days.
      await sql`
        insert into ledger_entries (id, idempotency_key, fingerprint, kind, fee_type, seller_id, amount_cents,
          relation_type, relation_ref, settles_entry_id, refunds_entry_id, created_at)
        select g, 'bench:' || g, 'bench', s.kind, s.fee_type, b.id, s.cents, 'manual', 'bench',
          case when s.settles is null then null else g - s.settles end,
          case when s.refunds is null then null else g - s.refunds end,
          now() - ((${ENTRIES} - g)::float8 / ${ENTRIES}) * interval '365 days'
        from generate_series(${lo}::int, ${hi}::int) g
        join bench_steps s on s.position = g % 10
        join bench_sellers b on b.idx = (g / 10) % ${SELLERS + EXCLUDED}`.execute(trx);
      // Fresh statistics, or the first batches plan the postings' joins for an empty journal.
      await sql`analyze ledger_entries`.execute(trx);
      // The seller's own accounts by seller, the platform's by kind and fee type: two equi-joins.
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
    step(`entries ${lo.toLocaleString()}-${hi.toLocaleString()} with their postings (checked at commit)`);
  }
  await sql`select setval('ledger_entries_id_seq', ${ENTRIES})`.execute(db);
  await sql`
    insert into ledger_balances (account_id, slot, kind, balance_cents)
    select p.account_id, case when a.seller_id is null then e.seller_id % 16 else 0 end, a.kind,
      sum(p.amount_cents)
    from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_entries e on e.id = p.entry_id
    group by 1, 2, 3`.execute(db);
  step('balances from the postings');

  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  await sql`
    insert into files (hash, mime, size, original_name, uploaded_by)
    values (${'0'.repeat(64)}, 'image/png', 1, 'proof.png', ${admin.id})`.execute(db);
  await sql`
    insert into wallet_draw_accounts (seller_id, holder_type, method, holder_name, account_number)
    select id, 1, 1, 'Bench', 'bench-' || id from bench_sellers where idx < 100`.execute(db);
  // 20,000 applications: kind by parity, stage 1-7 in turn (a withdrawal never "recharge successful").
  await sql`
    insert into wallet_applications (kind, seller_id, stage, amount_cents, currency, original_amount_cents,
      payment_method, proof_file_hash, draw_account_id, created_at)
    select k, b.id, case when k = 2 and st = 5 then 4 else st end, 10000 + g, 'USD', 10000 + g,
      case when k = 1 then 1 end, case when k = 1 then ${'0'.repeat(64)} end,
      case when k = 2 then (select min(id) from wallet_draw_accounts) end,
      now() - (g % 365) * interval '1 day'
    from generate_series(1, 20000) g
    cross join lateral (select 1 + g % 2 as k, 1 + g % 7 as st) x
    join bench_sellers b on b.idx = g % ${SELLERS + EXCLUDED}`.execute(db);
  await sql`analyze`.execute(db);
  step('20,000 applications; analyzed');
}

async function checks(db: Kysely<DB>): Promise<string> {
  const counts = await sql<{ entries: string; postings: string; totals: string; rows: string }>`
    select (select count(*) from ledger_entries) as entries, (select count(*) from ledger_postings) as postings,
      (select sum(entry_count) from ledger_daily_totals) as totals, (select count(*) from ledger_daily_totals) as rows`.execute(
    db,
  );
  const rollupDrift = await sql<{ n: string }>`
    select count(*) as n from (
      select to_char(day, 'YYYY-MM-DD') as day, fee_type, kind, sum(entry_count) as n, sum(amount_cents) as c
      from ledger_daily_totals group by 1, 2, 3) t
    full join (
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, fee_type, kind, count(*) as n,
        sum(amount_cents) as c from ledger_entries group by 1, 2, 3) e using (day, fee_type, kind)
    where t.n is distinct from e.n or t.c is distinct from e.c`.execute(db);
  const balanceDrift = await sql<{ n: string }>`
    select count(*) as n from ledger_accounts a
    left join (select account_id, sum(balance_cents) as kept from ledger_balances group by account_id) b on b.account_id = a.id
    left join (select account_id, sum(amount_cents) as posted from ledger_postings group by account_id) p on p.account_id = a.id
    where coalesce(b.kept, 0) <> coalesce(p.posted, 0)`.execute(db);
  const c = counts.rows[0];
  const bad = Number(rollupDrift.rows[0].n) + Number(balanceDrift.rows[0].n);
  return (
    `${Number(c.entries).toLocaleString()} entries, ${Number(c.postings).toLocaleString()} postings; ` +
    `daily totals: ${Number(c.rows).toLocaleString()} rows counting ${Number(c.totals).toLocaleString()} entries, ` +
    `${rollupDrift.rows[0].n} (day, fee type, kind) sums differ from the journal; ` +
    `${balanceDrift.rows[0].n} balances differ from their postings` +
    (bad === 0 ? ' (all consistent)' : ' (INCONSISTENT)')
  );
}

function percentile(ms: number[], q: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function time(base: string, token: string, query: string): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/finance/overview${query}`, { headers: { token } });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    const body = JSON.parse(text) as { code: number; msg: string };
    if (body.code !== 200) throw new Error(`overview answered ${body.code} ${body.msg}`);
    bytes = text.length;
    if (i >= WARM_UP) ms.push(elapsed);
  }
  return { ms, bytes };
}

async function main(): Promise<void> {
  if (!PG_URL) {
    console.log('bench:finance-overview: no BENCH_DATABASE_URL or TEST_DATABASE_URL, nothing measured');
    return;
  }
  ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-overview-'));
  const schema = `bench_overview_${crypto.randomBytes(4).toString('hex')}`;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  const config = loadConfig(env);
  let database: Database | undefined = await openDatabase({
    dataDir,
    databaseUrl: PG_URL,
    schema,
    poolSize: 4,
  });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await migrateToLatest(database.db);
    await bootstrapAccounts(database.db, config);
    console.log(`bench:finance-overview: seeding schema ${schema}`);
    await seed(database.db);
    console.log(`  ${await checks(database.db)}`);
    await database.close();
    database = undefined;

    server = await startServerProcess({ ...env, DATABASE_URL: urlInSchema(PG_URL, schema) });
    const token = await logInOverHttp(server.base, 'admin', ADMIN);
    const year = lastDays(new Date(), 365);
    const runs = [
      ['default period (the last 30 days)', ''],
      ['a whole year (365 days)', `?beginDate=${year.beginDate}&endDate=${year.endDate}`],
    ] as const;
    console.log(
      `bench:finance-overview on PostgreSQL: ${ENTRIES.toLocaleString()} entries, ${SELLERS.toLocaleString()} sellers ` +
        `+ ${EXCLUDED} excluded, GET /api/admin/finance/overview over HTTP, ${CALLS} calls after ${WARM_UP} warm-up; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
    );
    for (const [label, query] of runs) {
      const { ms, bytes } = await time(server.base, token, query);
      const p50 = percentile(ms, 0.5);
      const p95 = percentile(ms, 0.95);
      console.log(
        `    ${label.padEnd(34)} median ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms ` +
          `(${(bytes / 1024).toFixed(1)} KB answer); target <= ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
    }
  } catch (error) {
    // A benchmark reports; it never fails the run.
    console.log(
      `bench:finance-overview could not run: ${error instanceof Error ? error.stack : String(error)}`,
    );
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
