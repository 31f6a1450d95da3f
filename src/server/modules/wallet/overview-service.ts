import { sql } from 'kysely';
import type { EntryKind } from '../../../domain/wallet/wallet';
import {
  CASH_MOVES,
  cashByDay,
  feesByType,
  overDays,
  PENDING_STAGES,
  periodBounds,
  periodOf,
  TOP_SELLERS,
  withoutExcluded,
} from '../../../domain/wallet/overview';
import type {
  FinanceOverview,
  FinanceOverviewQuery,
  FlowTotal,
  Period,
} from '../../../domain/wallet/overview';
import type { AuthedContext } from '../../http/context';
import type { Db } from '../../kernel/db-helpers';
import { toCount } from '../../kernel/db-helpers';
import { excludedSellers } from './overview-exclusions';

/**
 * Finance/Overview's figures. Balances come from the kept balance rows, the waiting applications
 * from their stage index, the fees and cash of a period from ledger_daily_totals (migration 0103),
 * less the excluded sellers' own entries of the period, read through the journal's seller index.
 * No query reads the whole journal, so the answer stays fast with millions of entries.
 */

type Ids = readonly number[];

/** Each seller's available and held (both rows, or none), of the sellers `in` or `notIn` the list. */
function sellerBalances(db: Db, ids: Ids, scope: 'in' | 'not in') {
  return db
    .selectFrom('ledger_balances as b')
    .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
    .where('b.kind', 'in', ['seller_available', 'seller_held'])
    .$if(ids.length > 0 || scope === 'in', (qb) =>
      qb.where('a.seller_id', scope, ids.length ? [...ids] : [0]),
    )
    .groupBy('a.seller_id')
    .select([
      'a.seller_id',
      sql<string>`coalesce(sum(b.balance_cents) filter (where b.kind = 'seller_available'), 0)`.as(
        'available',
      ),
      sql<string>`coalesce(sum(b.balance_cents) filter (where b.kind = 'seller_held'), 0)`.as('held'),
    ]);
}

async function moneyOf(db: Db, ids: Ids, scope: 'in' | 'not in') {
  const row = await db
    .with('s', () => sellerBalances(db, ids, scope))
    .selectFrom('s')
    .select([
      sql<string>`coalesce(sum(s.available), 0)`.as('available'),
      sql<string>`coalesce(sum(s.held), 0)`.as('held'),
      sql<string>`count(*) filter (where s.available + s.held > 0)`.as('with_money'),
    ])
    .executeTakeFirstOrThrow();
  return {
    availableCents: Number(row.available),
    heldCents: Number(row.held),
    sellersWithMoney: toCount(row.with_money),
  };
}

async function topSellers(db: Db, excluded: Ids) {
  const total = sql`s.available + s.held`;
  const rows = await db
    .with('s', () => sellerBalances(db, excluded, 'not in'))
    .selectFrom('s')
    .innerJoin('users as u', 'u.id', 's.seller_id')
    .select(['s.seller_id', 's.available', 's.held', 'u.uid', 'u.realname', 'u.username'])
    .where(total, '>', 0)
    .orderBy(total, 'desc')
    .orderBy('s.seller_id')
    .limit(TOP_SELLERS)
    .execute();
  return rows.map((r) => {
    const availableCents = Number(r.available);
    const heldCents = Number(r.held);
    return {
      sellerId: r.seller_id ?? 0,
      uid: r.uid,
      name: r.realname || r.username,
      availableCents,
      heldCents,
      totalCents: availableCents + heldCents,
    };
  });
}

async function pendingApplications(db: Db, excluded: Ids) {
  const rows = await db
    .selectFrom('wallet_applications')
    .where((eb) =>
      eb.or(PENDING_STAGES.map((p) => eb.and([eb('kind', '=', p.kind), eb('stage', '=', p.stage)]))),
    )
    .$if(excluded.length > 0, (qb) => qb.where('seller_id', 'not in', [...excluded]))
    .groupBy(['kind', 'stage', 'currency'])
    .select([
      'kind',
      'stage',
      'currency',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('original_amount_cents').as('cents'),
    ])
    .execute();
  return PENDING_STAGES.map(({ kind, stage }) => {
    const of = rows.filter((r) => r.kind === kind && r.stage === stage);
    const cents = (currency: string) =>
      of.filter((r) => r.currency === currency).reduce((sum, r) => sum + Number(r.cents), 0);
    return {
      kind,
      stage,
      count: of.reduce((sum, r) => sum + toCount(r.n), 0),
      usdCents: cents('USD'),
      rmbCents: cents('RMB'),
    };
  });
}

type TotalRow = { day?: string; fee_type: number; kind: string; entries: string; cents: string };

const toFlow = (r: TotalRow): FlowTotal => ({
  ...(r.day === undefined ? {} : { day: r.day }),
  feeType: Number(r.fee_type),
  kind: r.kind as EntryKind,
  entries: toCount(r.entries),
  amountCents: Number(r.cents),
});

const cashMoves = sql.join(CASH_MOVES.map((m) => sql`(${m.kind}, ${m.feeType})`));

/** The period's totals by fee type and kind, and the cash moves by day, of every seller. */
async function periodTotals(db: Db, period: Period) {
  const inPeriod = sql`day between ${period.beginDate}::date and ${period.endDate}::date`;
  const [byType, byDay] = await Promise.all([
    sql<TotalRow>`
      select fee_type, kind, sum(entry_count) as entries, sum(amount_cents) as cents
      from ledger_daily_totals where ${inPeriod} group by fee_type, kind`.execute(db),
    sql<TotalRow>`
      select to_char(day, 'YYYY-MM-DD') as day, fee_type, kind,
        sum(entry_count) as entries, sum(amount_cents) as cents
      from ledger_daily_totals where ${inPeriod} and (kind, fee_type) in (${cashMoves})
      group by day, fee_type, kind`.execute(db),
  ]);
  return { byType: byType.rows.map(toFlow), byDay: byDay.rows.map(toFlow) };
}

/** The excluded sellers' entries of the period, by GMT day, fee type and kind. */
async function excludedTotals(db: Db, period: Period, excluded: Ids): Promise<FlowTotal[]> {
  if (!excluded.length) return [];
  const { from, until } = periodBounds(period);
  const rows = await sql<TotalRow>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, fee_type, kind,
      count(*) as entries, sum(amount_cents) as cents
    from ledger_entries
    where seller_id in (${sql.join([...excluded])}) and created_at >= ${from} and created_at < ${until}
    group by 1, 2, 3`.execute(db);
  return rows.rows.map(toFlow);
}

export async function financeOverview(ctx: AuthedContext, q: FinanceOverviewQuery): Promise<FinanceOverview> {
  const period = periodOf(q, new Date());
  const excluded = await excludedSellers(ctx.db);
  const ids = excluded.map((s) => s.sellerId);
  const [money, top, pending, totals, ofExcluded, excludedMoney] = await Promise.all([
    moneyOf(ctx.db, ids, 'not in'),
    topSellers(ctx.db, ids),
    pendingApplications(ctx.db, ids),
    periodTotals(ctx.db, period),
    excludedTotals(ctx.db, period, ids),
    moneyOf(ctx.db, ids, 'in'),
  ]);
  const cashMoveKinds = new Set(CASH_MOVES.map((m) => `${m.kind}|${m.feeType}`));
  const excludedCash = ofExcluded.filter((t) => cashMoveKinds.has(`${t.kind}|${t.feeType}`));
  return {
    period,
    balances: { ...money, topSellers: top },
    pending,
    feesByType: feesByType(withoutExcluded(totals.byType, overDays(ofExcluded))),
    cashByDay: cashByDay(withoutExcluded(totals.byDay, excludedCash), period),
    excluded: {
      sellers: excluded,
      availableCents: excludedMoney.availableCents,
      heldCents: excludedMoney.heldCents,
    },
  };
}
