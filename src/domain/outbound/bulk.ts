import { z } from 'zod';
import type { ImportColumn } from '../kernel/imports';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { pagingFields, rowId } from '../kernel/request-fields';
import { LABEL_PDF_LIMITS, LABEL_PDF_MAX_BYTES, labelPdfMessage } from './label-pdf';
import type { LabelPdfRefusal } from './label-pdf';
import { ORDER_REMARK_MAX } from './outbound';

/**
 * Bulk dropshipping (issue 16, kind 3 in bulk; spec section 2 `bulkreship`, section 5): the seller
 * uploads one Excel sheet (one row per pair: ONE ID, label file name, remark) and one ZIP of label
 * PDFs. Excel or ZIP only, at most 2 files, not two of one type. Every row and every PDF is matched
 * before anything is created; then one ship-with-label order per row, all in one transaction or
 * none. The upload key (sha256 of both files' hashes) makes the same upload create once.
 *
 *   business GET  /outbound/bulkDropship/template   the xlsx template
 *            POST /outbound/bulkDropship/check      multipart `files` x2 -> BulkDropshipCheck (nothing created)
 *            POST /outbound/bulkDropship/create     multipart `files` x2 -> BulkDropshipCreated
 *            POST /outbound/bulkDropship/list       the seller's uploads, newest first
 *            GET  /outbound/bulkDropship/get?id=    one upload with its rows and the orders they made
 *
 * Boxes for reship (kind 4): several pairs of one reship order, so of one warehouse and one owner,
 * packed in one box; a pair is in at most one box.
 *
 *   business POST /outbound/box/create {orderId, oneIds}, POST /outbound/box/unpack {id},
 *            GET  /outbound/box/list?orderId=
 *   admin    GET  /outbound/box/list?orderId=
 */

/** Rows one sheet may hold (one pair each); a larger upload is refused whole. */
export const BULK_DROPSHIP_ROW_LIMIT = 500;
/** The ZIP of labels: its size, and the size of one label PDF in it (the same as a label uploaded alone). */
export const BULK_DROPSHIP_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const BULK_DROPSHIP_PDF_MAX_BYTES = LABEL_PDF_MAX_BYTES;
/** Files in the ZIP (folders and system clutter not counted). */
export const BULK_DROPSHIP_ZIP_ENTRIES_MAX = 1000;
/** Spec section 5: "at most 2 files". */
export const BULK_DROPSHIP_FILES_MAX = 2;
/** The multipart field of both files. */
export const BULK_DROPSHIP_FIELD = 'files';

export const BULK_DROPSHIP_COLUMNS = [
  { key: 'oneId', en: 'ONE ID', zh: 'ONE ID' },
  { key: 'label', en: 'Label file', zh: '面单文件名' },
  { key: 'remark', en: 'Remark', zh: '备注' },
] as const satisfies readonly ImportColumn[];
export type BulkDropshipColumn = (typeof BULK_DROPSHIP_COLUMNS)[number]['key'];

export const BULK_DROPSHIP_EXAMPLE: Record<BulkDropshipColumn, string> = {
  oneId: '100000001',
  label: '100000001.pdf',
  remark: 'Buyer order 1234',
};

// ---- The files of an upload ----

export type UploadFileType = 'excel' | 'zip';

/** The type a file's name says; the server still checks the bytes. */
export function uploadFileTypeOf(name: string): UploadFileType | null {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith('.xlsx') || lower.endsWith('.xls')) return 'excel';
  if (lower.endsWith('.zip')) return 'zip';
  return null;
}

export type UploadRefusal =
  'noFiles' | 'tooManyFiles' | 'onlyExcelOrZip' | 'duplicateFileType' | 'sheetMissing' | 'zipMissing';

/**
 * Spec section 5: Excel or ZIP only, at most 2 files, no duplicate file type; the sheet and the ZIP
 * are both needed. Answers each file's place, or the first refusal (message key of outbound-bulk).
 */
export function pairUploadFiles(
  names: readonly string[],
): { ok: true; sheet: number; zip: number } | { ok: false; refusal: UploadRefusal } {
  if (names.length === 0) return { ok: false, refusal: 'noFiles' };
  if (names.length > BULK_DROPSHIP_FILES_MAX) return { ok: false, refusal: 'tooManyFiles' };
  const types = names.map(uploadFileTypeOf);
  if (types.some((t) => t === null)) return { ok: false, refusal: 'onlyExcelOrZip' };
  if (new Set(types).size < types.length) return { ok: false, refusal: 'duplicateFileType' };
  const sheet = types.indexOf('excel');
  const zip = types.indexOf('zip');
  if (sheet < 0) return { ok: false, refusal: 'sheetMissing' };
  if (zip < 0) return { ok: false, refusal: 'zipMissing' };
  return { ok: true, sheet, zip };
}

/** Entries of a ZIP that are not labels anyone put there: folders, macOS resource forks, dot files. */
export function isZipClutter(path: string): boolean {
  if (path.endsWith('/')) return true;
  if (path.startsWith('__MACOSX/') || path.includes('/__MACOSX/')) return true;
  return baseName(path).startsWith('.');
}

function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** How a row's label name and a ZIP entry are compared: the file's own name, any case, `.pdf` optional. */
export function labelKey(name: string): string {
  return baseName(name.trim())
    .toLowerCase()
    .replace(/\.pdf$/, '');
}

// ---- The rows ----

/** One row's cells. Custom messages are server message keys, answered in the caller's language. */
export const bulkDropshipRowSchema = z.object({
  oneId: z.string().trim().regex(ONE_ID_PATTERN, 'outbound-bulk:cell.oneIdFormat'),
  label: z.string().trim().min(1).max(200),
  remark: z.string().trim().max(ORDER_REMARK_MAX),
});
export type BulkDropshipRow = z.infer<typeof bulkDropshipRowSchema>;

/** The same ONE ID twice is the same row twice. */
export const bulkDropshipDuplicateKey = (row: BulkDropshipRow): string => row.oneId;

/** Where a ONE ID stands for this seller: free to ship, in use (another order, out), or not one of its pairs. */
export type PairStanding = { state: 'available' } | { state: 'busy'; status: number } | { state: 'notYours' };

/** A file of the ZIP: whether it starts as a PDF, and why it is no usable label (null: it is one). */
export type ZipLabel = { path: string; pdf: boolean; refusal: LabelPdfRefusal | null };

/** A problem before it is put in words: a sheet row (null: the ZIP itself), its column, a message key. */
export type BulkProblemKey = {
  row: number | null;
  column: BulkDropshipColumn | 'zip';
  value: string;
  key: string;
  params?: Record<string, string | number>;
};

export type MatchedRow = { row: number; value: BulkDropshipRow; labelPath: string };

/**
 * Every row against the pairs and the ZIP, every PDF of the ZIP against the rows: a row's pair must
 * be the seller's and available, its label in the ZIP once and a usable label PDF (label-pdf.ts); no
 * two rows name one label; every PDF in the ZIP is named by a row. Nothing is created unless
 * `problems` is empty.
 */
export function matchBulkDropship(
  rows: readonly { row: number; value: BulkDropshipRow }[],
  zip: readonly ZipLabel[],
  standing: ReadonlyMap<string, PairStanding>,
  /** Labels named by rows refused on their own (their PDFs are not reported as unused). */
  namedByOtherRows: readonly string[] = [],
): { matched: MatchedRow[]; problems: BulkProblemKey[] } {
  const problems: BulkProblemKey[] = [];
  const byKey = new Map<string, ZipLabel[]>();
  for (const entry of zip) {
    const key = labelKey(entry.path);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const named = new Map<string, number>();
  const matched: MatchedRow[] = [];
  for (const { row, value } of rows) {
    let ok = true;
    const pair = standing.get(value.oneId) ?? { state: 'notYours' };
    if (pair.state === 'notYours') {
      problems.push({ row, column: 'oneId', value: value.oneId, key: 'outbound-bulk:cell.notYourPair' });
      ok = false;
    } else if (pair.state === 'busy') {
      problems.push({
        row,
        column: 'oneId',
        value: value.oneId,
        key: 'outbound-bulk:cell.notAvailable',
        params: { status: pair.status },
      });
      ok = false;
    }
    const key = labelKey(value.label);
    const entries = byKey.get(key) ?? [];
    const first = named.get(key);
    if (first !== undefined) {
      problems.push({
        row,
        column: 'label',
        value: value.label,
        key: 'outbound-bulk:cell.labelTwice',
        params: { first },
      });
      continue;
    }
    named.set(key, row);
    const labelProblem = entries.length === 0 ? 'labelMissing' : entries.length > 1 ? 'labelAmbiguous' : null;
    const refusal = entries.length === 1 ? entries[0].refusal : null;
    if (labelProblem) {
      problems.push({ row, column: 'label', value: value.label, key: `outbound-bulk:cell.${labelProblem}` });
      ok = false;
    } else if (refusal) {
      const key = labelPdfMessage(refusal);
      problems.push({ row, column: 'label', value: value.label, key, params: LABEL_PDF_LIMITS });
      ok = false;
    }
    if (ok) matched.push({ row, value, labelPath: entries[0].path });
  }
  const otherNames = new Set(namedByOtherRows.map(labelKey));
  for (const [key, entries] of byKey) {
    if (named.has(key) || otherNames.has(key)) continue;
    for (const entry of entries)
      problems.push({
        row: null,
        column: 'zip',
        value: entry.path,
        key: entry.pdf ? 'outbound-bulk:cell.labelUnused' : 'outbound-bulk:cell.notPdf',
      });
  }
  return { matched, problems };
}

/** The upload key: the sheet's and the ZIP's content hashes, so the same two files are one upload. */
export function bulkUploadText(sheetHash: string, zipHash: string): string {
  return `bulk-dropship\nsheet:${sheetHash}\nzip:${zipHash}`;
}

// ---- Answers ----

export const bulkProblem = z.object({
  /** The sheet row as Excel numbers it (header row 1); null for a problem of the ZIP itself. */
  row: z.number().nullable(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type BulkProblem = z.infer<typeof bulkProblem>;

/** `data` of a refused upload (400): every problem, sheet rows first. */
export const bulkProblems = z.object({ problems: z.array(bulkProblem), problemCount: z.number() });
export type BulkProblems = z.infer<typeof bulkProblems>;

export const bulkUploadSummary = z.object({
  id: z.number(),
  sheetName: z.string(),
  zipName: z.string(),
  rowCount: z.number(),
  createdAt: z.string(),
});
export type BulkUploadSummary = z.infer<typeof bulkUploadSummary>;

export const bulkRowView = z.object({
  row: z.number(),
  oneId: z.string(),
  labelName: z.string(),
  remark: z.string(),
  sku: z.string(),
  size: z.string(),
  wareName: z.string(),
  /** The order this row made (null in a check: nothing is made). */
  orderId: z.number().nullable(),
  oddNo: z.string().nullable(),
  orderStatus: z.number().nullable(),
});
export type BulkRowView = z.infer<typeof bulkRowView>;

/** A checked upload: what it would create, or every problem; and the upload it already is, if any. */
export const bulkDropshipCheck = z.object({
  rows: z.array(bulkRowView),
  problems: z.array(bulkProblem),
  problemCount: z.number(),
  createdUpload: bulkUploadSummary.nullable(),
});
export type BulkDropshipCheck = z.infer<typeof bulkDropshipCheck>;

export const bulkUploadView = bulkUploadSummary.extend({ rows: z.array(bulkRowView) });
export type BulkUploadView = z.infer<typeof bulkUploadView>;

/** A create's answer: the upload, and whether this request made it (false: the same files made it before). */
export const bulkDropshipCreated = z.object({ upload: bulkUploadView, fresh: z.boolean() });
export type BulkDropshipCreated = z.infer<typeof bulkDropshipCreated>;

export const bulkUploadListRequest = z.strictObject({ ...pagingFields });
export type BulkUploadListRequest = z.infer<typeof bulkUploadListRequest>;
export const bulkUploadIdQuery = z.strictObject({ id: rowId });

// ---- Boxes (reship) ----

/** Pairs in one box. */
export const BOX_PAIRS_MAX = 20;

const boxOneIds = z
  .array(z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits'))
  .min(2, 'a box holds at least two pairs')
  .max(BOX_PAIRS_MAX, `at most ${BOX_PAIRS_MAX} pairs in one box`)
  .refine((list) => new Set(list).size === list.length, { message: 'the same ONE ID twice' });

export const boxCreateRequest = z.strictObject({ orderId: rowId, oneIds: boxOneIds });
export type BoxCreateRequest = z.infer<typeof boxCreateRequest>;
export const boxUnpackRequest = z.strictObject({ id: rowId });
export const boxListQuery = z.strictObject({ orderId: rowId });

export const boxView = z.object({
  id: z.number(),
  boxNo: z.string(),
  orderId: z.number(),
  wareId: z.number(),
  oneIds: z.array(z.string()),
  createdAt: z.string(),
});
export type BoxView = z.infer<typeof boxView>;

/** An order's boxes and whether they may still be made or unpacked (before the order leaves). */
export const orderBoxes = z.object({ boxes: z.array(boxView), editable: z.boolean() });
export type OrderBoxes = z.infer<typeof orderBoxes>;

export type BoxPair = { oneId: string; wareId: number; ownerId: number; inOrder: boolean; boxed: boolean };

export type BoxRefusal = 'notInOrder' | 'crossWarehouse' | 'mixedOwners' | 'alreadyBoxed';

/**
 * Whether these pairs may be packed in one box (spec section 5: "Cross-warehouse box creation is
 * disallowed"; different users never together): each in the order, none boxed yet, one warehouse,
 * one owner. Answers the first refusal and the ONE IDs at fault.
 */
export function boxRefusal(pairs: readonly BoxPair[]): { refusal: BoxRefusal; oneIds: string[] } | null {
  const notIn = pairs.filter((p) => !p.inOrder).map((p) => p.oneId);
  if (notIn.length > 0) return { refusal: 'notInOrder', oneIds: notIn };
  if (new Set(pairs.map((p) => p.wareId)).size > 1)
    return { refusal: 'crossWarehouse', oneIds: pairs.map((p) => p.oneId) };
  if (new Set(pairs.map((p) => p.ownerId)).size > 1)
    return { refusal: 'mixedOwners', oneIds: pairs.map((p) => p.oneId) };
  const boxed = pairs.filter((p) => p.boxed).map((p) => p.oneId);
  if (boxed.length > 0) return { refusal: 'alreadyBoxed', oneIds: boxed };
  return null;
}

/** A box's number, as printed on it: the order's number and the box's id. */
export function boxNo(oddNo: string, id: number): string {
  return `${oddNo}-B${String(id).padStart(4, '0')}`;
}
