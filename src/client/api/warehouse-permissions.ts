import { ACTIONS } from '../../domain/kernel/permissions';
import type { Action, PermissionGrant } from '../../domain/kernel/permissions';
import { getJson } from './http';
import type { RequestOptions } from './http';

/** getWarePermission answers grants; plain code lists are read as full grants. */
export function toGrants(answer: unknown): PermissionGrant[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item): PermissionGrant[] => {
    if (typeof item === 'string') return [{ permissionId: item, actionList: [...ACTIONS] }];
    if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as PermissionGrant).permissionId === 'string'
    ) {
      const { permissionId, actionList } = item as PermissionGrant;
      return [{ permissionId, actionList: Array.isArray(actionList) ? (actionList as Action[]) : [] }];
    }
    return [];
  });
}

/**
 * GET /sys_ware/getWarePermission: the caller's grants in the selected warehouse (the server reads
 * the wareId cookie), loaded after login and after switching warehouse.
 */
export async function fetchWarehouseGrants(options: RequestOptions = {}): Promise<PermissionGrant[]> {
  return toGrants(await getJson<unknown>('/sys_ware/getWarePermission', undefined, options));
}
