import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkuCreateRequest, SkuRow, SkuUpdateRequest } from '../../../../domain/skus';
import { postJson } from '../../../api/http';
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

export function useSaveSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSku,
    // A new brand joins the brand list on the server.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skuListKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandListKeys.all }),
      ]),
  });
}
