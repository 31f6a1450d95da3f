import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { rackListKeys } from './rack-list';
import { warehouseListKeys } from './warehouse-list';

export type CreateRackRequest = { wareId: number; name: string };

/** POST /api/admin/sys_ware_rack/create. The form shows a refusal itself. */
export function createRack(body: CreateRackRequest): Promise<{ id: number }> {
  return postJson('/sys_ware_rack/create', body, { host: 'admin', notify: false });
}

export const createRackMutation = resumableMutation({
  mutationKey: ['warehouses', 'createRack'],
  mutationFn: createRack,
  refresh: (client, body) =>
    Promise.all([
      client.invalidateQueries({ queryKey: rackListKeys.of(body.wareId) }),
      // The warehouse table counts racks.
      client.invalidateQueries({ queryKey: warehouseListKeys.all }),
    ]),
});

export const useCreateRack = () => useResumableMutation(createRackMutation);
