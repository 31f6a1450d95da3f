import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessAccountRow } from '../../domain/accounts/accounts';
import { AccountStatus } from '../../domain/kernel/users';
import { fetchPage } from './paging';

/**
 * Active sellers matching typed text, for the admin's seller filter and parcel assignment:
 * POST /account/business/list (the merchant accounts page's list, so it needs that page's query grant).
 */
export type SellerOption = Pick<BusinessAccountRow, 'id' | 'uid' | 'username' | 'realname'>;

const SELLER_SUGGESTIONS = 20;

export async function searchSellers(keyword: string): Promise<SellerOption[]> {
  const query = {
    keyword: keyword || undefined,
    status: AccountStatus.active,
    pageNo: 1,
    pageSize: SELLER_SUGGESTIONS,
  };
  return (await fetchPage<SellerOption, typeof query>('/account/business/list', query, { notify: false }))
    .rows;
}

export function sellerSearchOptions(keyword: string) {
  return queryOptions({
    queryKey: ['forecasts', 'sellers', keyword] as const,
    queryFn: () => searchSellers(keyword),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSellerSearch(keyword: string, enabled: boolean) {
  return useQuery({ ...sellerSearchOptions(keyword.trim()), enabled });
}
