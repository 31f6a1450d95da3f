import type { QueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '../../../api/http';
import { sharedQueryKeys } from '../../../api/shared-query-keys';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { productRecordKeys } from './product-record';

/** POST /sys_prod/save: { id, costPrice, supply } (cost and source) or { id, shopId } (owner). */
export type ProductSave = { id: number; costPrice: number; supply: string } | { id: number; shopId: number };

/** The server's own message comes back ('saved cost and source'); failures are shown by the form. */
export async function saveProduct(body: ProductSave): Promise<string> {
  const answer = await requestEnvelope<unknown>('/sys_prod/save', { method: 'POST', body, notify: false });
  return answer.msg;
}

/** Every query of the stock views (lists, counts, overview) starts with this. */
const STOCK_VIEWS = ['stockViews'] as const;

/** A save changes the record and every stock list that shows the item (cost, source, owner, counts). */
const refreshAfterSave = (client: QueryClient, record: readonly unknown[]) =>
  Promise.all(
    [record, STOCK_VIEWS, sharedQueryKeys.warehouseInventory].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );

/** The body names the item by its numeric id only, so a save resumed after a reload refreshes every record. */
export const saveProductMutation = resumableMutation({
  mutationKey: ['inventory', 'saveProduct'],
  mutationFn: saveProduct,
  refresh: (client) => refreshAfterSave(client, productRecordKeys.all),
});

export function useSaveProduct(oneId: string) {
  return useResumableMutation(saveProductMutation, {
    refresh: (client) => refreshAfterSave(client, productRecordKeys.one(oneId)),
  });
}
