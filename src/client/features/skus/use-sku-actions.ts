import { useMemo } from 'react';
import { ACTIONS, AdminPage, grantsAllow, WarehousePermission } from '../../../domain/permissions';
import type { Action, PermissionGrant } from '../../../domain/permissions';
import { useSession } from '../../stores/session';

/**
 * What the signed-in user may do on SKUManage: admins by their role's grant of the SKU page (or
 * module 1300), warehouse staff by their grant of 700110 in the selected warehouse. Buttons for
 * other actions stay hidden; the server checks every call anyway.
 */
export type SkuActions = Record<'add' | 'edit' | 'enable' | 'disable' | 'import', boolean>;

function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

export function useSkuActions(portal: 'admin' | 'warehouse'): SkuActions {
  const rolePermissions = useSession((s) => s.userInfo?.role.permissions);
  const warePermissions = useSession((s) => s.warePermissions);
  return useMemo(() => {
    const grants: PermissionGrant[] =
      portal === 'admin'
        ? (rolePermissions ?? []).map((p) => ({
            permissionId: p.permissionId,
            actionList: p.actionList.filter(isAction),
          }))
        : warePermissions;
    const code = portal === 'admin' ? AdminPage.skuManage : WarehousePermission.skuManage;
    const allows = (action: Action) => grantsAllow(grants, code, action);
    return {
      add: allows('add'),
      edit: allows('edit'),
      enable: allows('enable'),
      disable: allows('disable'),
      import: allows('import'),
    };
  }, [portal, rolePermissions, warePermissions]);
}
