import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dayBatchFields, dayBatchQuery } from './day-batches';
import type { BatchParams } from './day-batches';

/** POST /api/admin/stock/in_batch: parcels received per day and warehouse, and the items inspected from them. */
export const inBatchRow = z.object({
  ...dayBatchFields,
  parcels: z.number(),
  receivedBeginTime: z.string(),
  receivedEndTime: z.string(),
});
export type InBatchRow = z.infer<typeof inBatchRow>;

export function useInBatchList(params: BatchParams) {
  return useQuery(dayBatchQuery('inBatch', '/stock/in_batch', inBatchRow, params));
}
