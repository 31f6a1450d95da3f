import { normalizeWarehouseGrants } from '../../../domain/accounts/accounts';
import type { WarehouseAssignmentInput } from '../../../domain/accounts/accounts';
import type { PermissionGrant } from '../../../domain/kernel/permissions';
import { badRequest } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';

/** Which warehouses a platform account works in, with its permissions in each. */
export type WarehouseAssignment = { wareId: number; wareName: string; permissions: PermissionGrant[] };

/** Checks the assignments of a request: known warehouses, once each, warehouse codes only. */
export async function checkAssignments(
  db: Db,
  input: readonly WarehouseAssignmentInput[],
): Promise<{ wareId: number; permissions: PermissionGrant[] }[]> {
  const seen = new Set<number>();
  const out: { wareId: number; permissions: PermissionGrant[] }[] = [];
  for (const a of input) {
    if (seen.has(a.wareId)) throw badRequest('accounts:errors.duplicateWarehouse', { id: a.wareId });
    seen.add(a.wareId);
    const checked = normalizeWarehouseGrants(a.permissions);
    if ('problem' in checked) throw badRequest(checked.problem.key, checked.problem.params);
    out.push({ wareId: a.wareId, permissions: checked.grants });
  }
  if (out.length === 0) return out;
  const known = await db
    .selectFrom('warehouses')
    .select('id')
    .where('id', 'in', [...seen])
    .execute();
  const knownIds = new Set(known.map((w) => w.id));
  const missing = out.find((a) => !knownIds.has(a.wareId));
  if (missing) throw badRequest('accounts:errors.unknownWarehouse', { id: missing.wareId });
  return out;
}

export async function replaceAssignments(
  db: Db,
  userId: number,
  assignments: readonly { wareId: number; permissions: PermissionGrant[] }[],
): Promise<void> {
  await db.deleteFrom('user_warehouses').where('user_id', '=', userId).execute();
  if (assignments.length === 0) return;
  await db
    .insertInto('user_warehouses')
    .values(
      assignments.map((a) => ({
        user_id: userId,
        ware_id: a.wareId,
        permissions: JSON.stringify(a.permissions),
      })),
    )
    .execute();
}

export async function assignmentsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, WarehouseAssignment[]>> {
  const byUser = new Map<number, WarehouseAssignment[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_warehouses')
    .innerJoin('warehouses', 'warehouses.id', 'user_warehouses.ware_id')
    .select([
      'user_warehouses.user_id',
      'user_warehouses.ware_id',
      'warehouses.name',
      'user_warehouses.permissions',
    ])
    .where('user_warehouses.user_id', 'in', [...userIds])
    .orderBy('user_warehouses.ware_id')
    .execute();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ wareId: r.ware_id, wareName: r.name, permissions: r.permissions as PermissionGrant[] });
    byUser.set(r.user_id, list);
  }
  return byUser;
}
