import { useMemo } from 'react';
import { AdminPage, grantsAllow, NamedPermission } from '../../../../domain/permissions';
import type { Action, PermissionGrant } from '../../../../domain/permissions';
import { RoleId } from '../../../../domain/users';
import { useSession } from '../../../stores/session';

/**
 * What the signed-in user may do with forecasts, read as the server reads it: sellers through the
 * 'business' grant, admins through the BusiForecast page (or its module; the super administrator
 * may do everything). Buttons for other actions stay hidden; the server checks every call anyway.
 */
export type ForecastActions = { add: boolean; edit: boolean; get: boolean };

export function useForecastActions(): ForecastActions {
  const info = useSession((s) => s.userInfo);
  const userType = useSession((s) => s.storedUserType);
  return useMemo(() => {
    const code = userType === 'admin' ? AdminPage.busiForecast : NamedPermission.business;
    const grants = (info?.role.permissions ?? []) as PermissionGrant[];
    const allows = (action: Action) =>
      info !== null && (info.roleId === RoleId.superAdmin || grantsAllow(grants, code, action));
    return { add: allows('add'), edit: allows('edit'), get: allows('get') };
  }, [info, userType]);
}

/** Whether the admin may read merchant accounts (the seller picker's source). */
export function useCanListSellers(): boolean {
  const info = useSession((s) => s.userInfo);
  return useMemo(
    () =>
      info !== null &&
      (info.roleId === RoleId.superAdmin ||
        grantsAllow(info.role.permissions as PermissionGrant[], AdminPage.businessAccount, 'query')),
    [info],
  );
}
