import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseUpdateRequest } from '../../../../domain/warehouses';
import { postJson } from '../../../api/http';
import { warehouseListKeys } from './warehouse-list';

/** POST /api/admin/sys_ware/update. The form shows a refusal itself, so no notification here. */
export function updateWarehouse(body: WarehouseUpdateRequest): Promise<{ id: number }> {
  return postJson('/sys_ware/update', body, { host: 'admin', notify: false });
}

export function useUpdateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseListKeys.all }),
  });
}
