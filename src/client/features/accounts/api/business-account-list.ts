import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantFlags } from '../../../../domain/accounts';
import type { AccountStatus } from '../../../../domain/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /account/business/list: merchants, paged, with their authorization flags. */
export type BusinessAccountRow = {
  id: number;
  uid: string;
  username: string;
  realname: string;
  email: string;
  phone: string;
  status: AccountStatus;
  /** Already shown as YYYY-MM-DD HH:mm:ss by the http client. */
  gmtCreate: string;
  flags: MerchantFlags;
};

export type BusinessAccountFilter = { keyword?: string; status?: AccountStatus | null };
export type BusinessAccountQuery = BusinessAccountFilter & PageRequest;

export const businessAccountKeys = {
  all: ['accounts', 'business'] as const,
  lists: () => [...businessAccountKeys.all, 'list'] as const,
  list: (query: BusinessAccountQuery) => [...businessAccountKeys.lists(), query] as const,
};

export function fetchBusinessAccounts(query: BusinessAccountQuery): Promise<Page<BusinessAccountRow>> {
  return fetchPage<BusinessAccountRow, BusinessAccountQuery>('/account/business/list', query);
}

export function businessAccountListOptions(query: BusinessAccountQuery) {
  return queryOptions({
    queryKey: businessAccountKeys.list(query),
    queryFn: () => fetchBusinessAccounts(query),
    placeholderData: keepPreviousData,
    // Admins act on what someone else changed a moment ago: a list restored from the
    // persisted cache (after a reload) is shown at once and then asked for again.
    staleTime: 0,
  });
}

export function useBusinessAccounts(query: BusinessAccountQuery) {
  return useQuery(businessAccountListOptions(query));
}
