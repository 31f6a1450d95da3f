import type { UpdatePlatformAccountRequest } from '../../../../domain/accounts/accounts';
import { useResumableMutation } from '../../../offline/resumable-mutations';
import { listChange, postAccountChange } from './account-mutation';
import { platformAccountKeys } from './platform-account-list';

/** POST /account/platform/update; warehouses, when sent, replace the account's assignments whole. */
export function updatePlatformAccount(body: UpdatePlatformAccountRequest): Promise<{ id: number }> {
  return postAccountChange('/account/platform/update', body, false);
}

export const updatePlatformAccountMutation = listChange(
  'updatePlatformAccount',
  updatePlatformAccount,
  platformAccountKeys.lists(),
  'success',
);

export const useUpdatePlatformAccount = () => useResumableMutation(updatePlatformAccountMutation);
