import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountStatus } from '../../../../domain/kernel/users';
import { businessAccountKeys, fetchBusinessAccounts } from './business-account-list';

/**
 * How many self-registered merchants wait for approval: the list's total for status pending.
 * It sits under the business list keys, so every change that refreshes the list refreshes it.
 */
export function pendingRegistrationsOptions() {
  return queryOptions({
    queryKey: [...businessAccountKeys.lists(), 'pendingCount'] as const,
    // Registrations arrive at any time; a count restored from the persisted cache is asked for again.
    staleTime: 0,
    queryFn: async () =>
      (await fetchBusinessAccounts({ status: AccountStatus.pending, pageNo: 1, pageSize: 1 })).totalCount,
  });
}

export function usePendingRegistrations() {
  return useQuery(pendingRegistrationsOptions());
}
