import { z } from 'zod';
import { holdStatus } from './ledger';
import { FeeType, ledgerEntryRowSchema, TransactionStatus } from './wallet';
import type { EntryKind, LedgerEntryRow } from './wallet';

/**
 * The wallet statement: the ledger as a seller reads it, one row per movement of money. A hold and
 * the capture, release or expiry that settles it (which names it: linkedEntryId) are one row with
 * its life (held, then charged, released or expired), its amount, what it belongs to and what it did
 * to the available and held balances over that life. The journal's entries are never changed; this
 * is only how the seller's wallet, the admin's MerchantFlow and their exports show them.
 *
 *   POST /wallet/transaction/list (business), POST /finance/merchant_flow (admin) -> StatementRow
 */

/** Entries that settle a hold: each names the hold it settles. */
export const SETTLING_KINDS = ['capture', 'release', 'expire'] as const satisfies readonly EntryKind[];
export const settlesAHold = (kind: EntryKind): boolean =>
  (SETTLING_KINDS as readonly EntryKind[]).includes(kind);

/** What happened to the money at one step of its life, in words. */
export const STATEMENT_STEPS = [
  'credited',
  'charged',
  'held',
  'released',
  'expired',
  'refunded',
  'paidOut',
] as const;
export type StatementStep = (typeof STATEMENT_STEPS)[number];

/** The step an entry is: money taken for a withdrawal is paid out to the seller, not charged. */
export function stepOf(kind: EntryKind, feeType: number): StatementStep {
  switch (kind) {
    case 'credit':
      return 'credited';
    case 'hold':
      return 'held';
    case 'release':
      return 'released';
    case 'expire':
      return 'expired';
    case 'refund':
      return 'refunded';
    case 'charge':
    case 'capture':
      return feeType === FeeType.cashWithdrawal ? 'paidOut' : 'charged';
  }
}

export const statementStepSchema = z.object({
  entryId: z.number(),
  step: z.enum(STATEMENT_STEPS),
  at: z.string(),
  availableDeltaCents: z.number(),
  heldDeltaCents: z.number(),
});
export type StatementLifeStep = z.infer<typeof statementStepSchema>;

/**
 * One row of the statement: the entry that started the movement (its id, fee type, relation, time)
 * with the status of its life, and `availableDeltaCents`/`heldDeltaCents` as the net of every step.
 */
export const statementRowSchema = ledgerEntryRowSchema.extend({
  /** Its steps, oldest first: the entry that started it, then the hold's settlement if there is one. */
  life: z.array(statementStepSchema),
  /** The amount with its direction: + money the seller got, - money taken or put on hold for a charge. */
  signedAmountCents: z.number(),
  /** When the hold was settled (captured, released or expired); null while held or for a single entry. */
  settledAt: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** A statement row as its seller reads it: without the ledger's note (sellerLedgerEntryRowSchema). */
export const sellerStatementRowSchema = statementRowSchema.omit({ note: true });
export type SellerStatementRow = z.infer<typeof sellerStatementRowSchema>;

/** Entries that bring money to the seller read as +, the others as -. */
const BRINGS_MONEY: readonly EntryKind[] = ['credit', 'refund', 'release', 'expire'];

function lifeStep(e: LedgerEntryRow): StatementLifeStep {
  return {
    entryId: e.id,
    step: stepOf(e.kind, e.feeType),
    at: e.createdAt,
    availableDeltaCents: e.availableDeltaCents,
    heldDeltaCents: e.heldDeltaCents,
  };
}

function rowOf(first: LedgerEntryRow, settlement: LedgerEntryRow | undefined): StatementRow {
  const life = settlement ? [lifeStep(first), lifeStep(settlement)] : [lifeStep(first)];
  return {
    ...first,
    status: first.kind === 'hold' ? holdStatus(settlement?.kind ?? null) : TransactionStatus.completed,
    availableDeltaCents: life.reduce((sum, s) => sum + s.availableDeltaCents, 0),
    heldDeltaCents: life.reduce((sum, s) => sum + s.heldDeltaCents, 0),
    life,
    signedAmountCents: BRINGS_MONEY.includes(first.kind) ? first.amountCents : -first.amountCents,
    settledAt: settlement?.createdAt ?? null,
  };
}

/**
 * Groups entries into statement rows, in the entries' order: each hold with the entry that settles
 * it. A settling entry whose hold is not among the entries stays a row of its own, so no money is
 * left out of what was read.
 */
export function statementRowsOf(entries: readonly LedgerEntryRow[]): StatementRow[] {
  const holds = new Set(entries.filter((e) => e.kind === 'hold').map((e) => e.id));
  const settlementOf = new Map<number, LedgerEntryRow>();
  for (const e of entries)
    if (settlesAHold(e.kind) && e.linkedEntryId !== null && holds.has(e.linkedEntryId))
      settlementOf.set(e.linkedEntryId, e);
  const settling = new Set([...settlementOf.values()].map((e) => e.id));
  return entries.filter((e) => !settling.has(e.id)).map((e) => rowOf(e, settlementOf.get(e.id)));
}

/** Finance/MerchantFlow: one seller's statement rows of a period, with the opening and closing balance. */
export const merchantFlowSchema = z.object({
  sellerId: z.number(),
  uid: z.string(),
  openingAvailableCents: z.number(),
  openingHeldCents: z.number(),
  closingAvailableCents: z.number(),
  closingHeldCents: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPage: z.number(),
  data: z.array(statementRowSchema),
});
export type MerchantFlow = z.infer<typeof merchantFlowSchema>;
