import { z } from 'zod';

/**
 * Request fields many schemas share, bounded to what their database columns hold, so a number the
 * column cannot take is a 400 naming the field, never a failed query.
 */

/** The largest value of a PostgreSQL `integer` column: every serial id and count of this schema. */
export const INT4_MAX = 2_147_483_647;

/** A row id (a `serial` key), in a JSON body or, coerced, in a query. */
export const rowId = z.coerce.number().int().positive().max(INT4_MAX);

/** A comma-separated list of row ids in a query (`ids=1,2,3`), without repeats. */
export const rowIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'a comma-separated list of ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= INT4_MAX), `ids run from 1 to ${INT4_MAX}`);

/** Paging in: `current`/`size` (or `pageNo`/`pageSize`); the server caps the size at MAX_PAGE_SIZE. */
export const pagingFields = {
  current: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  size: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  pageNo: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  pageSize: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
};
