import { useMemo } from 'react';
import { ACTIONS, AdminPage, grantsAllow } from '../../../domain/permissions';
import type { Action, PermissionGrant } from '../../../domain/permissions';
import { useSession } from '../../stores/session';

/**
 * What the signed-in admin may do on the warehouse settings pages (page 4000003 or module 400):
 * buttons for other actions stay hidden. The server checks every call anyway.
 */
export type StockSettingActions = { add: boolean; edit: boolean; enable: boolean; disable: boolean };

function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

export function useStockSettingActions(): StockSettingActions {
  const permissions = useSession((s) => s.userInfo?.role.permissions);
  return useMemo(() => {
    const grants: PermissionGrant[] = (permissions ?? []).map((p) => ({
      permissionId: p.permissionId,
      actionList: p.actionList.filter(isAction),
    }));
    const allows = (action: Action) => grantsAllow(grants, AdminPage.stockSetting, action);
    return { add: allows('add'), edit: allows('edit'), enable: allows('enable'), disable: allows('disable') };
  }, [permissions]);
}
