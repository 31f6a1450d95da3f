import { queryOptions, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../api/http';
import { stockOverviewAnswer } from '../../../../domain/inventory/views';
import type { StockOverview } from '../../../../domain/inventory/views';

/** POST /api/admin/stock/overview: stock by warehouse, by status and by age (optionally one warehouse). */
export async function fetchStockOverview(wareId: number | null): Promise<StockOverview> {
  return stockOverviewAnswer.parse(
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
