import type { Kysely } from 'kysely';
import { grantsAllow, SelfOperatedPage } from '../../domain/kernel/permissions';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import { AccountStatus, PortalId, portalsOfHost } from '../../domain/kernel/users';
import type { DB } from '../db/schema';
import type { RequestContext } from './context';
import { AppError, badRequest, ErrorCode, forbidden, unauthorized } from './errors';
import type { AnyRoute, RouteAccess } from './route';
import {
  isSellerRoute,
  SELF_OPERATED_SHOP_ID,
  selfOperatedActionOf,
  selfOperatedSessionOf,
} from './self-operated-session';
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

/**
 * Decides a request (checkAccess) and answers the context its handler runs in. An administrator's
 * session on a seller route of the business host (isSellerRoute) is the self-operated warehouse area
 * (spec section 2): it must name the platform's shop (header shopId 1, else 403) and the admin's role
 * must allow the self-operated warehouse page with the route's action (the super administrator: always);
 * the request then acts as the platform's own seller account with the admin as its person. A seller's
 * shopId is ignored: a seller is always themselves.
 */
export async function authorizeRequest(
  ctx: RequestContext,
  route: Pick<AnyRoute, 'method' | 'path' | 'hosts' | 'access'>,
  shopId: string | undefined,
): Promise<RequestContext> {
  const person = ctx.user;
  if (person?.userType !== PortalId.admin || !isSellerRoute(route, ctx.host)) {
    await checkAccess(ctx, route.access);
    return ctx;
  }
  // The admin's own session first: logged in, active, and allowed on this host.
  await checkAccess(ctx, { kind: 'authenticated' });
  if (shopId !== SELF_OPERATED_SHOP_ID) throw forbidden('auth:errors.selfOperatedShopRequired');
  if (
    !isSuperAdmin(person) &&
    !grantsAllow(person.grants, SelfOperatedPage.warehouse, selfOperatedActionOf(route))
  )
    throw forbidden();
  const acting = { ...ctx, user: await selfOperatedSessionOf(ctx.db, person) };
  await checkAccess(acting, route.access);
  return acting;
}
