import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlatformAccountRequest } from '../../../../domain/accounts';
import { postAccountChange, refreshAfterChange } from './account-mutation';
import { platformAccountKeys } from './platform-account-list';

/** POST /account/platform/create. The form shows a refusal itself, so no generic notice. */
export function createPlatformAccount(body: CreatePlatformAccountRequest): Promise<{ id: number }> {
  return postAccountChange('/account/platform/create', body, false);
}

export function useCreatePlatformAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlatformAccount,
    onSuccess: () => refreshAfterChange(queryClient, platformAccountKeys.lists()),
  });
}
