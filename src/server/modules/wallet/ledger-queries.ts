import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type {
  EntryKind,
  FeeType,
  LedgerEntryRow,
  RelationType,
  TransactionStatus,
} from '../../../domain/wallet/wallet';
import { entryStatus, sellerDeltasOf } from '../../../domain/wallet/ledger';
import { SETTLING_KINDS, statementRowsOf } from '../../../domain/wallet/statement';
import type { StatementRow } from '../../../domain/wallet/statement';
import { PortalId } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { iso, toCount } from '../../kernel/db-helpers';

/**
 * Reading the journal: a seller's statement (the transactions list, its export, the admin's
 * MerchantFlow: each hold with its settlement as one row, wallet/statement.ts), one entry with its
 * status derived from its settlement, and balances at a point in time from the postings.
 */

export type EntryFilter = {
  sellerId: number;
  feeType?: number;
  status?: number;
  beginTime?: string;
  endTime?: string;
};

type Scope = ExpressionBuilder<DB & { e: DB['ledger_entries']; s: DB['ledger_entries'] }, 'e' | 's'>;

/** A hold's status from its settling entry `s`; every other entry is completed (SQL of entryStatus). */
const statusSql = sql<number>`case when e.kind <> 'hold' then 2
  when s.kind = 'capture' then 2 when s.kind = 'release' then 3 when s.kind = 'expire' then 4 else 1 end`;

function entryConditions(eb: Scope, f: EntryFilter & { ids?: number[] }): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [eb('e.seller_id', '=', f.sellerId)];
  if (f.ids?.length) c.push(eb('e.id', 'in', f.ids));
  if (f.feeType !== undefined) c.push(eb('e.fee_type', '=', f.feeType));
  if (f.status !== undefined) c.push(eb(statusSql, '=', f.status));
  if (f.beginTime) c.push(eb('e.created_at', '>=', new Date(f.beginTime)));
  if (f.endTime) c.push(eb('e.created_at', '<=', new Date(f.endTime)));
  return eb.and(c);
}

function entriesBase(db: Db) {
  return db.selectFrom('ledger_entries as e').leftJoin('ledger_entries as s', 's.settles_entry_id', 'e.id');
}

function selectRows(db: Db) {
  return entriesBase(db)
    .leftJoin('users as op', 'op.id', 'e.operator_id')
    .select([
      'e.id',
      'e.idempotency_key',
      'e.kind',
      'e.fee_type',
      'e.seller_id',
      'e.amount_cents',
      'e.relation_type',
      'e.relation_ref',
      'e.original_user_id',
      'e.new_user_id',
      'e.note',
      'e.settles_entry_id',
      'e.refunds_entry_id',
      'e.created_at',
      's.kind as settled_by',
      sql<string>`coalesce(nullif(op.realname, ''), op.username, '')`.as('operator_name'),
    ]);
}
export type EntryRowRecord = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function toEntryRow(r: EntryRowRecord): LedgerEntryRow {
  const kind = r.kind as EntryKind;
  const amountCents = Number(r.amount_cents);
  const deltas = sellerDeltasOf(kind, amountCents);
  return {
    id: r.id,
    key: r.idempotency_key,
    kind,
    feeType: r.fee_type as FeeType,
    status: entryStatus(kind, (r.settled_by as EntryKind | null) ?? null) as TransactionStatus,
    amountCents,
    sellerId: r.seller_id,
    relation: { type: r.relation_type as RelationType, ref: r.relation_ref },
    createdAt: iso(r.created_at),
    availableDeltaCents: deltas.available,
    heldDeltaCents: deltas.held,
    originalUserId: r.original_user_id,
    newUserId: r.new_user_id,
    operatorName: r.operator_name,
    note: r.note,
    linkedEntryId: r.settles_entry_id ?? r.refunds_entry_id,
  };
}

/**
 * The entries that start a statement row (every entry but one settling a hold) under the filter. A
 * period takes a row that started or was settled in it, so a hold settled in the period shows there.
 */
function rowConditions(eb: Scope, f: EntryFilter & { ids?: number[] }): Expression<SqlBool> {
  const { beginTime, endTime, ...rest } = f;
  const inPeriod = (at: 'e.created_at' | 's.created_at') =>
    eb.and([
      ...(beginTime ? [eb(at, '>=', new Date(beginTime))] : []),
      ...(endTime ? [eb(at, '<=', new Date(endTime))] : []),
    ]);
  return eb.and([
    entryConditions(eb, rest),
    eb('e.kind', 'not in', [...SETTLING_KINDS]),
    ...(beginTime || endTime ? [eb.or([inPeriod('e.created_at'), inPeriod('s.created_at')])] : []),
  ]);
}

/** Statement rows from the entries that start them: each hold with the entry that settled it. */
async function withSettlements(db: Db, rows: EntryRowRecord[]): Promise<StatementRow[]> {
  const settledHolds = rows.filter((r) => r.kind === 'hold' && r.settled_by !== null).map((r) => r.id);
  const settlements =
    settledHolds.length === 0
      ? []
      : await selectRows(db).where('e.settles_entry_id', 'in', settledHolds).execute();
  return statementRowsOf([...rows, ...settlements].map(toEntryRow));
}

/** One page of a seller's statement, newest first. */
export async function statementPage(db: Db, f: EntryFilter, offset: number, limit: number) {
  const [rows, totalCount] = await Promise.all([
    selectRows(db)
      .where((eb) => rowConditions(eb, f))
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countStatementRows(db, f),
  ]);
  return { rows: await withSettlements(db, rows), totalCount };
}

/** Keyset pages for an export: statement rows started by an entry below `beforeId`, newest first. */
export async function statementKeysetPage(
  db: Db,
  f: EntryFilter & { ids?: number[] },
  beforeId: number | null,
  limit: number,
) {
  const rows = await selectRows(db)
    .where((eb) => rowConditions(eb, f))
    .where((eb) => (beforeId === null ? eb.and([]) : eb('e.id', '<', beforeId)))
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return withSettlements(db, rows);
}

export async function countStatementRows(db: Db, f: EntryFilter & { ids?: number[] }): Promise<number> {
  const { n } = await entriesBase(db)
    .where((eb) => rowConditions(eb, f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(n);
}

/** One of the seller's entries, or undefined (another seller's entry is not the seller's to see). */
export async function sellerEntry(db: Db, sellerId: number, id: number): Promise<LedgerEntryRow | undefined> {
  const row = await selectRows(db)
    .where('e.id', '=', id)
    .where('e.seller_id', '=', sellerId)
    .executeTakeFirst();
  return row && toEntryRow(row);
}

/**
 * A seller's available and held balance from the postings of the entries made before `at` (or at it,
 * `inclusive`): a statement's opening and closing balance.
 */
export async function balanceAt(
  db: Db,
  sellerId: number,
  at: Date,
  inclusive: boolean,
): Promise<{ availableCents: number; heldCents: number }> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('a.seller_id', '=', sellerId)
    .where('e.created_at', inclusive ? '<=' : '<', at)
    .groupBy('a.kind')
    .select(['a.kind', (eb) => eb.fn.sum<number>('p.amount_cents').as('cents')])
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return { availableCents: of('seller_available'), heldCents: of('seller_held') };
}

/** The seller an id names; another id (none, or not a seller) answers 404. */
export async function sellerOrNotFound(db: Db, sellerId: number) {
  const seller = await db
    .selectFrom('users')
    .select(['id', 'uid', 'username', 'realname'])
    .where('id', '=', sellerId)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  if (!seller) throw notFound('wallet:ledger.errors.unknownSeller', { sellerId });
  return seller;
}

/** A seller's balances as a statement's period opens (before its first instant) and closes (at its last). */
export async function statementBalances(db: Db, sellerId: number, beginTime: string, endTime: string) {
  const [opening, closing] = await Promise.all([
    balanceAt(db, sellerId, new Date(beginTime), false),
    balanceAt(db, sellerId, new Date(endTime), true),
  ]);
  return { opening, closing };
}
