import type { Action, WarehousePermissionCode } from '../../domain/kernel/permissions';
import { WarehouseStatus } from '../../domain/warehouses/warehouses';
import { checkAccess } from '../http/access';
import type { AuthedContext } from '../http/context';
import { AppError, conflict, ErrorCode, notFound } from '../http/errors';
import { cached } from './action-context';
import type { ActionMeta } from './action-context';
import type { Db } from './db-helpers';

/**
 * The first line of every warehouse action: the user holds `access` in the warehouse the action
 * names (the header's online, the op's payload in sync), and that warehouse is open. A forged op for
 * another warehouse ends here. Reads go through `trx`: PGlite has one connection.
 */
export async function requireWarehouseGrant(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  wareId: number,
  access: { code: WarehousePermissionCode; action: Action },
): Promise<{ id: number; name: string }> {
  return cached(meta.cache, `grant:${ctx.user.id}:${wareId}:${access.code}:${access.action}`, () =>
    checkWarehouseGrant(ctx, trx, wareId, access),
  );
}

async function checkWarehouseGrant(
  ctx: AuthedContext,
  trx: Db,
  wareId: number,
  access: { code: WarehousePermissionCode; action: Action },
): Promise<{ id: number; name: string }> {
  try {
    await checkAccess(
      { ...ctx, db: trx, wareId },
      { kind: 'warehouse', code: access.code, action: access.action },
    );
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.forbidden) {
      throw new AppError(ErrorCode.forbidden, 'warehouses:errors.warehouseNotAllowed', { wareId });
    }
    throw err;
  }
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name', 'status'])
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!ware) throw notFound('warehouses:errors.noSuchWarehouse', { wareId });
  if (ware.status !== WarehouseStatus.enabled)
    throw conflict('warehouses:errors.warehouseDisabled', { name: ware.name });
  return { id: ware.id, name: ware.name };
}
