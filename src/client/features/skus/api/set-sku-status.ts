import type { SkuRow } from '../../../../domain/skus/skus';
import { SkuStatus } from '../../../../domain/skus/rules';
import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { skuListKeys } from './sku-list';

/** POST /sku/enable or /sku/disable. */
export function setSkuStatus({ id, status }: { id: number; status: SkuStatus }): Promise<SkuRow> {
  return postJson<SkuRow>(status === SkuStatus.enabled ? '/sku/enable' : '/sku/disable', { id });
}

export const setSkuStatusMutation = resumableMutation({
  mutationKey: ['skus', 'setStatus'],
  mutationFn: setSkuStatus,
  refresh: (client) => client.invalidateQueries({ queryKey: skuListKeys.all }),
});

export const useSetSkuStatus = () => useResumableMutation(setSkuStatusMutation);
