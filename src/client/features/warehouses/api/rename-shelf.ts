import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/http';
import type { CreatedShelf } from './create-shelf';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

export type RenameShelfRequest = { id: number; name: string };

/** POST /api/admin/sys_ware_shelves/update. The code follows the name, so the label must be reprinted. */
export function renameShelf(body: RenameShelfRequest): Promise<CreatedShelf> {
  return postJson('/sys_ware_shelves/update', body, { host: 'admin', notify: false });
}

export function useRenameShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameShelf, onSuccess: () => refreshAfterShelfChange(queryClient) });
}
