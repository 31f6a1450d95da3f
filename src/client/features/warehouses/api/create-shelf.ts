import type { ShelfAnswer } from '../../../../domain/warehouses/warehouses';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

export type CreateShelfRequest = { rackId: number; name: string };
export type CreatedShelf = ShelfAnswer;

/** POST /api/admin/sys_ware_shelves/create. The form shows a refusal itself. */
export function createShelf(body: CreateShelfRequest): Promise<CreatedShelf> {
  return postJson('/sys_ware_shelves/create', body, { host: 'admin', notify: false });
}

export const createShelfMutation = resumableMutation({
  mutationKey: ['warehouses', 'createShelf'],
  mutationFn: createShelf,
  refresh: refreshAfterShelfChange,
});

export const useCreateShelf = () => useResumableMutation(createShelfMutation);
