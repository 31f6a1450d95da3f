import { useCallback } from 'react';
import {
  grantsAllow,
  moduleOfPage,
  NamedPermission,
  SelfOperatedPage,
  WAREHOUSE_PERMISSION_CODES,
} from '../../domain/kernel/permissions';
import type { Action, PermissionGrant } from '../../domain/kernel/permissions';
import { PortalId, RoleId } from '../../domain/kernel/users';
import { useSession } from './session';
import type { SessionState } from './session';

/**
 * The client's one answer to "may this user do X", read as the server reads it (src/server/http/
 * access.ts). Controls the user may not use are hidden; the server checks every call anyway.
 * API: holdsPermission(held, code) for seeing a screen, mayDo(session, code, action) and useMay()
 * for an action on it.
 */

/** Holding a code, or its admin module (a module grant covers its pages): the route guard's reading. */
export function holdsPermission(held: ReadonlySet<string>, code: string): boolean {
  return held.has(code) || held.has(moduleOfPage(code) ?? '\0');
}

const WAREHOUSE_CODES: ReadonlySet<string> = new Set(WAREHOUSE_PERMISSION_CODES);

/**
 * Whether the session's user may take an action under a permission code: the super administrator
 * may do everything; a warehouse screen's code is read against the grants in the selected
 * warehouse (the server folds an admin's warehouse-operations module into them), any other code
 * against the role's grants, where a module grant covers its pages. An admin meets the seller screens
 * only in the self-operated warehouse area, where the server reads a seller code ('business' or one of
 * its parts) as the self-operated warehouse page (src/server/http/access.ts): so does this.
 */
export function mayDo(
  session: Pick<SessionState, 'userInfo' | 'warePermissions'>,
  code: string,
  action: Action,
): boolean {
  if (session.userInfo?.roleId === RoleId.superAdmin) return true;
  if (WAREHOUSE_CODES.has(code)) return grantsAllow(session.warePermissions, code, action);
  const roleGrants = (session.userInfo?.role.permissions ?? []) as readonly PermissionGrant[];
  const sellerCode = code === NamedPermission.business || code.startsWith(`${NamedPermission.business}.`);
  if (sellerCode && session.userInfo?.userType === PortalId.admin)
    return grantsAllow(roleGrants, SelfOperatedPage.warehouse, action);
  return grantsAllow(roleGrants, code, action);
}

/** mayDo for the signed-in user, as a function of code and action that follows the session. */
export function useMay(): (code: string, action: Action) => boolean {
  const userInfo = useSession((s) => s.userInfo);
  const warePermissions = useSession((s) => s.warePermissions);
  return useCallback(
    (code, action) => mayDo({ userInfo, warePermissions }, code, action),
    [userInfo, warePermissions],
  );
}
