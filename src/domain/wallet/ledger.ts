import { FeeType, TransactionStatus } from './wallet';
import type { EntryKind } from './wallet';

/**
 * The pure core of the double-entry ledger: which accounts a command moves money between, and whether
 * the seller's balances allow it. The server's ledger service and the model tests both run it; the
 * service adds idempotency, locking and storage around it.
 *
 * Sign convention: a posting adds its signed cents to its account's balance. A seller's available and
 * held balances are what the seller owns (never below zero); the platform's accounts are their mirror,
 * so every entry's postings sum to zero.
 */

export type SellerAccountKind = 'seller_available' | 'seller_held';
export type PlatformAccountKind =
  'cash_clearing' | 'revenue' | 'carrier_payable' | 'marketplace_receivable' | 'refunds';
export type AccountKind = SellerAccountKind | PlatformAccountKind;

export type AccountRef =
  | { kind: SellerAccountKind; sellerId: number }
  | { kind: Exclude<PlatformAccountKind, 'revenue'> }
  | { kind: 'revenue'; feeType: FeeType };

export type Posting = { account: AccountRef; amountCents: number };

/** One account's identity as text (a map key, a lock order). */
export function accountKey(ref: AccountRef): string {
  if (ref.kind === 'seller_available' || ref.kind === 'seller_held') return `${ref.kind}:${ref.sellerId}`;
  if (ref.kind === 'revenue') return `revenue:${ref.feeType}`;
  return ref.kind;
}

export const available = (sellerId: number): AccountRef => ({ kind: 'seller_available', sellerId });
export const held = (sellerId: number): AccountRef => ({ kind: 'seller_held', sellerId });

/** Where the money of a credit of this fee type comes from. */
export function creditSource(feeType: FeeType): AccountRef {
  switch (feeType) {
    case FeeType.userRecharge:
      return { kind: 'cash_clearing' };
    // The B2B board is one of the platform's marketplaces: a seller's price there comes from what its buyer paid in.
    case FeeType.cashoutCollection:
    case FeeType.consignmentCollection:
    case FeeType.b2bSale:
      return { kind: 'marketplace_receivable' };
    case FeeType.labelRefund:
      return { kind: 'carrier_payable' };
    default:
      return { kind: 'refunds' };
  }
}

/** Where the money of a charge (or a captured hold) of this fee type goes. */
export function chargeTarget(feeType: FeeType): AccountRef {
  switch (feeType) {
    case FeeType.cashWithdrawal:
      return { kind: 'cash_clearing' };
    case FeeType.shippingFee:
    case FeeType.labelFee:
      return { kind: 'carrier_payable' };
    // Not the platform's revenue (the fee is 0%): held for the seller the purchase credits.
    case FeeType.b2bPurchase:
      return { kind: 'marketplace_receivable' };
    default:
      return { kind: 'revenue', feeType };
  }
}

/** What the core needs to know about a hold being settled. */
export type HoldView = { sellerId: number; amountCents: number; feeType: FeeType; settled: boolean };
/** What the core needs to know about a charge being refunded. */
export type ChargeView = { sellerId: number; amountCents: number; refundedCents: number; kind: EntryKind };

export type CoreCommand =
  | { kind: 'credit' | 'charge' | 'hold'; sellerId: number; amountCents: number; feeType: FeeType }
  | { kind: 'capture'; hold: HoldView; feeType?: FeeType }
  | { kind: 'release' | 'expire'; hold: HoldView }
  | { kind: 'refund'; sellerId: number; amountCents: number; feeType: FeeType; charge: ChargeView };

export type Refusal =
  | { refusal: 'insufficientFunds'; shortfallCents: number }
  | { refusal: 'holdSettled' }
  | { refusal: 'notRefundable' }
  | { refusal: 'refundTooLarge'; refundableCents: number }
  | { refusal: 'badAmount' };

export type Plan =
  { ok: true; sellerId: number; amountCents: number; postings: Posting[] } | ({ ok: false } & Refusal);

function move(from: AccountRef, to: AccountRef, cents: number): Posting[] {
  return [
    { account: from, amountCents: -cents },
    { account: to, amountCents: cents },
  ];
}

function isAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0;
}

/**
 * The postings of one command given the seller's available balance now, or why it is refused.
 * Only charges and holds can lack funds; capture, release and expire move what the hold put aside.
 */
export function planEntry(command: CoreCommand, availableCents: number): Plan {
  switch (command.kind) {
    case 'credit':
    case 'charge':
    case 'hold': {
      const { sellerId, amountCents, feeType } = command;
      if (!isAmount(amountCents)) return { ok: false, refusal: 'badAmount' };
      if (command.kind !== 'credit' && amountCents > availableCents) {
        return { ok: false, refusal: 'insufficientFunds', shortfallCents: amountCents - availableCents };
      }
      const postings =
        command.kind === 'credit'
          ? move(creditSource(feeType), available(sellerId), amountCents)
          : command.kind === 'charge'
            ? move(available(sellerId), chargeTarget(feeType), amountCents)
            : move(available(sellerId), held(sellerId), amountCents);
      return { ok: true, sellerId, amountCents, postings };
    }
    case 'capture':
    case 'release':
    case 'expire': {
      const { hold } = command;
      if (hold.settled) return { ok: false, refusal: 'holdSettled' };
      const to =
        command.kind === 'capture' ? chargeTarget(command.feeType ?? hold.feeType) : available(hold.sellerId);
      return {
        ok: true,
        sellerId: hold.sellerId,
        amountCents: hold.amountCents,
        postings: move(held(hold.sellerId), to, hold.amountCents),
      };
    }
    case 'refund': {
      const { sellerId, amountCents, charge } = command;
      if (!isAmount(amountCents)) return { ok: false, refusal: 'badAmount' };
      if ((charge.kind !== 'charge' && charge.kind !== 'capture') || charge.sellerId !== sellerId) {
        return { ok: false, refusal: 'notRefundable' };
      }
      const refundableCents = charge.amountCents - charge.refundedCents;
      if (amountCents > refundableCents) return { ok: false, refusal: 'refundTooLarge', refundableCents };
      return {
        ok: true,
        sellerId,
        amountCents,
        postings: move({ kind: 'refunds' }, available(sellerId), amountCents),
      };
    }
  }
}

/** Adds postings to balances (a new map; the old one is left as it was). */
export function applyPostings(
  balances: ReadonlyMap<string, number>,
  postings: readonly Posting[],
): Map<string, number> {
  const next = new Map(balances);
  for (const p of postings) {
    const key = accountKey(p.account);
    next.set(key, (next.get(key) ?? 0) + p.amountCents);
  }
  return next;
}

/** A hold's status from the kind of the entry that settled it (none yet: in transaction). */
export function holdStatus(settledBy: EntryKind | null): TransactionStatus {
  if (settledBy === 'capture') return TransactionStatus.completed;
  if (settledBy === 'release') return TransactionStatus.cancelled;
  if (settledBy === 'expire') return TransactionStatus.expired;
  return TransactionStatus.inTransaction;
}

/** Any entry's status: a hold's from its settlement, every other entry is complete when it is posted. */
export function entryStatus(kind: EntryKind, settledBy: EntryKind | null): TransactionStatus {
  return kind === 'hold' ? holdStatus(settledBy) : TransactionStatus.completed;
}

/** What an entry did to a seller's available and held balances, from its postings' accounts. */
export function sellerDeltas(
  postings: readonly Posting[],
  sellerId: number,
): { available: number; held: number } {
  let availableDelta = 0;
  let heldDelta = 0;
  for (const p of postings) {
    if (p.account.kind === 'seller_available' && p.account.sellerId === sellerId)
      availableDelta += p.amountCents;
    if (p.account.kind === 'seller_held' && p.account.sellerId === sellerId) heldDelta += p.amountCents;
  }
  return { available: availableDelta, held: heldDelta };
}

/** What an entry of this kind does to its seller's available and held balances (its seller postings). */
export function sellerDeltasOf(kind: EntryKind, amountCents: number): { available: number; held: number } {
  switch (kind) {
    case 'credit':
    case 'refund':
      return { available: amountCents, held: 0 };
    case 'charge':
      return { available: -amountCents, held: 0 };
    case 'hold':
      return { available: -amountCents, held: amountCents };
    case 'capture':
      return { available: 0, held: -amountCents };
    case 'release':
    case 'expire':
      return { available: amountCents, held: -amountCents };
  }
}
