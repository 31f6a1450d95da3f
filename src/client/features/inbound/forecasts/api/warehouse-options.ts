import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseOption } from '../../../../../domain/warehouses';
import { postJson } from '../../../../api/http';

/** POST /sys_ware/listAll: the enabled warehouses the caller may use, the default first. */
export function fetchWarehouseOptions(): Promise<WarehouseOption[]> {
  return postJson<WarehouseOption[]>('/sys_ware/listAll', {});
}

export function warehouseOptionsOptions() {
  return queryOptions({
    queryKey: ['forecasts', 'warehouses'] as const,
    queryFn: fetchWarehouseOptions,
    staleTime: 60_000,
  });
}

export function useWarehouseOptions() {
  return useQuery(warehouseOptionsOptions());
}
