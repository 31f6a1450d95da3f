import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/http';
import { rackListKeys } from './rack-list';
import { shelfListKeys } from './shelf-list';

export type RenameRackRequest = { id: number; name: string };

/** POST /api/admin/sys_ware_rack/update. The form shows a refusal itself. */
export function renameRack(body: RenameRackRequest): Promise<{ id: number }> {
  return postJson('/sys_ware_rack/update', body, { host: 'admin', notify: false });
}

export function useRenameRack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRack,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rackListKeys.all }),
        // Shelf rows carry their rack's name.
        queryClient.invalidateQueries({ queryKey: shelfListKeys.all }),
      ]),
  });
}
