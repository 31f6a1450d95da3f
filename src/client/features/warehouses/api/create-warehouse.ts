import type { WarehouseCreateRequest } from '../../../../domain/warehouses/warehouses';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { warehouseListKeys } from './warehouse-list';

/** POST /api/admin/sys_ware/create. The form shows a refusal itself, so no notification here. */
export function createWarehouse(body: WarehouseCreateRequest): Promise<{ id: number }> {
  return postJson('/sys_ware/create', body, { host: 'admin', notify: false });
}

export const createWarehouseMutation = resumableMutation({
  mutationKey: ['warehouses', 'createWarehouse'],
  mutationFn: createWarehouse,
  refresh: (client) => client.invalidateQueries({ queryKey: warehouseListKeys.all }),
});

export const useCreateWarehouse = () => useResumableMutation(createWarehouseMutation);
