import { z } from 'zod';
import type { ImportColumn } from '../kernel/imports';
import { pagingFields } from '../kernel/request-fields';
import { FeeType, MANUAL_REASON_MAX_LENGTH, parseAmountCents } from './wallet';
import type { FeeType as FeeTypeValue, AMOUNT_REFUSAL_TEXT } from './wallet';

/**
 * Finance/ChargeDeduction, bulk by spreadsheet (issue 14): an admin deposits to or deducts from many
 * sellers with one xlsx (user code, amount in USD, reason). The whole sheet is checked first; one bad
 * row posts nothing. Every row posts in one transaction or none. The batch key is a hash of the kind
 * and the normalised rows, so the same sheet uploaded twice posts once.
 *
 *   GET  /finance/bulk/template?kind=      the xlsx template
 *   POST /finance/bulk/check?kind=         multipart `file` -> BulkPreview (nothing posted)
 *   POST /finance/bulk/post?kind=          multipart `file` -> BulkPosted (all rows or none)
 *   POST /finance/bulk/list                the past batches, newest first
 */

/** Rows one sheet may hold: a larger sheet is refused whole (split it into several batches). */
export const BULK_ROW_LIMIT = 2_000;

export const BULK_KINDS = ['deposit', 'deduction'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** The fee type each kind posts with: a deposit is a user recharge (1), a deduction a platform fee (22). */
export const BULK_FEE_TYPE: Record<BulkKind, FeeTypeValue> = {
  deposit: FeeType.userRecharge,
  deduction: FeeType.platformFee,
};

export const BULK_COLUMNS = [
  { key: 'userCode', en: 'User code', zh: '用户编码' },
  { key: 'amount', en: 'Amount (USD)', zh: '金额(美元)' },
  { key: 'reason', en: 'Reason', zh: '原因' },
] as const satisfies readonly ImportColumn[];
export type BulkColumn = (typeof BULK_COLUMNS)[number]['key'];

export const BULK_EXAMPLE: Record<BulkColumn, string> = {
  userCode: 'U10001',
  amount: '25.00',
  reason: 'Compensation for a lost parcel',
};

/** Messages are keys of the server's imports namespace, so the answer is in the caller's language. */
const AMOUNT_KEY = {
  notANumber: 'imports:cell.amountNotANumber',
  notPositive: 'imports:cell.amountNotPositive',
  fractionalCents: 'imports:cell.amountFractionalCents',
  tooLarge: 'imports:cell.amountTooLarge',
} as const satisfies Record<keyof typeof AMOUNT_REFUSAL_TEXT, string>;

/** One row of the sheet (its cells' text): the user code, the amount in cents, the reason. */
export const bulkRowSchema = z.object({
  userCode: z.string().trim().min(1).max(64),
  amount: z.string().transform((text, ctx) => {
    const parsed = parseAmountCents(text);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: AMOUNT_KEY[parsed.reason] });
    return z.NEVER;
  }),
  reason: z.string().trim().min(1).max(MANUAL_REASON_MAX_LENGTH),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

/** Two rows are the same when they name the same seller (one row per seller and batch). */
export function bulkDuplicateKey(row: BulkRow): string {
  return row.userCode.toLowerCase();
}

/**
 * The text the batch key hashes: the kind and every row (user code in lower case, cents, reason with
 * its spaces collapsed), in sheet order. Layout, fonts and header language do not change it.
 */
export function bulkBatchText(kind: BulkKind, rows: readonly BulkRow[]): string {
  const lines = rows.map((r) => `${r.userCode.toLowerCase()}\t${r.amount}\t${r.reason.replace(/\s+/g, ' ')}`);
  return [`kind:${kind}`, ...lines].join('\n');
}

/** The sum of a batch's rows in cents. */
export function bulkTotalCents(rows: readonly BulkRow[]): number {
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

export const bulkKindQuery = z.strictObject({ kind: z.enum(BULK_KINDS) });

const batchSchema = z.object({
  id: z.number(),
  batchKey: z.string(),
  kind: z.enum(BULK_KINDS),
  fileName: z.string(),
  rowCount: z.number(),
  totalCents: z.number(),
  operatorId: z.number(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type BulkBatch = z.infer<typeof batchSchema>;
export const bulkBatchSchema = batchSchema;

/** A checked sheet: its rows with the seller each names, the total, and the batch it would be. */
export const bulkPreviewSchema = z.object({
  kind: z.enum(BULK_KINDS),
  batchKey: z.string(),
  rowCount: z.number(),
  totalCents: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      userCode: z.string(),
      sellerId: z.number(),
      amountCents: z.number(),
      reason: z.string(),
    }),
  ),
  /** Set when this very sheet was posted before: posting it again changes nothing. */
  postedBatch: batchSchema.nullable(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** The answer of a post: the batch, and whether this upload posted it (false: it had been posted before). */
export const bulkPostedSchema = z.object({ batch: batchSchema, fresh: z.boolean() });
export type BulkPosted = z.infer<typeof bulkPostedSchema>;

export const bulkBatchListRequest = z.strictObject({ ...pagingFields, kind: z.enum(BULK_KINDS).optional() });
export type BulkBatchListRequest = z.infer<typeof bulkBatchListRequest>;
