import { createHash } from 'node:crypto';
import { bulkUploadText } from '../../../domain/outbound/bulk';
import type {
  BulkDropshipCheck,
  BulkDropshipCreated,
  BulkProblem,
  BulkUploadListRequest,
  BulkUploadSummary,
  BulkUploadView,
} from '../../../domain/outbound/bulk';
import { LABEL_PDF_MIME } from '../../../domain/outbound/label-pdf';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { sha256 } from '../../http/file-store';
import { pageOf, pageRequest } from '../../http/paging';
import { IMPORT_ERRORS_LISTED } from '../../../domain/kernel/imports';
import { recordUpload } from '../../files/service';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { checkUpload } from './bulk-dropship-check';
import type { CheckedUpload } from './bulk-dropship-check';
import { labelBytes } from './bulk-dropship-files';
import type { BulkUpload } from './bulk-dropship-files';
import { inOrderTransaction } from './order-engine';
import { openShipWithLabel } from './order-service';

/**
 * Bulk dropshipping (src/domain/outbound/bulk.ts): check answers what an upload would create or every
 * problem, writing nothing; create checks again and opens one ship-with-label order per row through
 * the same path as a single order, all in one transaction or none. The same two files again answer
 * the upload they made (the upload key is unique).
 */

type Trx = Parameters<Parameters<typeof inOrderTransaction>[1]>[0];

const FILE_NAME_KEPT = 200;

/** The seller's upload of these two files (another seller's same files are its own upload). */
export function uploadKeyOf(upload: BulkUpload, sellerId: number): string {
  const text = bulkUploadText(sha256(upload.sheet.bytes), sha256(upload.zip.bytes));
  return createHash('sha256').update(`${sellerId}\n${text}`).digest('hex');
}

function summaryQuery(db: Db, sellerId: number) {
  return db
    .selectFrom('outbound_bulk_uploads')
    .select(['id', 'sheet_name', 'zip_name', 'row_count', 'created_at'])
    .where('shop_user_id', '=', sellerId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;
const toSummary = (r: SummaryRow): BulkUploadSummary => ({
  id: r.id,
  sheetName: r.sheet_name,
  zipName: r.zip_name,
  rowCount: r.row_count,
  createdAt: new Date(r.created_at).toISOString(),
});

async function uploadByKey(db: Db, sellerId: number, key: string): Promise<BulkUploadSummary | null> {
  const row = await summaryQuery(db, sellerId).where('upload_key', '=', key).executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** One of the seller's uploads with each row's pair and the order it made; anyone else's is not found. */
export async function uploadView(ctx: AuthedContext, sellerId: number, id: number): Promise<BulkUploadView> {
  const summary = await summaryQuery(ctx.db, sellerId).where('id', '=', id).executeTakeFirst();
  if (!summary) throw notFound('outbound-bulk:errors.uploadNotFound', { id });
  const rows = await ctx.db
    .selectFrom('outbound_bulk_upload_rows as r')
    .innerJoin('outbound_orders as o', 'o.id', 'r.order_id')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .leftJoin('products as p', 'p.one_id', 'r.one_id')
    .select([
      'r.row',
      'r.one_id',
      'r.label_name',
      'r.remark',
      'r.order_id',
      'o.odd_no',
      'o.status',
      'w.name as ware_name',
      'p.sku',
      'p.size',
    ])
    .where('r.upload_id', '=', id)
    .orderBy('r.row')
    .execute();
  return {
    ...toSummary(summary),
    rows: rows.map((r) => ({
      row: r.row,
      oneId: r.one_id,
      labelName: r.label_name,
      remark: r.remark,
      sku: r.sku ?? '',
      size: r.size ?? '',
      wareName: r.ware_name,
      orderId: r.order_id,
      oddNo: r.odd_no,
      orderStatus: r.status,
    })),
  };
}

function rowsOf(checked: CheckedUpload) {
  return checked.matched.map((m) => {
    const facts = checked.facts.get(m.value.oneId);
    return {
      row: m.row,
      oneId: m.value.oneId,
      labelName: m.value.label,
      remark: m.value.remark,
      sku: facts?.sku ?? '',
      size: facts?.size ?? '',
      wareName: facts?.wareName ?? '',
      orderId: null,
      oddNo: null,
      orderStatus: null,
    };
  });
}

/** Checks an upload; nothing is written. An upload already made answers as made, not re-checked. */
export async function checkBulkDropship(ctx: AuthedContext, upload: BulkUpload): Promise<BulkDropshipCheck> {
  const made = await uploadByKey(ctx.db, ctx.user.id, uploadKeyOf(upload, ctx.user.id));
  if (made) return { rows: [], problems: [], problemCount: 0, createdUpload: made };
  const checked = await checkUpload(ctx, ctx.db, upload);
  return {
    rows: checked.problems.length === 0 ? rowsOf(checked) : [],
    problems: checked.problems.slice(0, IMPORT_ERRORS_LISTED),
    problemCount: checked.problems.length,
    createdUpload: null,
  };
}

/** 400 naming the first problem, with every problem in data. */
function refuse(problems: BulkProblem[]): never {
  const first = problems[0];
  throw badRequest(
    'outbound-bulk:errors.uploadRefused',
    { row: first.row ?? 'ZIP', column: first.column, message: first.message, count: problems.length },
    { problems: problems.slice(0, IMPORT_ERRORS_LISTED), problemCount: problems.length },
  );
}

/** The matched labels as the seller's uploaded PDFs, in the transaction; answers each label's content hash. */
async function storeLabels(ctx: AuthedContext, trx: Trx, upload: BulkUpload, checked: CheckedUpload) {
  const bytes = labelBytes(upload.zip.bytes, new Set(checked.matched.map((m) => m.labelPath)));
  const hashes = new Map<string, string>();
  for (const m of checked.matched) {
    const pdf = bytes.get(m.labelPath);
    if (!pdf) throw badRequest('outbound-bulk:errors.zipUnreadable');
    const hash = await ctx.files.put(pdf);
    await recordUpload(trx, {
      hash,
      mime: LABEL_PDF_MIME,
      size: pdf.length,
      originalName: m.value.label,
      userId: ctx.user.id,
    });
    hashes.set(m.labelPath, hash);
  }
  return hashes;
}

/** The upload a create answers, and whether this create made it. */
type Made = { id: number; fresh: boolean };

async function createInTransaction(
  ctx: AuthedContext,
  trx: Trx,
  upload: BulkUpload,
  key: string,
): Promise<Made | null> {
  const made = await uploadByKey(trx, ctx.user.id, key);
  if (made) return { id: made.id, fresh: false };
  const checked = await checkUpload(ctx, trx, upload);
  if (checked.problems.length > 0) refuse(checked.problems);
  const inserted = await trx
    .insertInto('outbound_bulk_uploads')
    .values({
      upload_key: key,
      shop_user_id: ctx.user.id,
      sheet_name: upload.sheet.filename.slice(0, FILE_NAME_KEPT),
      zip_name: upload.zip.filename.slice(0, FILE_NAME_KEPT),
      row_count: checked.matched.length,
      created_by: ctx.user.id,
    })
    .onConflict((oc) => oc.column('upload_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const hashes = await storeLabels(ctx, trx, upload, checked);
  // One order per row, in ONE ID order: two uploads on the same pairs lock them in the same order.
  const ordered = [...checked.matched].sort((a, b) => a.value.oneId.localeCompare(b.value.oneId));
  for (const m of ordered) {
    const order = await openShipWithLabel(ctx, trx, {
      items: [{ oneId: m.value.oneId, labelFile: hashes.get(m.labelPath) as string }],
      remark: m.value.remark,
    });
    await trx
      .insertInto('outbound_bulk_upload_rows')
      .values({
        upload_id: inserted.id,
        row: m.row,
        one_id: m.value.oneId,
        label_name: m.value.label,
        remark: m.value.remark,
        order_id: order.id,
      })
      .execute();
  }
  await recordAudit(
    ctx,
    {
      action: 'outbound.bulkDropship',
      entity: 'outbound_bulk_upload',
      entityId: inserted.id,
      before: null,
      after: { sheet: upload.sheet.filename, zip: upload.zip.filename, rows: checked.matched.length },
    },
    trx,
  );
  return { id: inserted.id, fresh: true };
}

/** Creates every row's order in one transaction, or nothing (400 with every problem, or the 409 of a pair taken meanwhile). */
export async function createBulkDropship(
  ctx: AuthedContext,
  upload: BulkUpload,
  requestKey?: string,
): Promise<BulkDropshipCreated> {
  const key = uploadKeyOf(upload, ctx.user.id);
  // The files' hash is what the client's key stands for: the same key with other files is a 409.
  const request = { scope: 'outbound.bulkDropship.create', key: requestKey, body: key };
  const made = await inOrderTransaction(ctx, (trx) => createInTransaction(ctx, trx, upload, key), request);
  if (made) return { upload: await uploadView(ctx, ctx.user.id, made.id), fresh: made.fresh };
  const first = await uploadByKey(ctx.db, ctx.user.id, key);
  if (!first) throw new Error(`bulk upload ${key} not found after its conflict`);
  return { upload: await uploadView(ctx, ctx.user.id, first.id), fresh: false };
}

export async function bulkUploadPage(ctx: AuthedContext, r: BulkUploadListRequest) {
  const req = pageRequest(r, ctx.config.maxPageSize);
  const [rows, total] = await Promise.all([
    summaryQuery(ctx.db, ctx.user.id).orderBy('id', 'desc').offset(req.offset).limit(req.pageSize).execute(),
    ctx.db
      .selectFrom('outbound_bulk_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_user_id', '=', ctx.user.id)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(req, Number(total.n), rows.map(toSummary));
}
