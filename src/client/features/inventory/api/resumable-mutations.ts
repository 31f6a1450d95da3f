import type { AnyResumableMutation } from '../../../offline/resumable-mutations';
import { saveProductMutation } from './save-product';
import { switchItemsMutation } from './switch-records';

/** The inventory changes that survive a reload while offline (offline/resumable-mutations.ts). */
export const resumableMutations: readonly AnyResumableMutation[] = [saveProductMutation, switchItemsMutation];
