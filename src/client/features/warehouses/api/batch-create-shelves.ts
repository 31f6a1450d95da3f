import type { ShelfBatchCreateRequest } from '../../../../domain/warehouses/warehouses';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import type { CreatedShelf } from './create-shelf';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

/** POST /api/admin/sys_ware_shelves/batchCreate: prefix + from..to in one transaction. */
export function batchCreateShelves(
  body: ShelfBatchCreateRequest,
): Promise<{ count: number; shelves: CreatedShelf[] }> {
  return postJson('/sys_ware_shelves/batchCreate', body, { host: 'admin', notify: false });
}

export const batchCreateShelvesMutation = resumableMutation({
  mutationKey: ['warehouses', 'batchCreateShelves'],
  mutationFn: batchCreateShelves,
  refresh: refreshAfterShelfChange,
});

export const useBatchCreateShelves = () => useResumableMutation(batchCreateShelvesMutation);
