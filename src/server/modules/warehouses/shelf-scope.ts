import { AdminPage, WarehousePermission } from '../../../domain/kernel/permissions';
import type { ShelfListRequest } from '../../../domain/warehouses/warehouses';
import { checkAccess } from '../../http/access';
import type { AuthedContext } from '../../http/context';
import { AppError, ErrorCode } from '../../http/errors';
import type { RouteAccess } from '../../http/route';
import type { ShelfScope } from './shelf-list';

/** Who may read shelves: the stock settings page on the admin host, shelving on the warehouse host. */
export const SHELF_READ_ADMIN = {
  kind: 'permission',
  code: AdminPage.stockSetting,
  action: 'query',
} as const;
export const SHELF_READ_WAREHOUSE = {
  kind: 'warehouse',
  code: WarehousePermission.shelving,
  action: 'query',
} as const;

/**
 * On the warehouse host, other warehouses than the selected one (header wareId, already checked)
 * pass the same per-warehouse check, or the request is refused: 403, never a silent filter.
 */
export async function assertWarehousesAllowed(
  ctx: AuthedContext,
  wareIds: readonly number[],
  access: RouteAccess,
) {
  for (const wareId of new Set(wareIds)) {
    if (wareId === ctx.wareId) continue;
    try {
      await checkAccess({ ...ctx, wareId }, access);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.forbidden) {
        throw new AppError(ErrorCode.forbidden, 'warehouses:errors.notAssigned', { wareId });
      }
      throw err;
    }
  }
}

/** The warehouses a shelf list covers: wareId and wareIdList combine as AND. */
export async function shelfScopeOf(ctx: AuthedContext, req: ShelfListRequest): Promise<ShelfScope> {
  let wareIds: number[] | null = null;
  if (req.wareIdList !== undefined) wareIds = [...new Set(req.wareIdList)];
  if (req.wareId !== undefined)
    wareIds = wareIds === null ? [req.wareId] : wareIds.filter((w) => w === req.wareId);
  if (ctx.host !== 'warehouse') return { wareIds };
  // The warehouse host always works in the selected warehouse unless the body names others.
  if (wareIds === null) wareIds = ctx.wareId === null ? [] : [ctx.wareId];
  await assertWarehousesAllowed(ctx, wareIds, SHELF_READ_WAREHOUSE);
  return { wareIds };
}
