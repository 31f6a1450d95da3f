import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WarehouseStatus } from '../../../../domain/warehouses-rules';
import { postJson } from '../../../api/http';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

/** POST /api/admin/sys_ware_shelves/enable|disable. A refusal shows the client's error notification. */
export function setShelfStatus({ id, status }: { id: number; status: WarehouseStatus }) {
  const action = status === WarehouseStatus.enabled ? 'enable' : 'disable';
  return postJson<{ id: number }>(`/sys_ware_shelves/${action}`, { id }, { host: 'admin' });
}

export function useSetShelfStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setShelfStatus, onSuccess: () => refreshAfterShelfChange(queryClient) });
}
