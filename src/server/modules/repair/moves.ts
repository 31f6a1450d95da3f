import type { Updateable } from 'kysely';
import { ProductEventType } from '../../../domain/kernel/events';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import type { InventoryStatus as InventoryStatusCode } from '../../../domain/kernel/product-rules';
import type { RepairActor } from '../../../domain/repair/approval';
import { REPAIR_STATUS_LABEL } from '../../../domain/repair/codes';
import type { RepairStatus } from '../../../domain/repair/codes';
import { REPAIR_EVENT_STEP_LABEL, repairEventFlowStatus } from '../../../domain/repair/events';
import type { Language } from '../../../domain/kernel/users';
import type { RepairEventStep } from '../../../domain/repair/events';
import { REPAIR_ITEM_STEPS, holdsPair, repairItemStep } from '../../../domain/repair/item-steps';
import type { RepairItemAction } from '../../../domain/repair/item-steps';
import type { RepairOrderItemsTable } from '../../db/repair-tables';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { translate } from '../../http/messages';
import type { ActionMeta } from '../../kernel/action-context';
import { eventOfItem, recordProductEvent } from '../../kernel/product-events';
import { delistItemsEverywhere } from '../listing/item-delisting';
import { productsOf, warehouseOf } from './store';
import type { RepairItemRow, RepairOrderRow, Trx } from './store';

/**
 * What every repair step does to the pairs, in the step's transaction: their inventory status (12
 * "repairing and handling" while the repair holds them, 1 again after), their listings taken down
 * when the repair takes them, and one product event per pair (17 for the request, 1712 for each later
 * step, the step as its flow status), so the one-ID drawer's timeline shows the repair.
 */

/** The product events of a step on some pairs of an order (the request: event 17; every other: 1712). */
export async function writeRepairEvents(
  ctx: AuthedContext,
  trx: Trx,
  meta: ActionMeta,
  order: Pick<RepairOrderRow, 'odd_no' | 'ware_id'>,
  productIds: readonly number[],
  step: RepairEventStep,
  batchNo = '',
): Promise<void> {
  const ware = await warehouseOf(trx, order.ware_id);
  const type = step === 'create' ? ProductEventType.repairApplication : ProductEventType.repairResult;
  for (const product of await productsOf(trx, productIds)) {
    await recordProductEvent(ctx, trx, meta, type, {
      ...eventOfItem(product, ware, {
        odd_no: order.odd_no,
        batch_no: batchNo,
        flow_status: repairEventFlowStatus(step),
      }),
    });
  }
}

/** Sets the pairs' inventory status; a pair the repair takes is taken down from every marketplace. */
export async function setPairStatus(
  trx: Trx,
  productIds: readonly number[],
  status: InventoryStatusCode,
): Promise<void> {
  if (productIds.length === 0) return;
  await trx
    .updateTable('products')
    .set({ status, updated_at: new Date() })
    .where('id', 'in', [...productIds])
    .execute();
  if (status !== InventoryStatus.available) await delistItemsEverywhere(trx, productIds, 'picked_for_order');
}

/** 409: the pair cannot take the step now, said with the step's and the pair's status's names. */
export function pairNotNow(
  lang: Language,
  item: Pick<RepairItemRow, 'one_id' | 'status'>,
  action: RepairItemAction,
) {
  return conflict('repair:errors.pairNotNow', {
    oneId: item.one_id,
    action: translate(lang, REPAIR_EVENT_STEP_LABEL(action)),
    status: translate(lang, REPAIR_STATUS_LABEL[item.status as RepairStatus]),
  });
}

/** The repair status `actor` may move a pair to by `action`, or 409 naming the pair and its status. */
export function checkedItemStep(
  lang: Language,
  item: RepairItemRow,
  action: RepairItemAction,
  actor: RepairActor,
): RepairStatus {
  const to = repairItemStep(item.status as RepairStatus, action, actor);
  if (to === null) throw pairNotNow(lang, item, action);
  return to;
}

export type ItemChanges = Omit<Updateable<RepairOrderItemsTable>, 'id' | 'status' | 'open' | 'order_id'>;

/**
 * One step of one pair: its repair status (and the columns the step records), its inventory status,
 * and its event. The order and the pair must be locked by the caller.
 */
export async function moveItem(
  ctx: AuthedContext,
  trx: Trx,
  meta: ActionMeta,
  order: RepairOrderRow,
  item: RepairItemRow,
  move: { action: RepairItemAction; actor: RepairActor; changes?: ItemChanges; batchNo?: string },
): Promise<RepairItemRow> {
  const to = checkedItemStep(ctx.lang, item, move.action, move.actor);
  const moved = await trx
    .updateTable('repair_order_items')
    .set({
      ...move.changes,
      status: to,
      open: holdsPair(to),
      updated_at: meta.at,
    })
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await setPairStatus(trx, [item.product_id], REPAIR_ITEM_STEPS[move.action].itemStatus);
  await writeRepairEvents(ctx, trx, meta, order, [item.product_id], move.action, move.batchNo);
  return moved;
}
