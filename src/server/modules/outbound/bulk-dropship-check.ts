import {
  BULK_DROPSHIP_COLUMNS,
  BULK_DROPSHIP_ROW_LIMIT,
  bulkDropshipDuplicateKey,
  bulkDropshipRowSchema,
  matchBulkDropship,
} from '../../../domain/outbound/bulk';
import type {
  BulkDropshipColumn,
  BulkDropshipRow,
  BulkProblem,
  BulkProblemKey,
  MatchedRow,
  PairStanding,
} from '../../../domain/outbound/bulk';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { translate } from '../../http/messages';
import { checkRows, chunks } from '../../imports/importer';
import { headerOf, readSheet } from '../../imports/sheet-reader';
import type { Db } from '../../kernel/db-helpers';
import type { BulkUpload, ZipLabelFound } from './bulk-dropship-files';
import { labelsInZip } from './bulk-dropship-files';

/**
 * Checks a whole bulk dropship upload without writing: every row on its own (format, repeats), then
 * against the seller's pairs and the ZIP's labels (src/domain/outbound/bulk.ts matchBulkDropship).
 */

export type PairFacts = { sku: string; size: string; wareName: string };
export type CheckedUpload = {
  matched: (MatchedRow & { hash: string })[];
  problems: BulkProblem[];
  facts: Map<string, PairFacts>;
};

async function pairStandings(db: Db, sellerId: number, oneIds: string[]) {
  const standing = new Map<string, PairStanding>();
  const facts = new Map<string, PairFacts>();
  for (const part of chunks(oneIds, 1000)) {
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('products as p')
      .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
      .select(['p.one_id', 'p.shop_user_id', 'p.status', 'p.sku', 'p.size', 'w.name as ware_name'])
      .where('p.one_id', 'in', part)
      .execute();
    for (const r of rows) {
      // Another seller's pair is answered as unknown: nobody learns which ONE IDs exist.
      if (r.shop_user_id !== sellerId) continue;
      standing.set(r.one_id, r.status === 1 ? { state: 'available' } : { state: 'busy', status: r.status });
      facts.set(r.one_id, { sku: r.sku, size: r.size, wareName: r.ware_name });
    }
  }
  return { standing, facts };
}

function inWords(ctx: AuthedContext, p: BulkProblemKey): BulkProblem {
  const column =
    p.column === 'zip'
      ? 'ZIP'
      : headerOf(
          BULK_DROPSHIP_COLUMNS.find((c) => c.key === p.column) as (typeof BULK_DROPSHIP_COLUMNS)[number],
          ctx.lang,
        );
  return { row: p.row, column, value: p.value, message: translate(ctx.lang, p.key, p.params) };
}

/** Sheet rows first, in row order; then the ZIP's own problems. */
export function sortProblems(problems: BulkProblem[]): BulkProblem[] {
  return [...problems].sort((a, b) => (a.row ?? Infinity) - (b.row ?? Infinity));
}

export async function checkUpload(ctx: AuthedContext, db: Db, upload: BulkUpload): Promise<CheckedUpload> {
  const sheet = await readSheet(upload.sheet.bytes, BULK_DROPSHIP_COLUMNS, BULK_DROPSHIP_ROW_LIMIT, ctx.lang);
  if (sheet.length === 0) throw badRequest('imports:errors.noRows');
  const cellsOf = new Map(sheet.map((r) => [r.row, r.cells]));
  const checked = checkRows<BulkDropshipColumn, BulkDropshipRow>(ctx, sheet, {
    columns: BULK_DROPSHIP_COLUMNS,
    schema: bulkDropshipRowSchema,
    duplicate: { column: 'oneId', keyOf: bulkDropshipDuplicateKey },
  });
  const problems: BulkProblem[] = checked.problems.map((p) => {
    const key = BULK_DROPSHIP_COLUMNS.find((c) => headerOf(c, ctx.lang) === p.column)?.key;
    return { ...p, value: key ? (cellsOf.get(p.row)?.[key] ?? '') : '' };
  });
  const labels: ZipLabelFound[] = await labelsInZip(upload.zip.bytes);
  const { standing, facts } = await pairStandings(
    db,
    ctx.user.id,
    checked.valid.map((v) => v.value.oneId),
  );
  const validRows = new Set(checked.valid.map((v) => v.row));
  const otherLabels = sheet.filter((r) => !validRows.has(r.row)).map((r) => r.cells.label);
  const match = matchBulkDropship(checked.valid, labels, standing, otherLabels);
  problems.push(...match.problems.map((p) => inWords(ctx, p)));
  const hashOf = new Map(labels.map((l) => [l.path, l.hash]));
  return {
    matched: match.matched.map((m) => ({ ...m, hash: hashOf.get(m.labelPath) ?? '' })),
    problems: sortProblems(problems),
    facts,
  };
}
