import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WarehouseStatus } from '../../../../domain/warehouses-rules';
import { postJson } from '../../../api/http';
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

export function useSetRackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRackStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rackListKeys.all }),
        queryClient.invalidateQueries({ queryKey: shelfListKeys.all }),
      ]),
  });
}
