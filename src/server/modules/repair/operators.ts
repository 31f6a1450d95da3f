import { grantsAllow, WarehousePermission } from '../../../domain/kernel/permissions';
import type { PermissionGrant } from '../../../domain/kernel/permissions';
import { AccountStatus, PortalId } from '../../../domain/kernel/users';
import type { RepairOperator } from '../../../domain/repair/views';
import type { Db } from '../../kernel/db-helpers';

/**
 * Who may be given a repair task in a warehouse: an active warehouse user assigned to it with the
 * repair grant (RepireManage, 700108) to work the task on a tablet.
 */
export async function repairOperators(db: Db, wareId: number, userId?: number): Promise<RepairOperator[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_warehouses as w', 'w.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.realname', 'w.permissions'])
    .where('w.ware_id', '=', wareId)
    .where('u.user_type', '=', PortalId.warehouse)
    .where('u.status', '=', AccountStatus.active)
    .$if(userId !== undefined, (q) => q.where('u.id', '=', userId as number))
    .orderBy('u.realname')
    .orderBy('u.id')
    .execute();
  return rows
    .filter((r) => grantsAllow(r.permissions as PermissionGrant[], WarehousePermission.repair, 'edit'))
    .map((r) => ({ id: r.id, username: r.username, realname: r.realname }));
}
