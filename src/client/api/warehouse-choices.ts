import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WarehouseOption, WarehouseRow } from '../../domain/warehouses/warehouses';
import { postJson } from './http';
import { fetchPage } from './paging';

/**
 * The warehouses a picker or filter offers. By default the enabled warehouses the caller may use
 * (POST /sys_ware/listAll on the caller's host, the default first). 'everyStatus' (an admin
 * assigning accounts) lists every warehouse with its status (POST /sys_ware/list), so an
 * assignment to a warehouse disabled since still shows its name.
 */
export type WarehouseChoice = Pick<WarehouseRow, 'id' | 'name' | 'status'>;

/** The server caps a page at 200 rows by default; an installation has far fewer warehouses. */
const ALL_WAREHOUSES = { pageNo: 1, pageSize: 200 };

export const warehouseChoiceKeys = {
  usable: ['warehouseChoices', 'usable'] as const,
  everyStatus: ['warehouseChoices', 'everyStatus'] as const,
};

async function fetchEveryWarehouse(): Promise<WarehouseChoice[]> {
  return (await fetchPage<WarehouseChoice>('/sys_ware/list', ALL_WAREHOUSES, { notify: false })).rows;
}

export function useWarehouseChoices(): UseQueryResult<WarehouseOption[]>;
export function useWarehouseChoices(scope: 'everyStatus'): UseQueryResult<WarehouseChoice[]>;
export function useWarehouseChoices(
  scope: 'usable' | 'everyStatus' = 'usable',
): UseQueryResult<WarehouseOption[] | WarehouseChoice[]> {
  return useQuery<WarehouseOption[] | WarehouseChoice[]>(
    scope === 'everyStatus'
      ? { queryKey: warehouseChoiceKeys.everyStatus, queryFn: fetchEveryWarehouse }
      : {
          queryKey: warehouseChoiceKeys.usable,
          queryFn: () => postJson<WarehouseOption[]>('/sys_ware/listAll', {}),
          staleTime: 60_000,
        },
  );
}
