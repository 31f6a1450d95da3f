import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { rackListKeys } from './rack-list';
import { shelfListKeys } from './shelf-list';
import { warehouseListKeys } from './warehouse-list';

/**
 * POST /api/admin/sys_ware/enable|disable. A refusal shows the client's error notification.
 * A warehouse's status decides whether its shelves are usable, so shelf pages refresh too.
 */
export function setWarehouseStatus({ id, status }: { id: number; status: WarehouseStatus }) {
  const action = status === WarehouseStatus.enabled ? 'enable' : 'disable';
  return postJson<{ id: number }>(`/sys_ware/${action}`, { id }, { host: 'admin' });
}

export const setWarehouseStatusMutation = resumableMutation({
  mutationKey: ['warehouses', 'setWarehouseStatus'],
  mutationFn: setWarehouseStatus,
  refresh: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: warehouseListKeys.all }),
      client.invalidateQueries({ queryKey: rackListKeys.all }),
      client.invalidateQueries({ queryKey: shelfListKeys.all }),
    ]),
});

export const useSetWarehouseStatus = () => useResumableMutation(setWarehouseStatusMutation);
