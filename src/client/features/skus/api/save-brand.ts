import type { BrandRow } from '../../../../domain/skus/brands';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { brandListKeys } from './brand-list';
import { skuListKeys } from './sku-list';

/** POST /brand/create, or /brand/update with an id (a rename carries over to the brand's SKUs). */
export function saveBrand(input: { id?: number; name: string }): Promise<BrandRow> {
  return input.id === undefined
    ? postJson<BrandRow>('/brand/create', { name: input.name })
    : postJson<BrandRow>('/brand/update', input);
}

export const saveBrandMutation = resumableMutation({
  mutationKey: ['skus', 'saveBrand'],
  mutationFn: saveBrand,
  refresh: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: brandListKeys.all }),
      client.invalidateQueries({ queryKey: skuListKeys.all }),
    ]),
});

export const useSaveBrand = () => useResumableMutation(saveBrandMutation);
