import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

/** POST /api/admin/sys_ware_shelves/enable|disable. A refusal shows the client's error notification. */
export function setShelfStatus({ id, status }: { id: number; status: WarehouseStatus }) {
  const action = status === WarehouseStatus.enabled ? 'enable' : 'disable';
  return postJson<{ id: number }>(`/sys_ware_shelves/${action}`, { id }, { host: 'admin' });
}

export const setShelfStatusMutation = resumableMutation({
  mutationKey: ['warehouses', 'setShelfStatus'],
  mutationFn: setShelfStatus,
  refresh: refreshAfterShelfChange,
});

export const useSetShelfStatus = () => useResumableMutation(setShelfStatusMutation);
