import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionGrant } from '../../../../domain/permissions';
import type { PortalId } from '../../../../domain/users';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /role/list: roles with their grants and how many accounts hold them. */
export type RoleRow = {
  id: number;
  name: string;
  userType: PortalId;
  isSystem: boolean;
  permissions: PermissionGrant[];
  userCount: number;
  gmtCreate: string;
  gmtModify: string;
};

export type RoleFilter = { keyword?: string; userType?: PortalId | null };
export type RoleQuery = RoleFilter & PageRequest;

export const roleKeys = {
  all: ['accounts', 'roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleQuery) => [...roleKeys.lists(), query] as const,
};

export function fetchRoles(query: RoleQuery): Promise<Page<RoleRow>> {
  return fetchPage<RoleRow, RoleQuery>('/role/list', query);
}

export function roleListOptions(query: RoleQuery) {
  return queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: () => fetchRoles(query),
    placeholderData: keepPreviousData,
    // Shown from the persisted cache at once, then asked for again (see the account lists).
    staleTime: 0,
  });
}

export function useRoles(query: RoleQuery) {
  return useQuery(roleListOptions(query));
}

/** Every role of one kind of account, for a role picker (the server caps a page at 200). */
export function useRoleChoices(userType: PortalId | null, enabled = true) {
  return useQuery({
    ...roleListOptions({ userType, pageNo: 1, pageSize: 200 }),
    placeholderData: undefined,
    enabled,
  });
}
