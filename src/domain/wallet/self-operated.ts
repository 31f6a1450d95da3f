import { z } from 'zod';
import { pagingFields } from '../kernel/request-fields';
import { isFeeType, RELATION_TYPES } from './wallet';
import type { PlatformAccountKind } from './ledger';

/**
 * Finance/SelfOperated: the platform's own accounts (cash clearing, revenue by fee type, carrier payable,
 * marketplace receivable, refunds) and the sellers' funds they mirror, over a period, and the statement
 * of one platform account.
 *
 *   GET  /finance/self_operated          selfOperatedRequest (query)  -> SelfOperated
 *   POST /finance/self_operated/entries  platformAccountStatementRequest -> PlatformAccountStatement
 *
 * Balances are signed as posted (wallet-ledger.ts): money a seller receives leaves a platform account
 * negative, a fee a seller pays makes it positive; every entry sums to zero, so the platform's accounts
 * and the sellers' funds always add up to zero.
 */

export const PLATFORM_ACCOUNT_KINDS = [
  'cash_clearing',
  'revenue',
  'carrier_payable',
  'marketplace_receivable',
  'refunds',
] as const satisfies readonly PlatformAccountKind[];

const instant = z.iso.datetime({ offset: true });

/** The period: from beginTime (absent: the first entry) to endTime (absent: now). */
export const selfOperatedRequest = z.strictObject({
  beginTime: instant.optional(),
  endTime: instant.optional(),
});
export type SelfOperatedRequest = z.infer<typeof selfOperatedRequest>;

/** What an account did in the period: its balance at the start and end, and the money in and out. */
const movementFields = {
  openingCents: z.number(),
  /** The sum of the period's postings that added to the account (>= 0). */
  inCents: z.number(),
  /** The sum of the period's postings that took from it (<= 0). */
  outCents: z.number(),
  closingCents: z.number(),
  /** Entries of the period that moved the account. */
  entryCount: z.number(),
};
export const accountMovementSchema = z.object(movementFields);
export type AccountMovement = z.infer<typeof accountMovementSchema>;

export const platformAccountFiguresSchema = z.object({
  kind: z.enum(PLATFORM_ACCOUNT_KINDS),
  /** The fee type of a revenue account; null for the others. */
  feeType: z.number().nullable(),
  /** The balance kept now (the sum of its postings). */
  balanceCents: z.number(),
  ...movementFields,
});
export type PlatformAccountFigures = z.infer<typeof platformAccountFiguresSchema>;

export const selfOperatedSchema = z.object({
  beginTime: z.string().nullable(),
  endTime: z.string(),
  accounts: z.array(platformAccountFiguresSchema),
  /** What the platform owes sellers: every seller's available and held, now and over the period. */
  sellerFunds: z.object({ balanceCents: z.number(), ...movementFields }),
});
export type SelfOperated = z.infer<typeof selfOperatedSchema>;

/** The sum of the platform's accounts and the sellers' funds: 0 when the books balance. */
export function booksDifference(
  s: Pick<SelfOperated, 'accounts' | 'sellerFunds'>,
  field: keyof AccountMovement | 'balanceCents',
): number {
  return s.accounts.reduce((sum, a) => sum + a[field], 0) + s.sellerFunds[field];
}

/** One platform account: a revenue account is named by its fee type, the others by their kind alone. */
export const platformAccountStatementRequest = z
  .strictObject({
    kind: z.enum(PLATFORM_ACCOUNT_KINDS),
    feeType: z.coerce
      .number()
      .int()
      .min(1)
      .max(99)
      .refine(isFeeType, 'a fee type of spec section 9')
      .optional(),
    beginTime: instant,
    endTime: instant,
    ...pagingFields,
  })
  .refine((r) => (r.kind === 'revenue') === (r.feeType !== undefined), {
    message: 'a revenue account takes its fee type; the other accounts take none',
    path: ['feeType'],
  });
export type PlatformAccountStatementRequest = z.infer<typeof platformAccountStatementRequest>;

/** One posting to the account: the entry that made it, whose seller, and what it did to the account. */
export const platformPostingRowSchema = z.object({
  entryId: z.number(),
  createdAt: z.string(),
  feeType: z.number(),
  /** Signed cents the entry added to (or took from) this account. */
  amountCents: z.number(),
  sellerId: z.number().nullable(),
  sellerUid: z.string(),
  relation: z.object({ type: z.enum(RELATION_TYPES), ref: z.string() }),
  operatorName: z.string(),
  note: z.string(),
});
export type PlatformPostingRow = z.infer<typeof platformPostingRowSchema>;

export const platformAccountStatementSchema = z.object({
  account: platformAccountFiguresSchema,
  pageNo: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPage: z.number(),
  data: z.array(platformPostingRowSchema),
});
export type PlatformAccountStatement = z.infer<typeof platformAccountStatementSchema>;
