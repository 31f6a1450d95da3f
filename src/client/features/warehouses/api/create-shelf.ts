import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelfAnswer } from '../../../../domain/warehouses';
import { postJson } from '../../../api/http';
import { refreshAfterShelfChange } from './shelf-mutation-refresh';

export type CreateShelfRequest = { rackId: number; name: string };
export type CreatedShelf = ShelfAnswer;

/** POST /api/admin/sys_ware_shelves/create. The form shows a refusal itself. */
export function createShelf(body: CreateShelfRequest): Promise<CreatedShelf> {
  return postJson('/sys_ware_shelves/create', body, { host: 'admin', notify: false });
}

export function useCreateShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShelf, onSuccess: () => refreshAfterShelfChange(queryClient) });
}
