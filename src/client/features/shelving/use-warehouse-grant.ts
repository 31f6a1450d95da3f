import { useCallback } from 'react';
import { grantsAllow } from '../../../domain/permissions';
import type { Action, WarehousePermissionCode } from '../../../domain/permissions';
import { useSession } from '../../stores/session';

/**
 * Whether the signed-in warehouse worker may take an action on a warehouse screen in the selected
 * warehouse (its per-warehouse grants). Controls the user may not use are hidden; the server and
 * the sync endpoint check every op anyway.
 */
export function useWarehouseGrant(): (code: WarehousePermissionCode, action: Action) => boolean {
  const grants = useSession((s) => s.warePermissions);
  return useCallback((code, action) => grantsAllow(grants, code, action), [grants]);
}
