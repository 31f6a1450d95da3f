import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';

/**
 * The wallet's money vocabulary (spec sections 3, 4, 5 and 9; ARCHITECTURE.md section 9), defined once
 * for server, client and tests. Money is integer cents everywhere; the API takes dollars with at most
 * two decimals and answers cents.
 *
 *   GET  /wallet/summary                (business)  -> WalletSummary
 *   POST /wallet/transactions           (business)  walletTransactionListRequest -> page of LedgerEntryRow
 *   GET  /wallet/transactions/:id       (business)  -> LedgerEntryRow (another seller's entry: 404)
 *   POST /wallet/transactions/export    (business)  walletTransactionExportRequest -> download task
 *   POST /finance/chargeDeduction       (admin Finance/ChargeDeduction) chargeDeductionRequest -> entry
 *   POST /finance/merchantFlow          (admin Finance/MerchantFlow)     merchantFlowRequest -> MerchantFlow
 *   The lists' rows (a hold with its settlement as one row) and MerchantFlow: wallet/statement.ts
 *   Finance/SelfOperated: wallet-self-operated.ts
 */

/** Fee types (spec section 9). */
export const FeeType = {
  userRecharge: 1,
  cashWithdrawal: 2,
  shippingFee: 3,
  transshipmentFee: 4,
  cashoutCollection: 5,
  consignmentCollection: 6,
  switchUserFee: 7,
  consignmentFee: 11,
  cashoutDeduction: 12,
  platformReturnDeduction: 17,
  platformFee: 22,
  cancelCashWithdrawal: 23,
  labelRefund: 24,
  labelFee: 25,
  shoeRepairDeduction: 26,
  shoeRepairRefund: 27,
  /**
   * Ours: spec section 9 lists no fee type for a B2B board purchase between two sellers (issue 26,
   * src/domain/sourcing/b2b.ts). The buyer is charged the offer's price (28) and the seller credited it
   * (29), the platform fee being 0%; two types, so each side's statement names what the money was.
   */
  b2bPurchase: 28,
  b2bSale: 29,
} as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];
export const FEE_TYPES = Object.values(FeeType) as readonly FeeType[];

/** Fee types that bring money to a seller (credit, refund, release): a manual deposit picks one of these. */
export const CREDIT_FEE_TYPES: readonly FeeType[] = [
  FeeType.userRecharge,
  FeeType.cashoutCollection,
  FeeType.consignmentCollection,
  FeeType.cancelCashWithdrawal,
  FeeType.labelRefund,
  FeeType.shoeRepairRefund,
  FeeType.b2bSale,
];
/** Fee types that take money from a seller (charge, hold): a manual deduction picks one of these. */
export const CHARGE_FEE_TYPES: readonly FeeType[] = FEE_TYPES.filter((t) => !CREDIT_FEE_TYPES.includes(t));

export function isFeeType(value: number): value is FeeType {
  return (FEE_TYPES as readonly number[]).includes(value);
}

/** Wallet transaction status (spec section 4). */
export const TransactionStatus = { inTransaction: 1, completed: 2, cancelled: 3, expired: 4 } as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];
export const TRANSACTION_STATUSES = Object.values(TransactionStatus) as readonly TransactionStatus[];

/** What an entry relates to: an order number, a ONE ID, an application, a manual or bulk admin action. */
export const RELATION_TYPES = ['order', 'oneId', 'application', 'manual', 'bulk', 'label'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];
export type Relation = { type: RelationType; ref: string };

/** The kinds of journal entries: which accounts an entry moves money between. */
export const ENTRY_KINDS = ['credit', 'charge', 'hold', 'capture', 'release', 'expire', 'refund'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

// ---- Amounts ----

/** The largest amount one command may move: $10,000,000.00. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export type AmountParse = { ok: true; cents: number } | { ok: false; reason: AmountRefusal };
export type AmountRefusal = 'notANumber' | 'notPositive' | 'fractionalCents' | 'tooLarge';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Dollars (a decimal string or a number) to integer cents: > 0, at most two decimals, at most
 * $10,000,000.00. Exact: the digits are read as text, never through floating-point multiplication.
 */
export function parseAmountCents(input: unknown): AmountParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'notANumber' };
    if (input <= 0) return { ok: false, reason: 'notPositive' };
    if (input > MAX_AMOUNT_CENTS / 100) return { ok: false, reason: 'tooLarge' };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, reason: 'fractionalCents' };
  } else if (typeof input === 'string') {
    text = input.trim();
    if (/^-\d/.test(text)) return { ok: false, reason: 'notPositive' };
  } else {
    return { ok: false, reason: 'notANumber' };
  }
  if (!DECIMAL.test(text)) return { ok: false, reason: 'notANumber' };
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return { ok: false, reason: 'fractionalCents' };
  if (whole.replace(/^0+/, '').length > 8) return { ok: false, reason: 'tooLarge' };
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents <= 0) return { ok: false, reason: 'notPositive' };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, cents };
}

/** Integer cents as dollars: 123450 -> "$1,234.50", -500 -> "-$5.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

export const AMOUNT_REFUSAL_TEXT: Record<AmountRefusal, string> = {
  notANumber: 'an amount in dollars, e.g. 12.50',
  notPositive: 'an amount greater than 0',
  fractionalCents: 'an amount with at most 2 decimals (whole cents)',
  tooLarge: 'an amount of at most 10,000,000.00',
};

/** An amount field of a request: dollars in, cents out; a refusal names the rule it broke. */
export const amountField = z
  .union([
    z.string().max(32, AMOUNT_REFUSAL_TEXT.notANumber),
    z
      .number()
      .min(-MAX_AMOUNT_CENTS / 100, AMOUNT_REFUSAL_TEXT.notPositive)
      .max(MAX_AMOUNT_CENTS / 100, AMOUNT_REFUSAL_TEXT.tooLarge),
  ])
  .transform((value, ctx) => {
    const parsed = parseAmountCents(value);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: AMOUNT_REFUSAL_TEXT[parsed.reason] });
    return z.NEVER;
  });

// ---- Entries and balances (answers) ----

const relationSchema = z.object({ type: z.enum(RELATION_TYPES), ref: z.string() });

/** One journal entry as the service returns it. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  key: z.string(),
  kind: z.enum(ENTRY_KINDS),
  feeType: z.number(),
  status: z.number(),
  amountCents: z.number(),
  sellerId: z.number().nullable(),
  relation: relationSchema,
  createdAt: z.string(),
});
export type LedgerEntry = Omit<z.infer<typeof ledgerEntrySchema>, 'feeType' | 'status' | 'relation'> & {
  feeType: FeeType;
  status: TransactionStatus;
  relation: Relation;
};

/** One entry seen from the seller's balances (the statement's rows group them: wallet/statement.ts). */
export const ledgerEntryRowSchema = ledgerEntrySchema.extend({
  /** What the entry did to the seller's available balance (signed cents). */
  availableDeltaCents: z.number(),
  /** What the entry did to the seller's held balance (signed cents). */
  heldDeltaCents: z.number(),
  originalUserId: z.number().nullable(),
  newUserId: z.number().nullable(),
  operatorName: z.string(),
  note: z.string(),
  /** The hold a capture or release settles, or the charge a refund reverses. */
  linkedEntryId: z.number().nullable(),
});
export type LedgerEntryRow = z.infer<typeof ledgerEntryRowSchema>;

/**
 * An entry as its seller reads it. The ledger's note is the platform's bookkeeping (a staff member's
 * reason, a payout reference, "charged as shipping fee"), read in Finance/MerchantFlow and never
 * answered to the seller; what a seller needs to know is on the application or order itself.
 */
export const sellerLedgerEntryRowSchema = ledgerEntryRowSchema.omit({ note: true });
export type SellerLedgerEntryRow = z.infer<typeof sellerLedgerEntryRowSchema>;

export type Balance = { availableCents: number; heldCents: number };

export const walletSummarySchema = z.object({
  availableCents: z.number(),
  heldCents: z.number(),
  totalCents: z.number(),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export function walletSummaryOf(balance: Balance): WalletSummary {
  return { ...balance, totalCents: balance.availableCents + balance.heldCents };
}

// ---- Requests ----

const instant = z.iso.datetime({ offset: true });

const timeRange = {
  beginTime: instant.optional(),
  endTime: instant.optional(),
};

const feeTypeField = z.coerce
  .number()
  .int()
  .min(1)
  .max(Math.max(...FEE_TYPES))
  .refine(isFeeType, { message: `a fee type of spec section 9 (${FEE_TYPES.join(', ')})` });
const statusField = z.coerce
  .number()
  .int()
  .min(1)
  .max(4)
  .refine((s) => (TRANSACTION_STATUSES as readonly number[]).includes(s), {
    message: 'a status 1 to 4',
  });

const transactionFilterFields = {
  feeType: feeTypeField.optional(),
  status: statusField.optional(),
  ...timeRange,
};

// beginTime after endTime is refused by the service with its own message (as the other lists do).
export const walletTransactionListRequest = z.strictObject({ ...transactionFilterFields, ...pagingFields });
export type WalletTransactionListRequest = z.infer<typeof walletTransactionListRequest>;

/** The transactions export: the list's query (paging accepted and ignored) and the selected entry ids. */
export const walletTransactionExportRequest = z.strictObject({
  ...transactionFilterFields,
  ...pagingFields,
  searchIdList: z.array(rowId).max(50_000).optional(),
});
export type WalletTransactionExportRequest = z.infer<typeof walletTransactionExportRequest>;

export const walletEntryIdQuery = z.strictObject({ id: rowId });

export const MANUAL_REASON_MAX_LENGTH = 500;

/** Finance/ChargeDeduction: a manual deposit (credits) or deduction (charges) for one seller. */
export const chargeDeductionRequest = z
  .strictObject({
    sellerId: rowId,
    direction: z.enum(['deposit', 'deduction']),
    amount: amountField,
    feeType: feeTypeField,
    reason: z.string().trim().min(1).max(MANUAL_REASON_MAX_LENGTH),
    /** The form's idempotency key: the same submission twice posts once. */
    ...requestKeyFields,
  })
  .refine((r) => (r.direction === 'deposit' ? CREDIT_FEE_TYPES : CHARGE_FEE_TYPES).includes(r.feeType), {
    message: 'a deposit takes a credit fee type (1, 5, 6, 23, 24, 27); a deduction one of the others',
    path: ['feeType'],
  });
export type ChargeDeductionRequest = z.infer<typeof chargeDeductionRequest>;

export const chargeDeductionAnswerSchema = z.object({
  entry: ledgerEntrySchema,
  before: walletSummarySchema,
  after: walletSummarySchema,
});

/** Finance/MerchantFlow: one seller's entries for a period with opening and closing balance. */
export const merchantFlowRequest = z.strictObject({
  sellerId: rowId,
  beginTime: instant,
  endTime: instant,
  ...pagingFields,
});
export type MerchantFlowRequest = z.infer<typeof merchantFlowRequest>;

/**
 * Finance/MerchantFlow's download: the seller's statement of the period (opening and closing balance and
 * the entries) as a download task; the export call's searchIdList narrows it to those entries.
 */
export const merchantFlowExportRequest = z.strictObject({
  sellerId: rowId,
  beginTime: instant,
  endTime: instant,
  searchIdList: z.array(rowId).max(50_000).optional(),
});
export type MerchantFlowExportRequest = z.infer<typeof merchantFlowExportRequest>;
