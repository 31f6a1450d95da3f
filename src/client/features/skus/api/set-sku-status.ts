import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkuRow } from '../../../../domain/skus';
import { SkuStatus } from '../../../../domain/skus-rules';
import { postJson } from '../../../api/http';
import { skuListKeys } from './sku-list';

/** POST /sku/enable or /sku/disable. */
export function setSkuStatus({ id, status }: { id: number; status: SkuStatus }): Promise<SkuRow> {
  return postJson<SkuRow>(status === SkuStatus.enabled ? '/sku/enable' : '/sku/disable', { id });
}

export function useSetSkuStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSkuStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skuListKeys.all }),
  });
}
