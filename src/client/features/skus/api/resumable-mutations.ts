import type { AnyResumableMutation } from '../../../offline/resumable-mutations';
import { saveBrandMutation } from './save-brand';
import { saveSkuMutation } from './save-sku';
import { setSkuStatusMutation } from './set-sku-status';

/**
 * The SKU changes that survive a reload while offline (offline/resumable-mutations.ts). Not here:
 * an import (its file is not kept with the cache).
 */
export const resumableMutations: readonly AnyResumableMutation[] = [
  saveSkuMutation,
  saveBrandMutation,
  setSkuStatusMutation,
];
