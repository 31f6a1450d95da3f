import type { AnyResumableMutation } from '../../../offline/resumable-mutations';
import { accountStatusMutations } from './change-account-status';
import { createRoleMutation } from './create-role';
import { deleteRoleMutation } from './delete-role';
import { setMerchantFlagsMutation } from './set-merchant-flags';
import { updatePlatformAccountMutation } from './update-platform-account';
import { updateRoleMutation } from './update-role';

/**
 * The accounts changes that survive a reload while offline (offline/resumable-mutations.ts). Not
 * here: creating a platform account (its password would be stored) and resetting a password (the
 * new one is shown once, to the screen that asked).
 */
export const resumableMutations: readonly AnyResumableMutation[] = [
  accountStatusMutations.business,
  accountStatusMutations.platform,
  createRoleMutation,
  updateRoleMutation,
  deleteRoleMutation,
  setMerchantFlagsMutation,
  updatePlatformAccountMutation,
];
