import { useQuery } from '@tanstack/react-query';
import type { RoleRow as RoleRowAnswer } from '../../../../domain/accounts/accounts';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import type { PortalId } from '../../../../domain/kernel/users';
import type { RequestOptions } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { listKeys, pagedListOptions } from './paged-list';

/** POST /role/list: roles with their grants and how many accounts hold them. */
/** A row as its answer schema (roleRow) types it, its codes read as the domain's. */
export type RoleRow = Omit<RoleRowAnswer, 'userType' | 'permissions'> & {
  userType: PortalId;
  permissions: PermissionGrant[];
};

export type RoleFilter = { keyword?: string; userType?: PortalId | null };
export type RoleQuery = RoleFilter & PageRequest;

export const roleKeys = listKeys<RoleQuery>('roles');

export function fetchRoles(query: RoleQuery, options: RequestOptions = {}): Promise<Page<RoleRow>> {
  return fetchPage<RoleRow, RoleQuery>('/role/list', query, options);
}

export function roleListOptions(query: RoleQuery) {
  return pagedListOptions(roleKeys.list(query), () => fetchRoles(query));
}

export function useRoles(query: RoleQuery) {
  return useQuery(roleListOptions(query));
}

/**
 * Every role of one kind of account, for a role picker (the server caps a page at 200). The picker
 * shows a refusal itself (an admin may manage accounts without the Roles page), so no notice.
 */
export function useRoleChoices(userType: PortalId | null, enabled = true) {
  const query = { userType, pageNo: 1, pageSize: 200 };
  return useQuery({
    queryKey: [...roleKeys.lists(), 'choices', userType] as const,
    queryFn: () => fetchRoles(query, { notify: false }),
    staleTime: 0,
    enabled,
  });
}
