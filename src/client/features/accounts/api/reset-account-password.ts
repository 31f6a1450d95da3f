import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetAnswer } from '../../../../domain/accounts/accounts';
import { postAccountChange } from './account-mutation';
import type { AccountArea } from './account-mutation';
import { auditLogKeys } from './audit-log-list';

/** POST /account/{business,platform}/resetPassword: the temporary password, answered only this once. */
export type TemporaryPassword = PasswordResetAnswer;

export function resetAccountPassword(area: AccountArea, id: number): Promise<TemporaryPassword> {
  return postAccountChange<TemporaryPassword>(`/account/${area}/resetPassword`, { id });
}

/** The answer stays in this mutation's memory only: never in the persisted query cache. */
export function useResetAccountPassword(area: AccountArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resetAccountPassword(area, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  });
}
