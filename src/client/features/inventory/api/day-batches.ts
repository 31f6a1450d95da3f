import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { InBatchRow } from '../../../../domain/inventory/views';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * What the inbound and outbound batch lists share (POST /api/admin/stock/in_batch and out_batch):
 * rows per day (the browser's days) and warehouse, filtered by warehouse and a date range.
 * API: dayBatchFields, DayBatch, BatchParams, fetchDayBatches(path, row, params), dayBatchQuery(list, path, row, params).
 */
export const dayBatchFields = {
  day: z.string(),
  wareId: z.number(),
  wareName: z.string(),
  items: z.number(),
};
export type DayBatch = Pick<InBatchRow, 'day' | 'wareId' | 'wareName' | 'items'>;
export type BatchParams = PageRequest & { wareId?: number; beginDate?: string; endDate?: string };

export async function fetchDayBatches<R>(
  path: string,
  row: z.ZodType<R>,
  params: BatchParams,
): Promise<Page<R>> {
  // The server groups by the browser's days: east of UTC is a positive offset.
  const withOffset = { ...params, utcOffsetMinutes: -new Date().getTimezoneOffset() };
  const page = await fetchPage<unknown, typeof withOffset>(path, withOffset, { host: 'admin' });
  return { ...page, rows: z.array(row).parse(page.rows) };
}

/** The query of one batch list's page, keyed under stockViews and the list's name. */
export function dayBatchQuery<R>(list: string, path: string, row: z.ZodType<R>, params: BatchParams) {
  return queryOptions({
    queryKey: ['stockViews', list, params] as const,
    queryFn: () => fetchDayBatches(path, row, params),
    placeholderData: keepPreviousData,
  });
}
