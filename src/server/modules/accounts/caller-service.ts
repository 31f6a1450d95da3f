import {
  ACTIONS,
  grantsAllow,
  toSessionPermission,
  WAREHOUSE_PERMISSION_CODES,
} from '../../../domain/kernel/permissions';
import type { PermissionGrant } from '../../../domain/kernel/permissions';
import { fullWarehouseGrants } from '../../../domain/kernel/roles';
import { PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { isSuperAdmin } from '../../http/session';

/** Admins holding the warehouse-operations module work in every warehouse (as http/access.ts decides). */
const ADMIN_WAREHOUSE_MODULE = '700';
const ENABLED_WAREHOUSE = 1;

/**
 * What the caller may do in one warehouse, in the session-permission shape the warehouse client
 * loads after login and after switching warehouse.
 */
export async function warehousePermissionsOf(ctx: AuthedContext, wareId: number) {
  const warehouse = await ctx.db
    .selectFrom('warehouses')
    .select(['id', 'status'])
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!warehouse) throw notFound('accounts:errors.warehouseNotFound');
  const user = ctx.user;
  if (isSuperAdmin(user)) return fullWarehouseGrants().map(toSessionPermission);
  if (user.userType === PortalId.admin) {
    const actions = ACTIONS.filter((a) => grantsAllow(user.grants, ADMIN_WAREHOUSE_MODULE, a));
    if (actions.length > 0) {
      return WAREHOUSE_PERMISSION_CODES.map((code) =>
        toSessionPermission({ permissionId: code, actionList: actions }),
      );
    }
  }
  const assignment = await ctx.db
    .selectFrom('user_warehouses')
    .select('permissions')
    .where('user_id', '=', user.id)
    .where('ware_id', '=', wareId)
    .executeTakeFirst();
  if (!assignment || warehouse.status !== ENABLED_WAREHOUSE)
    throw forbidden('accounts:errors.warehouseNotAssigned');
  return (assignment.permissions as PermissionGrant[]).map(toSessionPermission);
}
