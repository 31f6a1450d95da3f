import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseRow } from '../../../../domain/warehouses';
import { fetchPage } from '../../../api/paging';

/**
 * Warehouses an account can be assigned to: POST /sys_ware/list (admin), every status, so an
 * assignment to a warehouse that was disabled since still shows its name.
 */
export type WarehouseChoice = Pick<WarehouseRow, 'id' | 'name' | 'status'>;

/** The server caps a page at 200 rows by default; an installation has far fewer warehouses. */
const ALL_WAREHOUSES = { pageNo: 1, pageSize: 200 };

export function warehouseChoicesOptions() {
  return queryOptions({
    queryKey: ['accounts', 'warehouseChoices'] as const,
    queryFn: async () =>
      (await fetchPage<WarehouseChoice>('/sys_ware/list', ALL_WAREHOUSES, { notify: false })).rows,
  });
}

export function useWarehouseChoices(enabled: boolean) {
  return useQuery({ ...warehouseChoicesOptions(), enabled });
}
