import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseOption } from '../../../../domain/warehouses';
import { postJson } from '../../../api/http';

/** POST /sys_ware/listAll on the caller's host: the warehouses a filter can pick from. */
export function useWarehouseChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['stockViews', 'warehouses'] as const,
      queryFn: () => postJson<WarehouseOption[]>('/sys_ware/listAll', {}),
      staleTime: 60_000,
    }),
  );
}
