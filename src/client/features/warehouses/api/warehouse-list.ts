import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { warehouseRow } from '../../../../domain/warehouses/warehouses';
import type { WarehouseRow } from '../../../../domain/warehouses/warehouses';
import type { WarehouseLevel, WarehouseStatus } from '../../../../domain/warehouses/rules';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /api/admin/sys_ware/list: the warehouse table, one server page at a time. */
export type WarehouseFilters = { name?: string; level?: WarehouseLevel; status?: WarehouseStatus };
export type WarehouseListParams = WarehouseFilters & PageRequest;

const warehouseRows = z.array(warehouseRow);

export const warehouseListKeys = {
  all: ['stock', 'warehouses'] as const,
  page: (params: WarehouseListParams) => [...warehouseListKeys.all, 'page', params] as const,
};

export async function fetchWarehouses(params: WarehouseListParams): Promise<Page<WarehouseRow>> {
  const page = await fetchPage<unknown>('/sys_ware/list', params, { host: 'admin' });
  return { ...page, rows: warehouseRows.parse(page.rows) };
}

export function warehouseListQuery(params: WarehouseListParams) {
  return queryOptions({
    queryKey: warehouseListKeys.page(params),
    queryFn: () => fetchWarehouses(params),
    // The previous page stays on screen while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });
}

export function useWarehouseList(params: WarehouseListParams) {
  return useQuery(warehouseListQuery(params));
}
