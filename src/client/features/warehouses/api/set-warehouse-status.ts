import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WarehouseStatus } from '../../../../domain/warehouses-rules';
import { postJson } from '../../../api/http';
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

export function useSetWarehouseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWarehouseStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: warehouseListKeys.all }),
        queryClient.invalidateQueries({ queryKey: rackListKeys.all }),
        queryClient.invalidateQueries({ queryKey: shelfListKeys.all }),
      ]),
  });
}
