import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postJson } from '../../../api/http';
import { statusCount } from './item-page';

/** POST /api/admin/stock/overview: stock by warehouse, by status and by age (optionally one warehouse). */
export const stockOverview = z.object({
  byWarehouse: z.array(
    z.object({
      wareId: z.number(),
      wareName: z.string(),
      inWarehouse: z.number(),
      outOfWarehouse: z.number(),
    }),
  ),
  byStatus: z.array(statusCount),
  byAge: z.array(z.object({ bucket: z.string(), count: z.number() })),
});
export type StockOverview = z.infer<typeof stockOverview>;

export async function fetchStockOverview(wareId: number | null): Promise<StockOverview> {
  return stockOverview.parse(
    await postJson<unknown>('/stock/overview', wareId === null ? {} : { wareId }, { host: 'admin' }),
  );
}

export function useStockOverview(wareId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['stockViews', 'overview', wareId] as const,
      queryFn: () => fetchStockOverview(wareId),
    }),
  );
}
