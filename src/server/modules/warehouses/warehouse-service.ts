import { PortalId } from '../../../domain/kernel/users';
import { WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type {
  WarehouseCreateRequest,
  WarehouseListRequest,
  WarehouseOption,
  WarehouseRow,
  WarehouseUpdateRequest,
} from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { isSuperAdmin } from '../../http/session';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso, isUniqueViolation, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { changeStatus } from './status-change';

/** The admin's warehouse table, with how many racks and shelves each holds. */
export async function listWarehouses(
  ctx: AuthedContext,
  req: WarehouseListRequest,
): Promise<Page<WarehouseRow>> {
  const page = pageRequest(req, ctx.config.maxPageSize);
  let base = ctx.db.selectFrom('warehouses as w');
  if (req.name) base = base.where('w.name', 'ilike', containsPattern(req.name));
  if (req.level !== undefined) base = base.where('w.level', '=', req.level);
  if (req.status !== undefined) base = base.where('w.status', '=', req.status);
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    base
      .select((eb) => [
        'w.id',
        'w.name',
        'w.level',
        'w.address',
        'w.status',
        'w.created_at',
        eb
          .selectFrom('racks as r')
          .whereRef('r.ware_id', '=', 'w.id')
          .select(eb.fn.countAll().as('n'))
          .as('rack_count'),
        // shelf_counts is kept by a trigger: no scan of every shelf of every listed warehouse.
        eb
          .selectFrom('shelf_counts as c')
          .whereRef('c.ware_id', '=', 'w.id')
          .select((c) => c.fn.sum('c.n').as('n'))
          .as('shelf_count'),
      ])
      .orderBy('w.id')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  return pageOf(
    page,
    toCount(total.n),
    rows.map((w) => ({
      id: w.id,
      name: w.name,
      level: w.level,
      address: w.address,
      status: w.status,
      rackCount: toCount(w.rack_count),
      shelfCount: toCount(w.shelf_count),
      gmtCreate: iso(w.created_at),
    })),
  );
}

/**
 * Enabled warehouses the caller may work in, the default first: warehouse staff get the ones they
 * are assigned to (oldest assignment first); everyone else gets every enabled warehouse.
 */
export async function listUsableWarehouses(ctx: AuthedContext): Promise<WarehouseOption[]> {
  const user = ctx.user;
  if (user.userType === PortalId.warehouse && !isSuperAdmin(user)) {
    return ctx.db
      .selectFrom('user_warehouses as uw')
      .innerJoin('warehouses as w', 'w.id', 'uw.ware_id')
      .select(['w.id', 'w.name', 'w.level'])
      .where('uw.user_id', '=', user.id)
      .where('w.status', '=', WarehouseStatus.enabled)
      .orderBy('uw.created_at')
      .orderBy('w.id')
      .execute();
  }
  return ctx.db
    .selectFrom('warehouses')
    .select(['id', 'name', 'level'])
    .where('status', '=', WarehouseStatus.enabled)
    .orderBy('id')
    .execute();
}

async function lockWarehouse(db: Db, id: number) {
  const row = await db
    .selectFrom('warehouses')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('warehouses:errors.warehouseNotFound');
  return row;
}

/** Shelf rows show their warehouse's name and status: bump them so offline caches pull the change. */
async function touchShelvesOfWarehouse(db: Db, wareId: number): Promise<void> {
  await db.updateTable('shelves').set({ updated_at: new Date() }).where('ware_id', '=', wareId).execute();
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('warehouses')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict('warehouses:errors.warehouseNameTaken', { name });
}

/** Runs a write and turns a lost race on the unique name into the same 409 as the check. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('warehouses:errors.warehouseNameTaken', { name });
    throw err;
  }
}

export async function createWarehouse(
  ctx: AuthedContext,
  req: WarehouseCreateRequest,
): Promise<{ id: number }> {
  return uniqueName(req.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, req.name);
      const row = await trx
        .insertInto('warehouses')
        .values({ name: req.name, level: req.level, address: req.address, status: WarehouseStatus.enabled })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        ctx,
        { action: 'warehouse.create', entity: 'warehouse', entityId: row.id, after: row },
        trx,
      );
      return { id: row.id };
    }),
  );
}

export async function updateWarehouse(
  ctx: AuthedContext,
  req: WarehouseUpdateRequest,
): Promise<{ id: number }> {
  return uniqueName(req.name ?? '', () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockWarehouse(trx, req.id);
      if (req.name !== undefined) await assertNameFree(trx, req.name, req.id);
      const after = await trx
        .updateTable('warehouses')
        .set({
          name: req.name ?? before.name,
          level: req.level ?? before.level,
          address: req.address ?? before.address,
          updated_at: new Date(),
        })
        .where('id', '=', req.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await touchShelvesOfWarehouse(trx, req.id);
      await recordAudit(
        ctx,
        { action: 'warehouse.update', entity: 'warehouse', entityId: req.id, before, after },
        trx,
      );
      return { id: req.id };
    }),
  );
}

/** Enable or disable; asking for the state it is already in is a 409 (already done). */
export async function setWarehouseStatus(
  ctx: AuthedContext,
  id: number,
  status: WarehouseStatus,
): Promise<{ id: number }> {
  return changeStatus(
    ctx,
    { table: 'warehouses', entity: 'warehouse', lock: lockWarehouse, afterChange: touchShelvesOfWarehouse },
    id,
    status,
  );
}
