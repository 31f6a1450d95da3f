import { ProductEventType } from '../../../domain/kernel/events';
import { isInWarehouse } from '../../../domain/kernel/products';
import type { ShelveItemInput } from '../../../domain/kernel/products';
import { isNewerShelving, OP_ACCESS } from '../../../domain/sync/sync';
import { PSEUDO_SHELF_READY_FOR_LISTING, WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { actionKey, cached } from '../../kernel/action-context';
import { gmtText } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { recordProductEvent, shelfNameOf, eventOfItem } from '../../kernel/product-events';
import type { ChangeWithEvent } from '../../kernel/product-events';

export type ShelvingResult = { oneId: string; shelfId: number; shelfName: string; moved: boolean };

type TargetShelf = { id: number; name: string };

/** The shelf a scan names, in the action's warehouse and enabled (with its rack), or the pseudo shelf -2. */
async function resolveShelf(
  ctx: AuthedContext,
  trx: Db,
  wareId: number,
  input: ShelveItemInput,
): Promise<TargetShelf> {
  if (input.shelfId === PSEUDO_SHELF_READY_FOR_LISTING) {
    return {
      id: PSEUDO_SHELF_READY_FOR_LISTING,
      name: shelfNameOf(ctx.lang, PSEUDO_SHELF_READY_FOR_LISTING, ''),
    };
  }
  let q = trx
    .selectFrom('shelves as s')
    .innerJoin('racks as r', 'r.id', 's.rack_id')
    .innerJoin('warehouses as w', 'w.id', 's.ware_id')
    .select(['s.id', 's.name', 's.ware_id', 's.status', 'r.status as rack_status', 'w.name as ware_name']);
  q =
    input.shelfId !== undefined
      ? q.where('s.id', '=', input.shelfId)
      : q.where('s.code', '=', (input.shelfCode ?? '').toUpperCase());
  const shelf = await q.executeTakeFirst();
  const label = input.shelfCode ?? String(input.shelfId);
  if (!shelf) throw notFound('warehouses:errors.noSuchShelf', { shelf: label });
  if (shelf.ware_id !== wareId)
    throw conflict('shelving:errors.shelfOfOtherWarehouse', { shelf: shelf.name, wareName: shelf.ware_name });
  if (shelf.status !== WarehouseStatus.enabled || shelf.rack_status !== WarehouseStatus.enabled) {
    throw conflict('shelving:errors.shelfDisabled', { shelf: shelf.name });
  }
  return { id: shelf.id, name: shelf.name };
}

async function shelfName(ctx: AuthedContext, trx: Db, shelfId: number | null): Promise<string> {
  if (shelfId === null) return '-';
  if (shelfId === PSEUDO_SHELF_READY_FOR_LISTING) return shelfNameOf(ctx.lang, shelfId, '');
  const row = await trx.selectFrom('shelves').select('name').where('id', '=', shelfId).executeTakeFirst();
  return row?.name ?? String(shelfId);
}

/**
 * Puts an inspected item on a shelf of its warehouse (event 8, with the operator).
 *
 * Conflicts between devices: the latest scan wins, by the time it was scanned (ties by op id). A scan
 * older than the one that put the item where it is now is rejected with a 409 that names the shelf,
 * the person and the time; it never moves the item back. So the item ends on the shelf of the newest
 * scan whatever order the tablets sync in. Scanning an item onto the shelf it is already on is applied
 * and changes nothing.
 */
export async function shelveItem(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: ShelveItemInput & { wareId: number },
): Promise<ShelvingResult> {
  const ware = await requireWarehouseGrant(ctx, trx, meta, input.wareId, OP_ACCESS.shelveItem);
  const product = await trx
    .selectFrom('products')
    .selectAll()
    .where('one_id', '=', input.oneId)
    .forUpdate()
    .executeTakeFirst();
  if (!product) throw notFound('inventory:errors.oneIdNotFound', { oneId: input.oneId });
  if (!isInWarehouse(product.status))
    throw conflict('shelving:errors.itemNotInWarehouse', { oneId: input.oneId });
  if (product.ware_id !== ware.id) {
    const other = await trx
      .selectFrom('warehouses')
      .select('name')
      .where('id', '=', product.ware_id)
      .executeTakeFirstOrThrow();
    throw conflict('shelving:errors.itemInOtherWarehouse', { oneId: input.oneId, wareName: other.name });
  }
  if (product.check_result === null)
    throw conflict('shelving:errors.itemNotInspected', { oneId: input.oneId });
  const shelfKey = `shelf:${ware.id}:${input.shelfId ?? `code:${input.shelfCode?.toUpperCase()}`}`;
  const shelf = await cached(meta.cache, shelfKey, () => resolveShelf(ctx, trx, ware.id, input));
  if (product.shelf_id === shelf.id)
    return { oneId: product.one_id, shelfId: shelf.id, shelfName: shelf.name, moved: false };

  const key = actionKey(ctx, meta);
  const current = {
    at: product.gmt_shelves ? new Date(product.gmt_shelves) : null,
    key: product.shelf_op_key,
  };
  if (product.shelf_id !== null && !isNewerShelving({ at: meta.at, key }, current)) {
    const by = product.shelved_by
      ? await trx
          .selectFrom('users')
          .select(['realname', 'username'])
          .where('id', '=', product.shelved_by)
          .executeTakeFirst()
      : undefined;
    throw conflict('shelving:errors.shelvedLater', {
      oneId: product.one_id,
      shelf: await shelfName(ctx, trx, product.shelf_id),
      by: by ? by.realname || by.username : '-',
      at: product.gmt_shelves ? gmtText(product.gmt_shelves) : '-',
    });
  }
  const move: ChangeWithEvent = (qc) =>
    qc
      .updateTable('products')
      .set({
        shelf_id: shelf.id,
        shelved_by: ctx.user.id,
        gmt_shelves: meta.at,
        shelf_op_key: key,
        updated_at: new Date(),
      })
      .where('id', '=', product.id)
      .returning('id');
  await recordProductEvent(
    ctx,
    trx,
    meta,
    ProductEventType.shelfChange,
    eventOfItem(product, ware, {
      shelf_id: shelf.id,
      shelves_name: shelf.id === PSEUDO_SHELF_READY_FOR_LISTING ? '' : shelf.name,
    }),
    [move],
  );
  return { oneId: product.one_id, shelfId: shelf.id, shelfName: shelf.name, moved: true };
}
