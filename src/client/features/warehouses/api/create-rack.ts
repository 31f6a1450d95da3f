import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/http';
import { rackListKeys } from './rack-list';
import { warehouseListKeys } from './warehouse-list';

export type CreateRackRequest = { wareId: number; name: string };

/** POST /api/admin/sys_ware_rack/create. The form shows a refusal itself. */
export function createRack(body: CreateRackRequest): Promise<{ id: number }> {
  return postJson('/sys_ware_rack/create', body, { host: 'admin', notify: false });
}

export function useCreateRack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRack,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rackListKeys.of(body.wareId) }),
        // The warehouse table counts racks.
        queryClient.invalidateQueries({ queryKey: warehouseListKeys.all }),
      ]),
  });
}
