import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAction } from '../../../../domain/accounts';
import { postAccountChange, refreshAfterChange } from './account-mutation';
import { businessAccountKeys } from './business-account-list';

/** POST /account/business/{approve,enable,disable}: the merchant's new state. */
export type AccountStateAnswer = { id: number; uid: string; username: string; status: number };

export function changeBusinessAccountStatus(action: AccountAction, id: number): Promise<AccountStateAnswer> {
  return postAccountChange<AccountStateAnswer>(`/account/business/${action}`, { id });
}

export function useChangeBusinessAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: AccountAction; id: number }) =>
      changeBusinessAccountStatus(action, id),
    onSettled: () => refreshAfterChange(queryClient, businessAccountKeys.lists()),
  });
}
