import { shelfBatchCreateRequest } from '../../../domain/warehouses/warehouses';
import { batchShelfNames, SHELF_BATCH_MAX } from '../../../domain/warehouses/rules';
import { problemOf } from './form-problems';
import type { FormProblem } from './form-problems';
import { labelNameError } from './label-name';

/**
 * What a batch of shelves would be called, checked with the server's own schema and naming rule
 * (src/domain/warehouses/warehouses.ts) before anything is sent: the first and last names and the count, or
 * the problem of each field.
 */
export type BatchInput = { prefix: string; from: number | string; to: number | string };
export type BatchPreview =
  | { ok: true; first: string; last: string; count: number }
  | { ok: false; problems: Partial<Record<keyof BatchInput, FormProblem>> };

function asNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
}

export function batchPreview(input: BatchInput): BatchPreview {
  const from = asNumber(input.from);
  const to = asNumber(input.to);
  const problems: Partial<Record<keyof BatchInput, FormProblem>> = {};
  if (from === undefined) problems.from = { key: 'form.required' };
  if (to === undefined) problems.to = { key: 'form.required' };
  // The prefix starts every shelf name, so it follows the shelf-name rule (no Chinese).
  const printable = labelNameError('shelf', input.prefix);
  if (printable) problems.prefix = { key: printable };
  // rackId 1 stands in for the rack: only the names are being checked here.
  const verdict = shelfBatchCreateRequest.safeParse({ rackId: 1, prefix: input.prefix, from, to });
  if (!verdict.success) {
    for (const issue of verdict.error.issues) {
      const field = issue.path[0] as keyof BatchInput;
      if (problems[field]) continue;
      if (field === 'to' && issue.code === 'custom') {
        // The schema's two refinements on `to`: below `from`, or more than SHELF_BATCH_MAX names.
        problems.to =
          (to ?? 0) < (from ?? 0)
            ? { key: 'batch.toBelowFrom' }
            : { key: 'batch.tooMany', params: { max: SHELF_BATCH_MAX } };
      } else {
        problems[field] = problemOf(issue) ?? { key: 'form.invalid' };
      }
    }
  }
  if (Object.keys(problems).length > 0 || !verdict.success) return { ok: false, problems };
  const names = batchShelfNames(verdict.data.prefix, verdict.data.from, verdict.data.to);
  return { ok: true, first: names[0], last: names[names.length - 1], count: names.length };
}
