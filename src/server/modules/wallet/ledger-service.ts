import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { isFeeType, MAX_AMOUNT_CENTS, formatCents } from '../../../domain/wallet/wallet';
import type { Balance, EntryKind, FeeType, LedgerEntry, Relation } from '../../../domain/wallet/wallet';
import { planEntry, sellerDeltas } from '../../../domain/wallet/ledger';
import type { CoreCommand } from '../../../domain/wallet/ledger';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { auditRowOf } from '../../kernel/audit-log';
import type { AuditActor, AuditChange } from '../../kernel/audit-log';
import { lockSellerAccounts, writeEntry } from './ledger-accounts';
import { LedgerConflict, refusalError } from './ledger-errors';
import { answerRepeated, entryById, entryByKey, settlingKind, toLedgerEntry } from './ledger-entry-rows';
import type { EntryRow } from './ledger-entry-rows';

/**
 * The wallet's ledger service: the only writer of the money tables. Every function
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
export { InsufficientFunds, LedgerConflict, RECHARGE_PATH } from './ledger-errors';
export type { LedgerConflictReason } from './ledger-errors';

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

type Trx = Transaction<DB>;

/** Platform -> seller available (recharge approved, deposit, collections). */
export function credit(trx: Trx, c: MoneyCommand): Promise<LedgerEntry> {
  return postSellerCommand(trx, 'credit', c);
}

/** An entry with the seller's balance before and after it; `fresh` is false for a repeated key. */
export type Posted = { entry: LedgerEntry; before: Balance; after: Balance; fresh: boolean };

/**
 * The audit entry of a fresh entry, from the seller's balances around it: written with the entry (its
 * entity id is the entry's), so a repeated key, which posts nothing, is not audited again.
 */
export type EntryAudit = {
  actor: AuditActor;
  change: (balances: { before: Balance; after: Balance }) => AuditChange;
};

/** credit or charge, answering the balances around the entry too (the admin's audited deposit and deduction). */
export function creditOrCharge(
  trx: Trx,
  kind: 'credit' | 'charge',
  c: MoneyCommand,
  audit?: EntryAudit,
): Promise<Posted> {
  checkMoneyCommand(c);
  const fingerprint = fingerprintOf(moneyContent(kind, c));
  const plan = async (balance: Balance): Promise<Planned> => ({
    core: { kind, sellerId: c.sellerId, amountCents: c.amountCents, feeType: c.feeType },
    balance,
    row: entryValues(kind, c),
  });
  return postWithBalances(trx, c.sellerId, c.key, fingerprint, plan, audit);
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
 * the postings with the pure core, then write the entry, its postings, the balances and the entry's
 * audit row (when the caller audits it) in one statement.
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
  audit?: EntryAudit,
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

  const delta = sellerDeltas(outcome.postings, sellerId);
  const after = {
    availableCents: before.availableCents + delta.available,
    heldCents: before.heldCents + delta.held,
  };
  const row = { ...planned.row, idempotency_key: key, fingerprint };
  const auditRow = audit && auditRowOf(audit.actor, audit.change({ before, after }));
  const inserted = await writeEntry(trx, { row, audit: auditRow }, sellerId, accounts, outcome.postings);
  if (!inserted) {
    // This key was used before (by this seller, or by another meanwhile), or this hold was settled meanwhile.
    const first = await entryByKey(trx, key);
    if (first) return unchanged(first);
    throw new LedgerConflict('holdSettled');
  }
  return { entry: toLedgerEntry(inserted, null), before, after, fresh: true };
}
