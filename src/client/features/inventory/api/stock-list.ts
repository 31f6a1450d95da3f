import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRequest } from '../../../api/paging';
import { fetchItemPage } from './item-page';

/** POST /api/admin/stock/list: every seller's items with owner and shelf, and the status counts. */
export type StockListParams = PageRequest & Record<string, unknown>;

export const stockListKeys = {
  all: ['stockViews', 'stock'] as const,
  page: (params: StockListParams) => [...stockListKeys.all, params] as const,
};

export function useStockList(params: StockListParams) {
  return useQuery(
    queryOptions({
      queryKey: stockListKeys.page(params),
      queryFn: () => fetchItemPage('/stock/list', 'admin', params),
      placeholderData: keepPreviousData,
    }),
  );
}
