import type { WarehouseUpdateRequest } from '../../../../domain/warehouses/warehouses';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { warehouseListKeys } from './warehouse-list';

/** POST /api/admin/sys_ware/update. The form shows a refusal itself, so no notification here. */
export function updateWarehouse(body: WarehouseUpdateRequest): Promise<{ id: number }> {
  return postJson('/sys_ware/update', body, { host: 'admin', notify: false });
}

export const updateWarehouseMutation = resumableMutation({
  mutationKey: ['warehouses', 'updateWarehouse'],
  mutationFn: updateWarehouse,
  refresh: (client) => client.invalidateQueries({ queryKey: warehouseListKeys.all }),
});

export const useUpdateWarehouse = () => useResumableMutation(updateWarehouseMutation);
