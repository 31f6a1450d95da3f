import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { rackListKeys } from './rack-list';
import { shelfListKeys } from './shelf-list';

/**
 * POST /api/admin/sys_ware_rack/enable|disable. A refusal shows the client's error notification.
 * A rack's status decides whether its shelves are usable, so shelf pages refresh too.
 */
export function setRackStatus({ id, status }: { id: number; status: WarehouseStatus }) {
  const action = status === WarehouseStatus.enabled ? 'enable' : 'disable';
  return postJson<{ id: number }>(`/sys_ware_rack/${action}`, { id }, { host: 'admin' });
}

export const setRackStatusMutation = resumableMutation({
  mutationKey: ['warehouses', 'setRackStatus'],
  mutationFn: setRackStatus,
  refresh: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: rackListKeys.all }),
      client.invalidateQueries({ queryKey: shelfListKeys.all }),
    ]),
});

export const useSetRackStatus = () => useResumableMutation(setRackStatusMutation);
