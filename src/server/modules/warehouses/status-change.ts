import type { Transaction } from 'kysely';
import { WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';

/** What is switched on or off: its table, its audit entity and how to lock one row of it. */
export type StatusTarget = {
  table: 'warehouses' | 'racks' | 'shelves';
  entity: 'warehouse' | 'rack' | 'shelf';
  lock: (db: Db, id: number) => Promise<{ status: number }>;
  /** Work in the same transaction after the change (e.g. bump the shelves' updatedAt for deltas). */
  afterChange?: (trx: Transaction<DB>, id: number) => Promise<void>;
};

/** Enable or disable one row; asking for the state it is already in is a 409 (already done). */
export async function changeStatus(
  ctx: AuthedContext,
  target: StatusTarget,
  id: number,
  status: WarehouseStatus,
): Promise<{ id: number }> {
  const enabling = status === WarehouseStatus.enabled;
  return ctx.db.transaction().execute(async (trx) => {
    const before = await target.lock(trx, id);
    if (before.status === status) {
      throw conflict(enabling ? 'warehouses:errors.alreadyEnabled' : 'warehouses:errors.alreadyDisabled');
    }
    // The three tables share the columns touched here; Kysely needs one of them named.
    const after = await trx
      .updateTable(target.table as 'racks')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await target.afterChange?.(trx, id);
    const action = `${target.entity}.${enabling ? 'enable' : 'disable'}`;
    await recordAudit(ctx, { action, entity: target.entity, entityId: id, before, after }, trx);
    return { id };
  });
}
