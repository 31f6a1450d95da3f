import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { rackListKeys } from './rack-list';
import { shelfListKeys } from './shelf-list';

export type RenameRackRequest = { id: number; name: string };

/** POST /api/admin/sys_ware_rack/update. The form shows a refusal itself. */
export function renameRack(body: RenameRackRequest): Promise<{ id: number }> {
  return postJson('/sys_ware_rack/update', body, { host: 'admin', notify: false });
}

export const renameRackMutation = resumableMutation({
  mutationKey: ['warehouses', 'renameRack'],
  mutationFn: renameRack,
  refresh: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: rackListKeys.all }),
      // Shelf rows carry their rack's name.
      client.invalidateQueries({ queryKey: shelfListKeys.all }),
    ]),
});

export const useRenameRack = () => useResumableMutation(renameRackMutation);
