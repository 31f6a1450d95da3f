import { useQuery } from '@tanstack/react-query';
import type { BusinessAccountRow as BusinessAccountRowAnswer } from '../../../../domain/accounts/accounts';
import type { AccountStatus } from '../../../../domain/kernel/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { listKeys, pagedListOptions } from './paged-list';

/** POST /account/business/list: merchants, paged, with their authorization flags. */
/** A row as its answer schema (businessAccountRow) types it, the status read as an account status. */
export type BusinessAccountRow = Omit<BusinessAccountRowAnswer, 'status'> & { status: AccountStatus };

export type BusinessAccountFilter = { keyword?: string; status?: AccountStatus | null };
export type BusinessAccountQuery = BusinessAccountFilter & PageRequest;

export const businessAccountKeys = listKeys<BusinessAccountQuery>('business');

export function fetchBusinessAccounts(query: BusinessAccountQuery): Promise<Page<BusinessAccountRow>> {
  return fetchPage<BusinessAccountRow, BusinessAccountQuery>('/account/business/list', query);
}

export function businessAccountListOptions(query: BusinessAccountQuery) {
  return pagedListOptions(businessAccountKeys.list(query), () => fetchBusinessAccounts(query));
}

export function useBusinessAccounts(query: BusinessAccountQuery) {
  return useQuery(businessAccountListOptions(query));
}
