import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseCreateRequest } from '../../../../domain/warehouses';
import { postJson } from '../../../api/http';
import { warehouseListKeys } from './warehouse-list';

/** POST /api/admin/sys_ware/create. The form shows a refusal itself, so no notification here. */
export function createWarehouse(body: WarehouseCreateRequest): Promise<{ id: number }> {
  return postJson('/sys_ware/create', body, { host: 'admin', notify: false });
}

export function useCreateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseListKeys.all }),
  });
}
