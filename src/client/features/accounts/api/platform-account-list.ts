import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformUserType } from '../../../../domain/accounts';
import type { PermissionGrant } from '../../../../domain/permissions';
import type { AccountStatus } from '../../../../domain/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /account/platform/list: admins and warehouse staff with role and warehouse assignments. */
export type WarehouseAssignment = { wareId: number; wareName: string; permissions: PermissionGrant[] };

export type PlatformAccountRow = {
  id: number;
  uid: string;
  username: string;
  realname: string;
  email: string;
  phone: string;
  userType: PlatformUserType;
  roleId: number;
  roleName: string;
  status: AccountStatus;
  gmtCreate: string;
  gmtModify: string;
  warehouses: WarehouseAssignment[];
};

export type PlatformAccountFilter = {
  keyword?: string;
  userType?: PlatformUserType | null;
  status?: AccountStatus | null;
  roleId?: number | null;
};
export type PlatformAccountQuery = PlatformAccountFilter & PageRequest;

export const platformAccountKeys = {
  all: ['accounts', 'platform'] as const,
  lists: () => [...platformAccountKeys.all, 'list'] as const,
  list: (query: PlatformAccountQuery) => [...platformAccountKeys.lists(), query] as const,
};

export function fetchPlatformAccounts(query: PlatformAccountQuery): Promise<Page<PlatformAccountRow>> {
  return fetchPage<PlatformAccountRow, PlatformAccountQuery>('/account/platform/list', query);
}

export function platformAccountListOptions(query: PlatformAccountQuery) {
  return queryOptions({
    queryKey: platformAccountKeys.list(query),
    queryFn: () => fetchPlatformAccounts(query),
    placeholderData: keepPreviousData,
    // Admins act on what someone else changed a moment ago: a list restored from the
    // persisted cache (after a reload) is shown at once and then asked for again.
    staleTime: 0,
  });
}

export function usePlatformAccounts(query: PlatformAccountQuery) {
  return useQuery(platformAccountListOptions(query));
}
