import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelfBatchCreateRequest } from '../../../../domain/warehouses';
import { postJson } from '../../../api/http';
import type { CreatedShelf } from './create-shelf';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

/** POST /api/admin/sys_ware_shelves/batchCreate: prefix + from..to in one transaction. */
export function batchCreateShelves(
  body: ShelfBatchCreateRequest,
): Promise<{ count: number; shelves: CreatedShelf[] }> {
  return postJson('/sys_ware_shelves/batchCreate', body, { host: 'admin', notify: false });
}

export function useBatchCreateShelves() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchCreateShelves,
    onSuccess: () => refreshAfterShelfChange(queryClient),
  });
}
