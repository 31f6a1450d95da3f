import { WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { RackRow } from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { iso, isUniqueViolation, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { assertPrintableName } from './label-names';
import { changeStatus } from './status-change';

export async function listRacks(ctx: AuthedContext, wareId: number): Promise<RackRow[]> {
  const warehouse = await ctx.db
    .selectFrom('warehouses')
    .select('id')
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!warehouse) throw notFound('warehouses:errors.warehouseNotFound');
  const rows = await ctx.db
    .selectFrom('racks as r')
    .select((eb) => [
      'r.id',
      'r.ware_id',
      'r.name',
      'r.status',
      'r.created_at',
      // shelf_counts is kept by a trigger: no scan of the rack's shelves.
      eb
        .selectFrom('shelf_counts as c')
        .whereRef('c.rack_id', '=', 'r.id')
        .select((c) => c.fn.sum('c.n').as('n'))
        .as('shelf_count'),
    ])
    .where('r.ware_id', '=', wareId)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    wareId: r.ware_id,
    name: r.name,
    status: r.status,
    shelfCount: toCount(r.shelf_count),
    gmtCreate: iso(r.created_at),
  }));
}

export async function lockRack(db: Db, id: number) {
  const row = await db.selectFrom('racks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('warehouses:errors.rackNotFound');
  return row;
}

/** Shelf rows show their rack's name and status: bump them so offline caches pull the change. */
async function touchShelvesOfRack(db: Db, rackId: number): Promise<void> {
  await db.updateTable('shelves').set({ updated_at: new Date() }).where('rack_id', '=', rackId).execute();
}

async function assertRackNameFree(db: Db, wareId: number, name: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('racks')
    .select('id')
    .where('ware_id', '=', wareId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict('warehouses:errors.rackNameTaken', { name });
}

async function uniqueRackName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('warehouses:errors.rackNameTaken', { name });
    throw err;
  }
}

export async function createRack(
  ctx: AuthedContext,
  req: { wareId: number; name: string },
): Promise<{ id: number }> {
  assertPrintableName('rack', req.name);
  return uniqueRackName(req.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      const warehouse = await trx
        .selectFrom('warehouses')
        .select('id')
        .where('id', '=', req.wareId)
        .executeTakeFirst();
      if (!warehouse) throw notFound('warehouses:errors.warehouseNotFound');
      await assertRackNameFree(trx, req.wareId, req.name);
      const row = await trx
        .insertInto('racks')
        .values({ ware_id: req.wareId, name: req.name, status: WarehouseStatus.enabled })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(ctx, { action: 'rack.create', entity: 'rack', entityId: row.id, after: row }, trx);
      return { id: row.id };
    }),
  );
}

export async function updateRack(
  ctx: AuthedContext,
  req: { id: number; name: string },
): Promise<{ id: number }> {
  assertPrintableName('rack', req.name);
  return uniqueRackName(req.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockRack(trx, req.id);
      await assertRackNameFree(trx, before.ware_id, req.name, req.id);
      const after = await trx
        .updateTable('racks')
        .set({ name: req.name, updated_at: new Date() })
        .where('id', '=', req.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await touchShelvesOfRack(trx, req.id);
      await recordAudit(ctx, { action: 'rack.update', entity: 'rack', entityId: req.id, before, after }, trx);
      return { id: req.id };
    }),
  );
}

/**
 * A disabled rack takes its shelves out of use without changing their own status, so enabling
 * the rack again brings back exactly the shelves that were usable before.
 */
export async function setRackStatus(
  ctx: AuthedContext,
  id: number,
  status: WarehouseStatus,
): Promise<{ id: number }> {
  return changeStatus(
    ctx,
    { table: 'racks', entity: 'rack', lock: lockRack, afterChange: touchShelvesOfRack },
    id,
    status,
  );
}
