import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRequest } from '../../../api/paging';
import { fetchItemPage } from './item-page';

/** POST /api/business/inventory/exit_list: the seller's items that left (status 6), newest exit first. */
export type WarehouseExitParams = PageRequest & Record<string, unknown>;

export const warehouseExitKeys = {
  all: ['stockViews', 'warehouseExit'] as const,
  page: (params: WarehouseExitParams) => [...warehouseExitKeys.all, params] as const,
};

export function useWarehouseExitList(params: WarehouseExitParams) {
  return useQuery(
    queryOptions({
      queryKey: warehouseExitKeys.page(params),
      queryFn: () => fetchItemPage('/inventory/exit_list', 'business', params),
      placeholderData: keepPreviousData,
    }),
  );
}
