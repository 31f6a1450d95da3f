import type { UpdatePlatformAccountRequest } from '../../../../domain/accounts';
import { postAccountChange, useListChange } from './account-mutation';
import { platformAccountKeys } from './platform-account-list';

/** POST /account/platform/update; warehouses, when sent, replace the account's assignments whole. */
export function updatePlatformAccount(body: UpdatePlatformAccountRequest): Promise<{ id: number }> {
  return postAccountChange('/account/platform/update', body, false);
}

export function useUpdatePlatformAccount() {
  return useListChange(updatePlatformAccount, platformAccountKeys.lists(), 'success');
}
