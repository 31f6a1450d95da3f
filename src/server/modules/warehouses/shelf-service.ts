import { batchShelfNames, shelfCode, WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { ShelfBatchCreateRequest } from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { changeStatus } from './status-change';
import { assertPrintableName } from './label-names';
import { lockRack } from './rack-service';

/** Names (or the codes derived from them) already used in the warehouse, compared case-insensitively. */
async function takenNames(db: Db, wareId: number, names: string[], exceptId?: number): Promise<string[]> {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const codes = names.map((n) => shelfCode(wareId, n));
  let q = db
    .selectFrom('shelves')
    .select(['name', 'code'])
    .where((eb) =>
      eb.or([
        eb.and([eb('ware_id', '=', wareId), eb(eb.fn('lower', ['name']), 'in', lower)]),
        eb('code', 'in', codes),
      ]),
    );
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const rows = await q.execute();
  const taken = new Set(rows.flatMap((r) => [r.name.toLowerCase(), r.code]));
  return names.filter((n) => taken.has(n.toLowerCase()) || taken.has(shelfCode(wareId, n)));
}

async function assertNamesFree(db: Db, wareId: number, names: string[], exceptId?: number): Promise<void> {
  const taken = await takenNames(db, wareId, names, exceptId);
  if (taken.length > 0) {
    throw conflict('warehouses:errors.shelfNameTaken', { name: taken.slice(0, 5).join(', ') });
  }
}

/** A lost race against another writer ends in the same 409 as the check before it. */
async function uniqueShelfNames<T>(names: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('warehouses:errors.shelfNameTaken', { name: names.slice(0, 5).join(', ') });
    throw err;
  }
}

async function insertShelves(ctx: AuthedContext, rackId: number, names: string[], action: string) {
  for (const name of names) assertPrintableName('shelf', name);
  return uniqueShelfNames(names, () =>
    ctx.db.transaction().execute(async (trx) => {
      const rack = await lockRack(trx, rackId);
      await assertNamesFree(trx, rack.ware_id, names);
      const rows = await trx
        .insertInto('shelves')
        .values(
          names.map((name) => ({
            ware_id: rack.ware_id,
            rack_id: rack.id,
            name,
            code: shelfCode(rack.ware_id, name),
            status: WarehouseStatus.enabled,
          })),
        )
        .returning(['id', 'name', 'code'])
        .execute();
      const created = rows.sort((a, b) => a.id - b.id);
      const entity = names.length === 1 ? 'shelf' : 'rack';
      const entityId = names.length === 1 ? created[0].id : rack.id;
      await recordAudit(
        ctx,
        { action, entity, entityId, after: { wareId: rack.ware_id, rackId, shelves: created } },
        trx,
      );
      return created;
    }),
  );
}

export async function createShelf(ctx: AuthedContext, req: { rackId: number; name: string }) {
  const [created] = await insertShelves(ctx, req.rackId, [req.name], 'shelf.create');
  return created;
}

/** A row of shelves in one call: prefix + from..to (A-01 .. A-40), at most SHELF_BATCH_MAX. */
export async function createShelfBatch(ctx: AuthedContext, req: ShelfBatchCreateRequest) {
  const names = batchShelfNames(req.prefix, req.from, req.to);
  const created = await insertShelves(ctx, req.rackId, names, 'shelf.batchCreate');
  return { count: created.length, shelves: created };
}

async function lockShelf(db: Db, id: number) {
  const row = await db.selectFrom('shelves').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('warehouses:errors.shelfNotFound');
  return row;
}

/** Renaming a shelf changes its code: the old label no longer matches and must be reprinted. */
export async function renameShelf(ctx: AuthedContext, req: { id: number; name: string }) {
  assertPrintableName('shelf', req.name);
  return uniqueShelfNames([req.name], () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockShelf(trx, req.id);
      await assertNamesFree(trx, before.ware_id, [req.name], req.id);
      const after = await trx
        .updateTable('shelves')
        .set({ name: req.name, code: shelfCode(before.ware_id, req.name), updated_at: new Date() })
        .where('id', '=', req.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        ctx,
        { action: 'shelf.update', entity: 'shelf', entityId: req.id, before, after },
        trx,
      );
      return { id: after.id, name: after.name, code: after.code };
    }),
  );
}

export async function setShelfStatus(
  ctx: AuthedContext,
  id: number,
  status: WarehouseStatus,
): Promise<{ id: number }> {
  return changeStatus(ctx, { table: 'shelves', entity: 'shelf', lock: lockShelf }, id, status);
}
