import { useCallback } from 'react';
import { grantsAllow } from '../../../../domain/permissions';
import type { Action, PermissionGrant } from '../../../../domain/permissions';
import { RoleId } from '../../../../domain/users';
import { useSession } from '../../../stores/session';

/**
 * Whether the logged-in admin may take an action on an admin page, read as the server reads it
 * (a module grant covers its pages; the super administrator may do everything). Buttons the user
 * may not use are hidden; the server decides anyway.
 */
export function usePageActions(pageCode: string): (action: Action) => boolean {
  const info = useSession((s) => s.userInfo);
  return useCallback(
    (action: Action) => {
      if (!info) return false;
      if (info.roleId === RoleId.superAdmin) return true;
      return grantsAllow(info.role.permissions as PermissionGrant[], pageCode, action);
    },
    [info, pageCode],
  );
}
