import type { UserInfo } from '../../domain/auth/auth';
import type { WarehouseOption } from '../../domain/warehouses/warehouses';
import { getJson, isNetworkError, postJson } from '../api/http';
import { fetchWarehouseGrants } from '../api/warehouse-permissions';
import { permissionIds, selectedWareId, useSession } from '../stores/session';
import { generateUserRoutes } from '../routing/route-access';
import type { PortalRoutes, UserRoutes } from '../routing/route-types';

/**
 * The guard's "token but no roles" step (spec section 2 and the route-guard errors of section 8):
 * user info, then for warehouse staff their warehouses and that warehouse's permissions, then the
 * route tree. API: loadUserSession(portals) -> UserRoutes, or throws a GuardFailure whose `reason`
 * names the message to show (common:guard.<reason>) before logging out.
 * Offline, the stored user info and warehouse permissions stand in, so a tablet reopened without
 * network keeps working on its queued warehouse work.
 */
export type GuardFailureReason =
  'userInfoFailed' | 'rolesMissing' | 'noPermission' | 'warehousePermissionFailed';

export class GuardFailure extends Error {
  constructor(readonly reason: GuardFailureReason) {
    super(reason === 'rolesMissing' ? 'getInfo: roles must be a non-null array !' : reason);
    this.name = 'GuardFailure';
  }
}

async function fetchUserInfo(): Promise<UserInfo> {
  try {
    return await getJson<UserInfo>('/user/info', undefined, { notify: false });
  } catch (error) {
    const stored = useSession.getState().userInfo;
    if (isNetworkError(error) && stored) return stored;
    throw new GuardFailure('userInfoFailed');
  }
}

/** Kind 3 users: the warehouse list (failure ignored; the first is the default) and its permissions. */
async function loadWarehouseAccess(): Promise<void> {
  const session = useSession.getState();
  try {
    const list = await postJson<WarehouseOption[]>('/sys_ware/listAll', undefined, { notify: false });
    session.setWarehouses(list);
    const selected = selectedWareId();
    const known = selected !== null && list.some((w) => w.id === selected);
    if (!known && list[0]) session.selectWarehouse(list[0].id);
    else if (known) useSession.setState({ headerWareId: selected });
  } catch {
    // Spec section 8: a failed warehouse list is ignored; the permissions call decides.
  }
  try {
    session.setWarePermissions(await fetchWarehouseGrants({ notify: false }));
  } catch (error) {
    if (isNetworkError(error) && useSession.getState().warePermissions.length > 0) return;
    throw new GuardFailure('warehousePermissionFailed');
  }
}

export async function loadUserSession(portals: readonly PortalRoutes[]): Promise<UserRoutes> {
  const info = await fetchUserInfo();
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new GuardFailure('rolesMissing');
  useSession.getState().setUserInfo(info);
  const { storedUserType } = useSession.getState();
  if (storedUserType === 'warehouse') await loadWarehouseAccess();
  const routes = generateUserRoutes(portals, storedUserType, permissionIds());
  if (!routes) throw new GuardFailure('noPermission');
  useSession.getState().setRoutes(routes);
  return routes;
}
