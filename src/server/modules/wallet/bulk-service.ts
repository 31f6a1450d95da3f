import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  BULK_COLUMNS,
  BULK_FEE_TYPE,
  BULK_ROW_LIMIT,
  bulkBatchText,
  bulkDuplicateKey,
  bulkRowSchema,
  bulkTotalCents,
} from '../../../domain/wallet/bulk';
import type {
  BulkBatch,
  BulkBatchListRequest,
  BulkColumn,
  BulkKind,
  BulkPosted,
  BulkPreview,
  BulkRow,
} from '../../../domain/wallet/bulk';
import { formatCents } from '../../../domain/wallet/wallet';
import { PortalId } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import { checkRows, chunks, conflictProblems, refuse } from '../../imports/importer';
import type { RowConflict, ValidRow } from '../../imports/importer';
import { readSheet } from '../../imports/sheet-reader';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { postManual } from './finance-service';

/**
 * Bulk deposit and deduction by spreadsheet (src/domain/wallet/bulk.ts). check() reads and checks the
 * whole sheet and posts nothing; post() checks again and posts every row in one transaction, through
 * the same audited manual posting as Finance/ChargeDeduction, with the batch's record. The batch key
 * (sha256 of the kind and the normalised rows) is unique: a sheet already posted answers its batch.
 */

/** Characters of the uploaded file's name kept with its batch. */
const FILE_NAME_KEPT = 200;

type Sheet = { kind: BulkKind; fileName: string; bytes: Buffer };
type SellerRow = ValidRow<BulkRow> & { sellerId: number };

const plan = {
  columns: BULK_COLUMNS,
  schema: bulkRowSchema,
  duplicate: { column: 'userCode' as BulkColumn, keyOf: bulkDuplicateKey },
};

export function bulkBatchKey(kind: BulkKind, rows: readonly BulkRow[]): string {
  return createHash('sha256').update(bulkBatchText(kind, rows)).digest('hex');
}

/** Sellers by lower-case user code. */
async function sellersByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(codes, 1000)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'uid'])
      .where('user_type', '=', PortalId.seller)
      .where((eb) => eb(eb.fn('lower', ['uid']), 'in', part))
      .execute();
    for (const r of rows) found.set(r.uid.toLowerCase(), r.id);
  }
  return found;
}

/** Each seller's available balance in cents. */
async function availableOf(db: Db, sellerIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const part of chunks(sellerIds, 1000)) {
    const rows = await db
      .selectFrom('ledger_balances as b')
      .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
      .select(['a.seller_id', 'b.balance_cents'])
      .where('a.kind', '=', 'seller_available')
      .where('a.seller_id', 'in', part)
      .execute();
    for (const r of rows) found.set(Number(r.seller_id), Number(r.balance_cents));
  }
  return found;
}

/** Rows naming an unknown seller as conflicts; the others with their seller. */
async function sellerRows(
  db: Db,
  valid: ValidRow<BulkRow>[],
): Promise<{ conflicts: RowConflict<BulkColumn>[]; rows: SellerRow[] }> {
  const sellers = await sellersByCode(
    db,
    valid.map((v) => v.value.userCode.toLowerCase()),
  );
  const conflicts: RowConflict<BulkColumn>[] = [];
  const rows: SellerRow[] = [];
  for (const v of valid) {
    const sellerId = sellers.get(v.value.userCode.toLowerCase());
    if (sellerId === undefined)
      conflicts.push({
        row: v.row,
        column: 'userCode',
        key: 'imports:cell.unknownSeller',
        params: { code: v.value.userCode },
      });
    else rows.push({ ...v, sellerId });
  }
  return { conflicts, rows };
}

/** Deduction rows larger than their seller's available balance. */
async function shortfallsOf(db: Db, rows: SellerRow[]): Promise<RowConflict<BulkColumn>[]> {
  const available = await availableOf(
    db,
    rows.map((r) => r.sellerId),
  );
  const conflicts: RowConflict<BulkColumn>[] = [];
  for (const r of rows) {
    const balance = available.get(r.sellerId) ?? 0;
    if (r.value.amount > balance)
      conflicts.push({
        row: r.row,
        column: 'amount',
        key: 'wallet:bulk.insufficient',
        params: { available: formatCents(balance), shortfall: formatCents(r.value.amount - balance) },
      });
  }
  return conflicts;
}

/**
 * Reads and checks the whole sheet; any problem answers 400 listing every bad row. A sheet posted
 * before is its batch (`posted`): its deductions already left the balances, so they are not
 * checked against them again.
 */
async function checkedSheet(ctx: AuthedContext, db: Db, sheet: Sheet) {
  const read = await readSheet(sheet.bytes, BULK_COLUMNS, BULK_ROW_LIMIT, ctx.lang);
  const { problems, valid, header } = checkRows(ctx, read, plan);
  const { conflicts, rows } = await sellerRows(db, valid);
  problems.push(...conflictProblems(ctx, header, conflicts));
  if (problems.length > 0) refuse(problems);
  const values = rows.map((r) => r.value);
  const batchKey = bulkBatchKey(sheet.kind, values);
  const posted = await batchByKey(db, batchKey);
  if (!posted && sheet.kind === 'deduction') {
    const shortfalls = await shortfallsOf(db, rows);
    if (shortfalls.length > 0) refuse(conflictProblems(ctx, header, shortfalls));
  }
  return { rows, batchKey, totalCents: bulkTotalCents(values), posted };
}

function batchQuery(db: Db) {
  return db
    .selectFrom('wallet_bulk_batches as b')
    .innerJoin('users as u', 'u.id', 'b.operator_id')
    .select([
      'b.id',
      'b.batch_key',
      'b.kind',
      'b.file_name',
      'b.row_count',
      'b.total_cents',
      'b.operator_id',
      'u.username',
      'b.created_at',
    ]);
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof batchQuery>['executeTakeFirstOrThrow']>>;

function toBatch(r: BatchRow): BulkBatch {
  return {
    id: r.id,
    batchKey: r.batch_key,
    kind: r.kind as BulkKind,
    fileName: r.file_name,
    rowCount: r.row_count,
    totalCents: Number(r.total_cents),
    operatorId: r.operator_id,
    operatorName: r.username,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function batchByKey(db: Db, batchKey: string): Promise<BulkBatch | null> {
  const row = await batchQuery(db).where('b.batch_key', '=', batchKey).executeTakeFirst();
  return row ? toBatch(row) : null;
}

/** Checks a sheet and answers what it would post; nothing is written. */
export async function checkBulk(ctx: AuthedContext, sheet: Sheet): Promise<BulkPreview> {
  const checked = await checkedSheet(ctx, ctx.db, sheet);
  return {
    kind: sheet.kind,
    batchKey: checked.batchKey,
    rowCount: checked.rows.length,
    totalCents: checked.totalCents,
    rows: checked.rows.map((r) => ({
      row: r.row,
      userCode: r.value.userCode,
      sellerId: r.sellerId,
      amountCents: r.value.amount,
      reason: r.value.reason,
    })),
    postedBatch: checked.posted,
  };
}

async function postRows(ctx: AuthedContext, trx: Transaction<DB>, sheet: Sheet) {
  const checked = await checkedSheet(ctx, trx, sheet);
  if (checked.posted) return { batchKey: checked.batchKey, fresh: false };
  const inserted = await trx
    .insertInto('wallet_bulk_batches')
    .values({
      batch_key: checked.batchKey,
      kind: sheet.kind,
      file_name: sheet.fileName.slice(0, FILE_NAME_KEPT),
      row_count: checked.rows.length,
      total_cents: checked.totalCents,
      operator_id: ctx.user.id,
    })
    .onConflict((oc) => oc.column('batch_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { batchKey: checked.batchKey, fresh: false };
  // Ascending seller id, as the ledger service asks of a transaction moving several sellers' money.
  const ordered = [...checked.rows].sort((a, b) => a.sellerId - b.sellerId || a.row - b.row);
  ctx.log.info({ batchId: inserted.id, rows: ordered.length }, 'bulk batch posting');
  for (const r of ordered)
    await postManual(ctx, trx, {
      direction: sheet.kind,
      key: `bulk:${checked.batchKey}:${r.row}`,
      sellerId: r.sellerId,
      amountCents: r.value.amount,
      feeType: BULK_FEE_TYPE[sheet.kind],
      relation: { type: 'bulk', ref: String(inserted.id) },
      reason: r.value.reason,
      auditExtra: { batchId: inserted.id, row: r.row },
    });
  await recordAudit(
    ctx,
    {
      action: sheet.kind === 'deposit' ? 'wallet.bulkDeposit' : 'wallet.bulkDeduction',
      entity: 'wallet_bulk_batch',
      entityId: inserted.id,
      before: null,
      after: {
        kind: sheet.kind,
        fileName: sheet.fileName,
        rowCount: checked.rows.length,
        totalCents: checked.totalCents,
        batchKey: checked.batchKey,
      },
    },
    trx,
  );
  return { batchKey: checked.batchKey, fresh: true };
}

/**
 * Checks the sheet again and posts every row in one transaction, or nothing. A sheet whose batch key
 * was posted before answers that batch with fresh false and changes nothing.
 */
export async function postBulk(ctx: AuthedContext, sheet: Sheet): Promise<BulkPosted> {
  const result = await ctx.db.transaction().execute((trx) => postRows(ctx, trx, sheet));
  const batch = await batchByKey(ctx.db, result.batchKey);
  if (!batch) throw new Error(`bulk batch ${result.batchKey} not found after posting`);
  return { batch, fresh: result.fresh };
}

/** The posted batches, newest first. */
export async function bulkBatchPage(ctx: AuthedContext, r: BulkBatchListRequest) {
  const req = pageRequest(r, ctx.config.maxPageSize);
  let query = batchQuery(ctx.db);
  let count = ctx.db.selectFrom('wallet_bulk_batches as b').select((eb) => eb.fn.countAll<number>().as('n'));
  if (r.kind) {
    query = query.where('b.kind', '=', r.kind);
    count = count.where('b.kind', '=', r.kind);
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(req.offset)
      .limit(req.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return pageOf(req, Number(total.n), rows.map(toBatch));
}
