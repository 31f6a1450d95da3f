import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dayBatchFields, dayBatchQuery } from './day-batches';
import type { BatchParams } from './day-batches';

/** POST /api/admin/stock/out_batch: the items that left the warehouse per day and warehouse. */
export const outBatchRow = z.object({
  ...dayBatchFields,
  leftBeginTime: z.string(),
  leftEndTime: z.string(),
});
export type OutBatchRow = z.infer<typeof outBatchRow>;

export function useOutBatchList(params: BatchParams) {
  return useQuery(dayBatchQuery('outBatch', '/stock/out_batch', outBatchRow, params));
}
