import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandRow } from '../../../../domain/skus-brands';
import { postJson } from '../../../api/http';
import { brandListKeys } from './brand-list';
import { skuListKeys } from './sku-list';

/** POST /brand/create, or /brand/update with an id (a rename carries over to the brand's SKUs). */
export function saveBrand(input: { id?: number; name: string }): Promise<BrandRow> {
  return input.id === undefined
    ? postJson<BrandRow>('/brand/create', { name: input.name })
    : postJson<BrandRow>('/brand/update', input);
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrand,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandListKeys.all }),
        queryClient.invalidateQueries({ queryKey: skuListKeys.all }),
      ]),
  });
}
