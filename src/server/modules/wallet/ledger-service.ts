import { sql } from 'kysely';
import type { RawBuilder, Selectable, Transaction } from 'kysely';
import { PortalId } from '../../../domain/users';
import { formatCents, isFeeType, MAX_AMOUNT_CENTS } from '../../../domain/wallet';
import type { Balance, EntryKind, FeeType, LedgerEntry, Relation } from '../../../domain/wallet';
import { entryStatus, planEntry, sellerDeltas } from '../../../domain/wallet-ledger';
import type { AccountRef, CoreCommand, Posting, Refusal } from '../../../domain/wallet-ledger';
import type { DB, LedgerEntriesTable } from '../../db/schema';
import { AppError, ErrorCode, badRequest, notFound } from '../../http/errors';
import { iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/**
 * The wallet's ledger service (WALLET-CONTRACT.md): the only writer of the money tables. Every function
 * runs inside the caller's transaction, so an order's state and its money change together or not at all.
 *
 * - Idempotent by `key`: the same key again returns the first entry and posts nothing; the same key with
 *   other content throws LedgerConflict.
 * - Concurrency: every command first locks the seller's balance rows (`for update`, available before
 *   held, always in that order), so commands of one seller run one after the other and never lose an
 *   update; commands of different sellers run side by side (a platform account's balance is spread over
 *   slots). The idempotency key's unique index settles what the lock does not cover (one key used for
 *   two sellers at once): the insert waits for the other writer and posts nothing, then the first entry
 *   is returned, without an error that would abort the caller's transaction.
 * - A caller that moves money of two sellers in one transaction should call in ascending seller id, or
 *   PostgreSQL may answer a deadlock (retrying the whole transaction is then safe: every key is idempotent).
 */

export type { LedgerEntry, Relation };

export type MoneyCommand = {
  /** Idempotency key, unique across the ledger. */
  key: string;
  /** The user id of the seller account (users table). */
  sellerId: number;
  /** > 0, a safe integer, at most MAX_AMOUNT_CENTS. */
  amountCents: number;
  feeType: FeeType;
  relation: Relation;
  operatorId: number | null;
  /** Where an item changes hands. */
  originalUserId?: number;
  newUserId?: number;
  note?: string;
};
export type CaptureCommand = {
  key: string;
  holdEntryId: number;
  operatorId: number | null;
  /** The fee type the captured money is booked as (default: the hold's). */
  feeType?: FeeType;
  note?: string;
};
export type ReleaseCommand = {
  key: string;
  holdEntryId: number;
  operatorId: number | null;
  /** e.g. 23 cancel cash withdrawal for a cancelled or rejected withdrawal. */
  feeType: FeeType;
  note?: string;
};
export type RefundCommand = MoneyCommand & { refundsEntryId: number };

/** The recharge screen, where the answer to InsufficientFunds links. */
export const RECHARGE_PATH = '/business/wallet/WalletCharge';

/** Available would go below zero: 409 with the shortfall and a link to recharge. */
export class InsufficientFunds extends AppError {
  constructor(readonly shortfallCents: number) {
    super(
      ErrorCode.conflict,
      'wallet:ledger.errors.insufficientFunds',
      { shortfall: formatCents(shortfallCents) },
      { shortfallCents, rechargePath: RECHARGE_PATH },
    );
    this.name = 'InsufficientFunds';
  }
}

export type LedgerConflictReason =
  'keyReused' | 'holdSettled' | 'notAHold' | 'notRefundable' | 'refundTooLarge';

/** The command contradicts what the ledger already holds (409). */
export class LedgerConflict extends AppError {
  constructor(
    readonly reason: LedgerConflictReason,
    params: Record<string, string | number> = {},
  ) {
    super(ErrorCode.conflict, `wallet:ledger.errors.${reason}`, params, { reason });
    this.name = 'LedgerConflict';
  }
}

type Trx = Transaction<DB>;
type EntryRow = Selectable<LedgerEntriesTable>;

/** Platform -> seller available (recharge approved, deposit, collections). */
export function credit(trx: Trx, c: MoneyCommand): Promise<LedgerEntry> {
  return postSellerCommand(trx, 'credit', c);
}

/** An entry with the seller's balance before and after it; `fresh` is false for a repeated key. */
export type Posted = { entry: LedgerEntry; before: Balance; after: Balance; fresh: boolean };

/** credit or charge, answering the balances around the entry too (the admin's audited deposit and deduction). */
export function creditOrCharge(trx: Trx, kind: 'credit' | 'charge', c: MoneyCommand): Promise<Posted> {
  checkMoneyCommand(c);
  return postWithBalances(trx, c.sellerId, c.key, fingerprintOf(moneyContent(kind, c)), async (balance) => ({
    core: { kind, sellerId: c.sellerId, amountCents: c.amountCents, feeType: c.feeType },
    balance,
    row: entryValues(kind, c),
  }));
}

/** Seller available -> platform (revenue of c.feeType, or what the fee type is owed to). */
export function charge(trx: Trx, c: MoneyCommand): Promise<LedgerEntry> {
  return postSellerCommand(trx, 'charge', c);
}

/** Seller available -> seller held (pending withdrawal, unpaid order); the entry is in transaction. */
export function hold(trx: Trx, c: MoneyCommand): Promise<LedgerEntry> {
  return postSellerCommand(trx, 'hold', c);
}

/** Held -> platform (withdrawal paid: cash clearing; order paid: revenue); the hold is completed. */
export function capture(trx: Trx, c: CaptureCommand): Promise<LedgerEntry> {
  return settle(trx, 'capture', c);
}

/** Held -> available (fee type 23 for a cancelled or rejected withdrawal); the hold is cancelled. */
export function release(trx: Trx, c: ReleaseCommand): Promise<LedgerEntry> {
  return settle(trx, 'release', c);
}

/** Held -> available because the hold ran out of time (an unpaid order); the hold is expired. */
export function expire(trx: Trx, c: ReleaseCommand): Promise<LedgerEntry> {
  return settle(trx, 'expire', c);
}

/** Reverses (part of) a charge or a captured hold of the same seller: refunds -> seller available. */
export async function refund(trx: Trx, c: RefundCommand): Promise<LedgerEntry> {
  checkMoneyCommand(c);
  const charged = await entryById(trx, c.refundsEntryId);
  if (!charged) throw new LedgerConflict('notRefundable');
  const fingerprint = fingerprintOf({ ...moneyContent('refund', c), refundsEntryId: c.refundsEntryId });
  return post(trx, c.sellerId, c.key, fingerprint, async (balance) => {
    const refunded = await trx
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
      .where('refunds_entry_id', '=', charged.id)
      .executeTakeFirstOrThrow();
    const core: CoreCommand = {
      kind: 'refund',
      sellerId: c.sellerId,
      amountCents: c.amountCents,
      feeType: c.feeType,
      charge: {
        sellerId: charged.seller_id ?? 0,
        amountCents: Number(charged.amount_cents),
        refundedCents: Number(refunded.cents),
        kind: charged.kind as EntryKind,
      },
    };
    return { core, balance, row: { ...entryValues('refund', c), refunds_entry_id: charged.id } };
  });
}

/** A seller's available and held balance (zero for a seller without entries). */
export async function balanceOf(db: Db, sellerId: number): Promise<Balance> {
  const rows = await db
    .selectFrom('ledger_balances as b')
    .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
    .select(['a.kind', 'b.balance_cents'])
    .where('a.seller_id', '=', sellerId)
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance_cents ?? 0);
  return { availableCents: of('seller_available'), heldCents: of('seller_held') };
}

// ---- Inside ----

type EntryValues = Omit<EntryRow, 'id' | 'created_at' | 'idempotency_key' | 'fingerprint'>;
type Planned = { core: CoreCommand; balance: Balance; row: EntryValues };

function checkMoneyCommand(c: MoneyCommand): void {
  if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0 || c.amountCents > MAX_AMOUNT_CENTS) {
    throw badRequest('wallet:ledger.errors.badAmount', { max: formatCents(MAX_AMOUNT_CENTS) });
  }
  if (!isFeeType(c.feeType))
    throw badRequest('wallet:ledger.errors.badFeeType', { feeType: String(c.feeType) });
  if (!c.key) throw badRequest('wallet:ledger.errors.noKey');
}

function moneyContent(kind: EntryKind, c: MoneyCommand) {
  return {
    kind,
    sellerId: c.sellerId,
    amountCents: c.amountCents,
    feeType: c.feeType,
    relation: [c.relation.type, c.relation.ref],
    users: [c.originalUserId ?? null, c.newUserId ?? null],
  };
}

function fingerprintOf(content: object): string {
  return JSON.stringify(content);
}

function entryValues(kind: EntryKind, c: MoneyCommand): EntryValues {
  return {
    kind,
    fee_type: c.feeType,
    seller_id: c.sellerId,
    amount_cents: c.amountCents,
    relation_type: c.relation.type,
    relation_ref: c.relation.ref,
    original_user_id: c.originalUserId ?? null,
    new_user_id: c.newUserId ?? null,
    operator_id: c.operatorId,
    note: c.note ?? '',
    settles_entry_id: null,
    refunds_entry_id: null,
  };
}

function postSellerCommand(
  trx: Trx,
  kind: 'credit' | 'charge' | 'hold',
  c: MoneyCommand,
): Promise<LedgerEntry> {
  checkMoneyCommand(c);
  return post(trx, c.sellerId, c.key, fingerprintOf(moneyContent(kind, c)), async (balance) => ({
    core: { kind, sellerId: c.sellerId, amountCents: c.amountCents, feeType: c.feeType },
    balance,
    row: entryValues(kind, c),
  }));
}

async function settle(
  trx: Trx,
  kind: 'capture' | 'release' | 'expire',
  c: CaptureCommand | ReleaseCommand,
): Promise<LedgerEntry> {
  if (!c.key) throw badRequest('wallet:ledger.errors.noKey');
  if (c.feeType !== undefined && !isFeeType(c.feeType)) {
    throw badRequest('wallet:ledger.errors.badFeeType', { feeType: String(c.feeType) });
  }
  const held = await entryById(trx, c.holdEntryId);
  if (!held || held.kind !== 'hold' || held.seller_id === null) throw new LedgerConflict('notAHold');
  const sellerId = held.seller_id;
  const feeType = (c.feeType ?? held.fee_type) as FeeType;
  const fingerprint = fingerprintOf({ kind, holdEntryId: held.id, feeType });
  return post(trx, sellerId, c.key, fingerprint, async (balance) => {
    const settledBy = await settlingKind(trx, held.id);
    const hold = {
      sellerId,
      amountCents: Number(held.amount_cents),
      feeType: held.fee_type as FeeType,
      settled: settledBy !== null,
    };
    const core: CoreCommand = kind === 'capture' ? { kind, hold, feeType } : { kind, hold };
    const row: EntryValues = {
      kind,
      fee_type: feeType,
      seller_id: sellerId,
      amount_cents: Number(held.amount_cents),
      relation_type: held.relation_type,
      relation_ref: held.relation_ref,
      original_user_id: held.original_user_id,
      new_user_id: held.new_user_id,
      operator_id: c.operatorId,
      note: c.note ?? '',
      settles_entry_id: held.id,
      refunds_entry_id: null,
    };
    return { core, balance, row };
  });
}

/**
 * The one path every command takes: lock the seller, answer a repeated key with its first entry, plan
 * the postings with the pure core, then write the entry, its postings and the balances.
 */
async function post(
  trx: Trx,
  sellerId: number,
  key: string,
  fingerprint: string,
  plan: (balance: Balance) => Promise<Planned>,
): Promise<LedgerEntry> {
  return (await postWithBalances(trx, sellerId, key, fingerprint, plan)).entry;
}

async function postWithBalances(
  trx: Trx,
  sellerId: number,
  key: string,
  fingerprint: string,
  plan: (balance: Balance) => Promise<Planned>,
): Promise<Posted> {
  const accounts = await lockSellerAccounts(trx, sellerId);
  const before = accounts.balance;
  const unchanged = async (first: EntryRow): Promise<Posted> => ({
    entry: await answerRepeated(trx, first, fingerprint),
    before,
    after: before,
    fresh: false,
  });
  // A repeated key is found by the insert itself (its unique index), not by a lookup before it: a fresh
  // command, the usual one, then costs no extra round trip. A refusal looks for the key first, so a
  // repeated command is answered with its first entry even when it could not post again.
  const planned = await plan(accounts.balance);
  const outcome = planEntry(planned.core, accounts.balance.availableCents);
  if (!outcome.ok) {
    const repeated = await entryByKey(trx, key);
    if (repeated) return unchanged(repeated);
    throw refusalError(outcome);
  }

  const inserted = await trx
    .insertInto('ledger_entries')
    .values({ ...planned.row, idempotency_key: key, fingerprint })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    // This key was used before (by this seller, or by another meanwhile), or this hold was settled meanwhile.
    const first = await entryByKey(trx, key);
    if (first) return unchanged(first);
    throw new LedgerConflict('holdSettled');
  }
  await writePostings(trx, inserted.id, sellerId, accounts, outcome.postings);
  const delta = sellerDeltas(outcome.postings, sellerId);
  return {
    entry: toLedgerEntry(inserted, null),
    before,
    after: {
      availableCents: before.availableCents + delta.available,
      heldCents: before.heldCents + delta.held,
    },
    fresh: true,
  };
}

type SellerAccounts = { availableId: number; heldId: number; balance: Balance };

/** Locks the seller's balance rows (available, then held), creating the accounts on first use. */
async function lockSellerAccounts(trx: Trx, sellerId: number): Promise<SellerAccounts> {
  let rows = await selectSellerRowsForUpdate(trx, sellerId);
  if (rows.length < 2) {
    await openSellerAccounts(trx, sellerId);
    rows = await selectSellerRowsForUpdate(trx, sellerId);
  }
  const availableRow = rows.find((r) => r.kind === 'seller_available');
  const heldRow = rows.find((r) => r.kind === 'seller_held');
  if (!availableRow || !heldRow) throw new Error(`ledger accounts of seller ${sellerId} are incomplete`);
  return {
    availableId: availableRow.account_id,
    heldId: heldRow.account_id,
    balance: { availableCents: Number(availableRow.balance_cents), heldCents: Number(heldRow.balance_cents) },
  };
}

function selectSellerRowsForUpdate(trx: Trx, sellerId: number) {
  return trx
    .selectFrom('ledger_balances as b')
    .select(['b.account_id', 'b.kind', 'b.balance_cents'])
    .where('b.account_id', 'in', (eb) =>
      eb.selectFrom('ledger_accounts').select('id').where('seller_id', '=', sellerId),
    )
    .orderBy('b.kind')
    .forUpdate()
    .execute();
}

async function openSellerAccounts(trx: Trx, sellerId: number): Promise<void> {
  const seller = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', sellerId)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  if (!seller) throw notFound('wallet:ledger.errors.unknownSeller', { sellerId });
  await sql`
    insert into ledger_accounts (kind, seller_id)
    values ('seller_available', ${sellerId}), ('seller_held', ${sellerId})
    on conflict (kind, coalesce(seller_id, 0), coalesce(fee_type, 0)) do nothing`.execute(trx);
  await sql`
    insert into ledger_balances (account_id, slot, kind, balance_cents)
    select id, 0, kind, 0 from ledger_accounts where seller_id = ${sellerId}
    on conflict (account_id, slot) do nothing`.execute(trx);
}

/** The slot of a platform account a seller's commands post to. */
const PLATFORM_SLOTS = 16;

async function writePostings(
  trx: Trx,
  entryId: number,
  sellerId: number,
  accounts: SellerAccounts,
  postings: readonly Posting[],
): Promise<void> {
  const resolved = postings.map((p) => ({
    ...p,
    accountId: accountIdOf(p.account, accounts),
    kind: p.account.kind,
    slot: isSellerAccount(p.account) ? 0 : sellerId % PLATFORM_SLOTS,
  }));
  // The postings and every balance they move in one statement (one round trip): each change is a
  // data-modifying WITH part, which PostgreSQL runs once and to completion; the entry's postings touch
  // distinct rows. A seller's rows exist and are locked: an update. A platform slot may be new: an
  // upsert (its CHECK would test the proposed row, hence not for seller rows, whose proposed row is the
  // bare delta). The balance CHECK (available never below zero) still fails the whole statement.
  const postingRows = sql.join(resolved.map((p) => sql`(${entryId}, ${p.accountId}, ${p.amountCents})`));
  const balanceChanges = resolved.map((p, i) => {
    const name = sql.ref(`balance_${i}`);
    return isSellerAccount(p.account)
      ? sql`${name} as (update ledger_balances set balance_cents = balance_cents + ${p.amountCents}
          where account_id = ${p.accountId} and slot = 0)`
      : sql`${name} as (insert into ledger_balances (account_id, slot, kind, balance_cents)
          values (${p.accountId}, ${p.slot}, ${p.kind}, ${p.amountCents})
          on conflict (account_id, slot)
          do update set balance_cents = ledger_balances.balance_cents + excluded.balance_cents)`;
  });
  await sql`with postings as (insert into ledger_postings (entry_id, account_id, amount_cents)
      values ${postingRows}), ${sql.join(balanceChanges)}
    select 1`.execute(trx);
}

function isSellerAccount(ref: AccountRef): boolean {
  return ref.kind === 'seller_available' || ref.kind === 'seller_held';
}

/** A seller account's id, or a platform account's as a subquery (the migration opens them all). */
function accountIdOf(ref: AccountRef, accounts: SellerAccounts): number | RawBuilder<number> {
  if (ref.kind === 'seller_available') return accounts.availableId;
  if (ref.kind === 'seller_held') return accounts.heldId;
  const feeType = ref.kind === 'revenue' ? ref.feeType : 0;
  return sql<number>`(select id from ledger_accounts
    where kind = ${ref.kind} and seller_id is null and coalesce(fee_type, 0) = ${feeType})`;
}

function entryById(db: Db, id: number): Promise<EntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

function entryByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

async function settlingKind(db: Db, holdId: number): Promise<EntryKind | null> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('kind')
    .where('settles_entry_id', '=', holdId)
    .executeTakeFirst();
  return (row?.kind as EntryKind | undefined) ?? null;
}

async function answerRepeated(db: Db, first: EntryRow, fingerprint: string): Promise<LedgerEntry> {
  if (first.fingerprint !== fingerprint)
    throw new LedgerConflict('keyReused', { key: first.idempotency_key });
  return toLedgerEntry(first, first.kind === 'hold' ? await settlingKind(db, first.id) : null);
}

function refusalError(refusal: Refusal): AppError {
  switch (refusal.refusal) {
    case 'insufficientFunds':
      return new InsufficientFunds(refusal.shortfallCents);
    case 'refundTooLarge':
      return new LedgerConflict('refundTooLarge', { refundable: formatCents(refusal.refundableCents) });
    case 'badAmount':
      return badRequest('wallet:ledger.errors.badAmount', { max: formatCents(MAX_AMOUNT_CENTS) });
    default:
      return new LedgerConflict(refusal.refusal);
  }
}

export function toLedgerEntry(row: EntryRow, settledBy: EntryKind | null): LedgerEntry {
  const kind = row.kind as EntryKind;
  return {
    id: row.id,
    key: row.idempotency_key,
    kind,
    feeType: row.fee_type as FeeType,
    status: entryStatus(kind, settledBy),
    amountCents: Number(row.amount_cents),
    sellerId: row.seller_id,
    relation: { type: row.relation_type as Relation['type'], ref: row.relation_ref },
    createdAt: iso(row.created_at),
  };
}
