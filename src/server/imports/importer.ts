import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { IMPORT_ERRORS_LISTED, IMPORT_FILE_MAX_BYTES, IMPORT_ROW_LIMIT } from '../../domain/kernel/imports';
import type { ImportColumn, ImportProblem, ImportSummary } from '../../domain/kernel/imports';
import { UPLOAD_FIELD } from '../../domain/kernel/files';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { badRequest, tooLarge } from '../http/errors';
import { translate } from '../http/messages';
import { readUploadedFile } from '../http/multipart';
import { recordAudit } from '../kernel/audit-log';
import type { AuditEntry } from '../kernel/audit-log';
import { headerOf, readSheet } from './sheet-reader';
import type { SheetRow } from './sheet-reader';

/** A row that passed its own checks, with its sheet row number. */
export type ValidRow<Row> = { row: number; value: Row };

/** A problem found against the database, before it is put in words. */
export type RowConflict<K extends string> = {
  row: number;
  column: K;
  key: string;
  params?: Record<string, string | number>;
};

/**
 * What one kind of import needs: its columns, the schema of a row (input: the cells' text), what
 * makes two rows the same record, the rows the database already has, and the write itself.
 */
export type ImportPlan<K extends string, Row> = {
  columns: readonly ImportColumn<K>[];
  schema: z.ZodType<Row, Record<K, string>>;
  duplicate: { column: K; keyOf: (row: Row) => string };
  conflicts: (trx: Transaction<DB>, rows: ValidRow<Row>[]) => Promise<RowConflict<K>[]>;
  write: (trx: Transaction<DB>, rows: Row[]) => Promise<Record<string, number>>;
  audit: Omit<AuditEntry, 'after' | 'before'>;
};

/** Reads the one `file` part (its name and bytes), refusing it past the import size limit. */
export async function readUploadFile(reply: FastifyReply): Promise<{ filename: string; bytes: Buffer }> {
  const file = await readUploadedFile(reply.request, {
    fileSize: IMPORT_FILE_MAX_BYTES,
    tooLarge: () =>
      tooLarge('imports:errors.fileTooLarge', { max: `${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB` }),
  });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('imports:errors.fileMissing');
  return { filename: file.filename, bytes: file.bytes };
}

/** Reads the one `file` part's bytes, refusing it past the import size limit. */
export async function readUpload(reply: FastifyReply): Promise<Buffer> {
  return (await readUploadFile(reply)).bytes;
}

type Issue = z.core.$ZodIssue;

/** Namespaces whose keys a row schema's custom checks may carry as their message. */
const ROW_MESSAGE_NAMESPACES = ['imports:', 'outbound-bulk:'];

/** A zod issue in the caller's words. Custom checks carry a message key (imports or the import's own area). */
function issueMessage(ctx: AuthedContext, issue: Issue): string {
  if (ROW_MESSAGE_NAMESPACES.some((ns) => issue.message.startsWith(ns)))
    return translate(ctx.lang, issue.message);
  if (issue.code === 'too_small' && issue.origin === 'string')
    return translate(ctx.lang, 'imports:cell.required');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return translate(ctx.lang, 'imports:cell.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'too_big' && issue.origin === 'array')
    return translate(ctx.lang, 'imports:cell.tooMany', { max: Number(issue.maximum) });
  return translate(ctx.lang, 'imports:cell.invalid', { reason: issue.message });
}

/** Answers 400 naming the first problem, with every problem (by row) in data. */
export function refuse(problems: ImportProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const first = sorted[0];
  throw badRequest(
    'imports:errors.rowsInvalid',
    { row: first.row, column: first.column, message: first.message, count: sorted.length },
    { errors: sorted.slice(0, IMPORT_ERRORS_LISTED), errorCount: sorted.length },
  );
}

/** What checking a sheet's rows on their own found: the problems and the rows that passed. */
export type CheckedRows<Row> = {
  problems: ImportProblem[];
  valid: ValidRow<Row>[];
  header: (key: string) => string;
};

/** Checks every row against the schema and for repeats within the file; the database is not asked. */
export function checkRows<K extends string, Row>(
  ctx: AuthedContext,
  sheet: SheetRow<K>[],
  plan: Pick<ImportPlan<K, Row>, 'columns' | 'schema' | 'duplicate'>,
): CheckedRows<Row> {
  const header = (key: string) =>
    headerOf(plan.columns.find((c) => c.key === key) as ImportColumn<K>, ctx.lang);
  const problems: ImportProblem[] = [];
  const valid: ValidRow<Row>[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of sheet) {
    const parsed = plan.schema.safeParse(cells);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = header(String(issue.path[0]));
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ row, column, message: issueMessage(ctx, issue) });
      }
      continue;
    }
    const key = plan.duplicate.keyOf(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({
        row,
        column: header(plan.duplicate.column),
        message: translate(ctx.lang, 'imports:cell.duplicateInFile', {
          value: cells[plan.duplicate.column],
          first,
        }),
      });
      continue;
    }
    firstRowOf.set(key, row);
    valid.push({ row, value: parsed.data });
  }
  return { problems, valid, header };
}

/** Conflicts found against the database, put in the caller's words. */
export function conflictProblems<K extends string>(
  ctx: AuthedContext,
  header: (key: string) => string,
  conflicts: RowConflict<K>[],
): ImportProblem[] {
  return conflicts.map((c) => ({
    row: c.row,
    column: header(c.column),
    message: translate(ctx.lang, c.key, c.params),
  }));
}

/**
 * Reads, checks every row, and writes all rows in one transaction or none. Any problem answers 400
 * with msg naming the first bad row and column, and data listing every problem.
 */
export async function runImport<K extends string, Row>(
  ctx: AuthedContext,
  bytes: Buffer,
  plan: ImportPlan<K, Row>,
): Promise<ImportSummary> {
  const sheet = await readSheet(bytes, plan.columns, IMPORT_ROW_LIMIT, ctx.lang);
  const { problems, valid, header } = checkRows(ctx, sheet, plan);
  return ctx.db.transaction().execute(async (trx) => {
    problems.push(...conflictProblems(ctx, header, await plan.conflicts(trx, valid)));
    if (problems.length > 0) refuse(problems);
    const created = await plan.write(
      trx,
      valid.map((v) => v.value),
    );
    const summary = { rows: valid.length, created };
    await recordAudit(ctx, { ...plan.audit, after: summary }, trx);
    return summary;
  });
}

/** Splits a list for statements that take one parameter per value. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
