import type { Kysely } from 'kysely';
import { grantsAllow } from '../../domain/kernel/permissions';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import { AccountStatus, PortalId, portalsOfHost } from '../../domain/kernel/users';
import type { DB } from '../db/schema';
import type { RequestContext } from './context';
import { AppError, badRequest, ErrorCode, forbidden, unauthorized } from './errors';
import type { RouteAccess } from './route';
import { isSuperAdmin, sessionMayCall } from './session';

/** Admin roles holding the warehouse-operations module may work in every warehouse. */
const ADMIN_WAREHOUSE_MODULE = '700';

export async function warehouseGrants(
  db: Kysely<DB>,
  userId: number,
  wareId: number,
): Promise<PermissionGrant[]> {
  const row = await db
    .selectFrom('user_warehouses')
    .innerJoin('warehouses', 'warehouses.id', 'user_warehouses.ware_id')
    .select('user_warehouses.permissions')
    .where('user_warehouses.user_id', '=', userId)
    .where('user_warehouses.ware_id', '=', wareId)
    .where('warehouses.status', '=', 1)
    .executeTakeFirst();
  return (row?.permissions as PermissionGrant[] | undefined) ?? [];
}

/** The server decides: throws unless the request's user may take this route. */
export async function checkAccess(ctx: RequestContext, access: RouteAccess): Promise<void> {
  if (access.kind === 'public') return;
  const user = ctx.user;
  if (!user) throw unauthorized();
  if (user.status === AccountStatus.suspended)
    throw new AppError(ErrorCode.suspended, 'errors.accountSuspended');
  if (user.status !== AccountStatus.active) throw unauthorized('errors.accountPending');
  // A session is its portal's: its user belongs there, and it answers only where SESSION_HOSTS says.
  if (!portalsOfHost(user.loginHost).includes(user.userType as PortalId)) throw forbidden();
  if (!sessionMayCall(user.loginHost, ctx.host)) throw forbidden('auth:errors.otherPortalSession');
  if (access.kind === 'authenticated' || isSuperAdmin(user)) return;
  if (access.kind === 'permission') {
    if (!grantsAllow(user.grants, access.code, access.action)) throw forbidden();
    return;
  }
  if (ctx.wareId === null) throw badRequest('errors.wareIdRequired');
  if (user.userType === PortalId.admin && grantsAllow(user.grants, ADMIN_WAREHOUSE_MODULE, access.action))
    return;
  const grants =
    user.selectedWarehouse?.wareId === ctx.wareId
      ? user.selectedWarehouse.grants
      : await warehouseGrants(ctx.db, user.id, ctx.wareId);
  if (!grantsAllow(grants, access.code, access.action)) throw forbidden();
}
