import { useQuery } from '@tanstack/react-query';
import type {
  PlatformAccountRow as PlatformAccountRowAnswer,
  PlatformUserType,
} from '../../../../domain/accounts/accounts';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import type { AccountStatus } from '../../../../domain/kernel/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { listKeys, pagedListOptions } from './paged-list';

/** POST /account/platform/list: admins and warehouse staff with role and warehouse assignments. */
type WarehouseAssignmentAnswer = PlatformAccountRowAnswer['warehouses'][number];
export type WarehouseAssignment = Omit<WarehouseAssignmentAnswer, 'permissions'> & {
  permissions: PermissionGrant[];
};

/** A row as its answer schema (platformAccountRow) types it, its codes read as the domain's. */
export type PlatformAccountRow = Omit<PlatformAccountRowAnswer, 'userType' | 'status' | 'warehouses'> & {
  userType: PlatformUserType;
  status: AccountStatus;
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
