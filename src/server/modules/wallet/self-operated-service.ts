import { sql } from 'kysely';
import { isTimeRangeOrdered } from '../../../domain/accounts/accounts';
import type { FeeType } from '../../../domain/wallet/wallet';
import type {
  AccountMovement,
  PlatformAccountFigures,
  PlatformAccountStatement,
  PlatformAccountStatementRequest,
  SelfOperated,
  SelfOperatedRequest,
} from '../../../domain/wallet/self-operated';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { iso, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/**
 * Finance/SelfOperated: the platform's accounts and the sellers' funds they mirror, each with its
 * balance now and what moved it in a period, and one platform account's statement. The closing balance
 * is the kept balance less what was posted after the period; the opening one, the closing less the
 * period's postings. Sellers' funds are taken per entry (a hold moves money between a seller's own two
 * accounts: not a movement of what the platform owes).
 */

type Period = { begin: Date | null; end: Date };
/** A platform account's id, or 0 for every seller account together. */
type Group = number;
type Move = { inCents: number; outCents: number; entryCount: number };

function periodOf(r: SelfOperatedRequest): Period {
  const end = new Date(r.endTime ?? Date.now());
  if (!isTimeRangeOrdered(r.beginTime, end.toISOString())) throw badRequest('wallet:ledger.errors.badRange');
  return { begin: r.beginTime ? new Date(r.beginTime) : null, end };
}

const groupSql = sql<number>`case when a.seller_id is null then a.id else 0 end`;

/** The ledger reads of every account, or of one platform account only (its statement). */
type Only = number | undefined;
const onlySql = (only: Only) => (only === undefined ? sql`` : sql`and a.id = ${only}`);

/** Each group's net per entry, then summed into money in, money out and entries, between two instants. */
async function movesBetween(
  db: Db,
  after: Date | null,
  until: Date | null,
  only: Only,
): Promise<Map<Group, Move>> {
  const from = after ? sql`and e.created_at >= ${after}` : sql``;
  const to = until ? sql`and e.created_at <= ${until}` : sql``;
  const { rows } = await sql<{ grp: number; in_cents: string; out_cents: string; entries: string }>`
    with moves as (
      select ${groupSql} as grp, p.entry_id, sum(p.amount_cents) as cents
      from ledger_postings p
      join ledger_entries e on e.id = p.entry_id
      join ledger_accounts a on a.id = p.account_id
      where true ${from} ${to} ${onlySql(only)}
      group by 1, 2
    )
    select grp, sum(greatest(cents, 0)) as in_cents, sum(least(cents, 0)) as out_cents,
      count(*) filter (where cents <> 0) as entries
    from moves group by grp`.execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.grp),
      { inCents: Number(r.in_cents), outCents: Number(r.out_cents), entryCount: toCount(r.entries) },
    ]),
  );
}

/** Net postings of each group after an instant (what the closing balance leaves out). */
async function netAfter(db: Db, after: Date, only: Only): Promise<Map<Group, number>> {
  const { rows } = await sql<{ grp: number; cents: string }>`
    select ${groupSql} as grp, sum(p.amount_cents) as cents
    from ledger_postings p
    join ledger_entries e on e.id = p.entry_id
    join ledger_accounts a on a.id = p.account_id
    where e.created_at > ${after} ${onlySql(only)}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [Number(r.grp), Number(r.cents)]));
}

async function keptBalances(db: Db, only: Only) {
  return db
    .selectFrom('ledger_accounts as a')
    .$if(only !== undefined, (q) => q.where('a.id', '=', only!))
    .leftJoin('ledger_balances as b', 'b.account_id', 'a.id')
    .select([
      groupSql.as('grp'),
      (eb) => eb.fn.max('a.kind').as('kind'),
      (eb) => eb.fn.max('a.fee_type').as('fee_type'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('b.balance_cents'), eb.lit(0)).as('cents'),
    ])
    .groupBy(groupSql)
    .orderBy(groupSql)
    .execute();
}

function movement(balanceCents: number, later: number, move: Move | undefined): AccountMovement {
  const m = move ?? { inCents: 0, outCents: 0, entryCount: 0 };
  const closingCents = balanceCents - later;
  return { openingCents: closingCents - m.inCents - m.outCents, ...m, closingCents };
}

async function figures(db: Db, period: Period, only?: number) {
  const [kept, moves, later] = await Promise.all([
    keptBalances(db, only),
    movesBetween(db, period.begin, period.end, only),
    netAfter(db, period.end, only),
  ]);
  const of = (grp: Group, balanceCents: number) =>
    movement(balanceCents, later.get(grp) ?? 0, moves.get(grp));
  const accounts: (PlatformAccountFigures & { id: number })[] = [];
  let sellerFunds = { balanceCents: 0, ...of(0, 0) };
  for (const row of kept) {
    const grp = Number(row.grp);
    const balanceCents = Number(row.cents);
    if (grp === 0) sellerFunds = { balanceCents, ...of(0, balanceCents) };
    else
      accounts.push({
        id: grp,
        kind: row.kind as PlatformAccountFigures['kind'],
        feeType: row.fee_type === null ? null : Number(row.fee_type),
        balanceCents,
        ...of(grp, balanceCents),
      });
  }
  return { accounts, sellerFunds };
}

export async function selfOperated(ctx: AuthedContext, r: SelfOperatedRequest): Promise<SelfOperated> {
  const period = periodOf(r);
  const { accounts, sellerFunds } = await figures(ctx.db, period);
  return {
    beginTime: period.begin && iso(period.begin),
    endTime: iso(period.end),
    accounts: accounts.map(({ id: _id, ...a }) => a),
    sellerFunds,
  };
}

/** One platform account's postings in the period, newest first, with its opening and closing balance. */
export async function platformAccountStatement(
  ctx: AuthedContext,
  r: PlatformAccountStatementRequest,
): Promise<PlatformAccountStatement> {
  const period = periodOf(r);
  const named = await ctx.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('seller_id', 'is', null)
    .where('kind', '=', r.kind)
    .where('fee_type', r.feeType === undefined ? 'is' : '=', r.feeType ?? null)
    .executeTakeFirst();
  if (!named) throw notFound('wallet:selfOperated.errors.unknownAccount');
  const { accounts } = await figures(ctx.db, period, named.id);
  const { id, ...account } = accounts[0];
  const req = pageRequest(r, ctx.config.maxPageSize);
  const base = ctx.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('p.account_id', '=', id)
    .where('e.created_at', '>=', period.begin ?? new Date(0))
    .where('e.created_at', '<=', period.end);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as seller', 'seller.id', 'e.seller_id')
      .leftJoin('users as op', 'op.id', 'e.operator_id')
      .select([
        'e.id',
        'e.created_at',
        'e.fee_type',
        'p.amount_cents',
        'e.seller_id',
        'e.relation_type',
        'e.relation_ref',
        'e.note',
        sql<string>`coalesce(seller.uid, '')`.as('seller_uid'),
        sql<string>`coalesce(nullif(op.realname, ''), op.username, '')`.as('operator_name'),
      ])
      .orderBy('e.id', 'desc')
      .limit(req.pageSize)
      .offset(req.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    account,
    ...pageOf(
      req,
      toCount(count.n),
      rows.map((row) => ({
        entryId: row.id,
        createdAt: iso(row.created_at),
        feeType: row.fee_type as FeeType,
        amountCents: Number(row.amount_cents),
        sellerId: row.seller_id,
        sellerUid: row.seller_uid,
        relation: {
          type: row.relation_type as PlatformAccountStatement['data'][number]['relation']['type'],
          ref: row.relation_ref,
        },
        operatorName: row.operator_name,
        note: row.note,
      })),
    ),
  };
}
