import { useQuery } from '@tanstack/react-query';
import type { PlatformUserType } from '../../../../domain/accounts';
import type { PermissionGrant } from '../../../../domain/permissions';
import type { AccountStatus } from '../../../../domain/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { listKeys, pagedListOptions } from './paged-list';

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

export const platformAccountKeys = listKeys<PlatformAccountQuery>('platform');

export function fetchPlatformAccounts(query: PlatformAccountQuery): Promise<Page<PlatformAccountRow>> {
  return fetchPage<PlatformAccountRow, PlatformAccountQuery>('/account/platform/list', query);
}

export function platformAccountListOptions(query: PlatformAccountQuery) {
  return pagedListOptions(platformAccountKeys.list(query), () => fetchPlatformAccounts(query));
}

export function usePlatformAccounts(query: PlatformAccountQuery) {
  return useQuery(platformAccountListOptions(query));
}
