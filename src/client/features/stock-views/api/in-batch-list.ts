import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /api/admin/stock/in_batch: parcels received per day (the user's days) and warehouse. */
export const inBatchRow = z.object({
  day: z.string(),
  wareId: z.number(),
  wareName: z.string(),
  parcels: z.number(),
  items: z.number(),
  receivedBeginTime: z.string(),
  receivedEndTime: z.string(),
});
export type InBatchRow = z.infer<typeof inBatchRow>;
export type InBatchParams = PageRequest & { wareId?: number; beginDate?: string; endDate?: string };

const rows = z.array(inBatchRow);

export async function fetchInBatches(params: InBatchParams): Promise<Page<InBatchRow>> {
  // The server groups by the browser's days: east of UTC is a positive offset.
  const withOffset = { ...params, utcOffsetMinutes: -new Date().getTimezoneOffset() };
  const page = await fetchPage<unknown, typeof withOffset>('/stock/in_batch', withOffset, { host: 'admin' });
  return { ...page, rows: rows.parse(page.rows) };
}

export function useInBatchList(params: InBatchParams) {
  return useQuery(
    queryOptions({ queryKey: ['stockViews', 'inBatch', params] as const, queryFn: () => fetchInBatches(params), placeholderData: keepPreviousData }),
  );
}
