import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { InventoryStatus } from '../../../../domain/product-rules';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * POST /api/warehouse/inventory_view/list: items of the selected warehouse (the wareId header) by
 * status and shelf, with storage days and fee (cents; 0 when the warehouse has no fee). An online
 * view: the persisted query cache shows the last-known page offline.
 */
export const inventoryRow = z.object({
  id: z.number(),
  oneId: z.string(),
  sku: z.string(),
  brand: z.string(),
  remarks: z.string(),
  spec: z.string(),
  status: z.number(),
  checkResult: z.number().nullable(),
  shelfId: z.number().nullable(),
  shelvesName: z.string(),
  shelvesUserName: z.string(),
  gmtShelvesCreate: z.string().nullable(),
  gmtIn: z.string(),
  wareDays: z.number(),
  wareFee: z.number(),
  shopInfo: z.object({ id: z.number(), uid: z.string(), realname: z.string() }),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

export type InventoryListParams = PageRequest & {
  wareId: number | null;
  status?: InventoryStatus;
  shelfId?: number;
  awaitingShelving?: boolean;
  oneId?: string;
  keyword?: string;
};

const rows = z.array(inventoryRow);

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
