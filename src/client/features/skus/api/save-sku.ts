import type { SkuCreateRequest, SkuRow, SkuUpdateRequest } from '../../../../domain/skus/skus';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { brandListKeys } from './brand-list';
import { skuListKeys } from './sku-list';

/** POST /sku/create or /sku/update (with an id). A refusal shows the client's error notification. */
export type SkuSave = { id?: number } & Omit<SkuCreateRequest, 'sizes' | 'image'> & {
    sizes: string[];
    image: string;
  };

export function saveSku(input: SkuSave): Promise<SkuRow> {
  if (input.id === undefined) return postJson<SkuRow>('/sku/create', input satisfies SkuCreateRequest);
  const { sku: _code, ...change } = input;
  return postJson<SkuRow>('/sku/update', { ...change, id: input.id } satisfies SkuUpdateRequest);
}

export const saveSkuMutation = resumableMutation({
  mutationKey: ['skus', 'saveSku'],
  mutationFn: saveSku,
  // A new brand joins the brand list on the server.
  refresh: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: skuListKeys.all }),
      client.invalidateQueries({ queryKey: brandListKeys.all }),
    ]),
});

export const useSaveSku = () => useResumableMutation(saveSkuMutation);
