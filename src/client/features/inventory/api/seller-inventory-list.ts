import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRequest } from '../../../api/paging';
import { fetchItemPage } from './item-page';

/** POST /api/business/inventory/list: the seller's own items of one tab, with every tab's count. */
export type InventoryListParams = PageRequest & Record<string, unknown>;

export const inventoryListKeys = {
  all: ['stockViews', 'inventory'] as const,
  page: (params: InventoryListParams) => [...inventoryListKeys.all, params] as const,
};

export function inventoryListQuery(params: InventoryListParams) {
  return queryOptions({
    queryKey: inventoryListKeys.page(params),
    queryFn: () => fetchItemPage('/inventory/list', 'business', params),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryList(params: InventoryListParams) {
  return useQuery(inventoryListQuery(params));
}
