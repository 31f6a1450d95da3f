import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import type { CreatedShelf } from './create-shelf';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

export type RenameShelfRequest = { id: number; name: string };

/** POST /api/admin/sys_ware_shelves/update. The code follows the name, so the label must be reprinted. */
export function renameShelf(body: RenameShelfRequest): Promise<CreatedShelf> {
  return postJson('/sys_ware_shelves/update', body, { host: 'admin', notify: false });
}

export const renameShelfMutation = resumableMutation({
  mutationKey: ['warehouses', 'renameShelf'],
  mutationFn: renameShelf,
  refresh: refreshAfterShelfChange,
});

export const useRenameShelf = () => useResumableMutation(renameShelfMutation);
