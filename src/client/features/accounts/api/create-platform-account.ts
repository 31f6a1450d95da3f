import type { CreatePlatformAccountRequest } from '../../../../domain/accounts/accounts';
import { postAccountChange, useListChange } from './account-mutation';
import { platformAccountKeys } from './platform-account-list';

/** POST /account/platform/create. The form shows a refusal itself, so no generic notice. */
export function createPlatformAccount(body: CreatePlatformAccountRequest): Promise<{ id: number }> {
  return postAccountChange('/account/platform/create', body, false);
}

export function useCreatePlatformAccount() {
  return useListChange(createPlatformAccount, platformAccountKeys.lists(), 'success');
}
