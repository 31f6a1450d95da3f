import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { InventoryStatus } from '../../../../domain/kernel/product-rules';
import { warehouseItemRow } from '../../../../domain/shelving/shelving';
import type { WarehouseItemRow } from '../../../../domain/shelving/shelving';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * POST /api/warehouse/inventory_view/list: items of the selected warehouse (the wareId header) by
 * status and shelf, with storage days and fee (cents; 0 when the warehouse has no fee). An online
 * view: the persisted query cache shows the last-known page offline.
 */
export type InventoryRow = WarehouseItemRow;

export type InventoryListParams = PageRequest & {
  wareId: number | null;
  status?: InventoryStatus;
  shelfId?: number;
  awaitingShelving?: boolean;
  oneId?: string;
  keyword?: string;
};

const rows = z.array(warehouseItemRow);

export const inventoryListKeys = {
  all: sharedQueryKeys.warehouseInventory,
  page: (params: InventoryListParams) => [...inventoryListKeys.all, params.wareId, params] as const,
};

export async function fetchInventoryPage(params: InventoryListParams): Promise<Page<InventoryRow>> {
  // The warehouse goes in the wareId header (the selected warehouse); it is in the key so each
  // warehouse keeps its own cached pages.
  const { wareId: _wareId, ...body } = params;
  const page = await fetchPage<unknown>('/inventory_view/list', body, { host: 'warehouse' });
  return { ...page, rows: rows.parse(page.rows) };
}

export function inventoryListQuery(params: InventoryListParams) {
  return queryOptions({
    queryKey: inventoryListKeys.page(params),
    queryFn: () => fetchInventoryPage(params),
    enabled: params.wareId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryList(params: InventoryListParams) {
  return useQuery(inventoryListQuery(params));
}
