import { TaskStatus } from '../../../domain/repair/codes';
import type { RepairStatus } from '../../../domain/repair/codes';
import { isRepairOpen } from '../../../domain/repair/item-steps';
import type { RepairCompleteBatchInput, RepairCompleteBatchResult } from '../../../domain/repair/ops';
import { OP_ACCESS } from '../../../domain/sync/rules';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import type { ActionMeta } from '../../kernel/action-context';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import { completeIfDone } from './approval-steps';
import { moveItem } from './moves';
import { lockItems, transactionOf } from './store';
import type { RepairItemRow, RepairOrderRow } from './store';
import { checkedTaskStep, lockTask, releaseTaskOrders } from './task-service';

/**
 * repair.completeBatch: the operator finishes a task (TaskManage RepairBatchTask, task completed).
 * Pairs never repaired need the operator's confirmation (spec section 5: the repair-complete
 * confirmation warns if items in a batch have not been repaired); confirmed, each is recorded as not
 * repaired (failure, not charged). Every order of the task then completes, its money settled once, in
 * ascending seller order (the wallet's advice for entries of several sellers in one transaction). A
 * task completed already answers as it is: a second tablet completes nothing twice.
 */
export async function completeRepairTask(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: RepairCompleteBatchInput & { wareId: number },
): Promise<RepairCompleteBatchResult> {
  await requireWarehouseGrant(ctx, db, meta, input.wareId, OP_ACCESS['repair.completeBatch']);
  const trx = transactionOf(db);
  const batch = await lockTask(trx, { id: input.batchId, wareId: input.wareId });
  const answer = (newlyCompleted: boolean, status: number, notRepaired: string[]) => ({
    batchId: batch.id,
    batchNo: batch.batch_no,
    status,
    newlyCompleted,
    notRepaired,
  });
  if (batch.status === TaskStatus.completed) return answer(false, batch.status, []);
  const to = checkedTaskStep(ctx, batch, 'complete', 'warehouse');
  const orders = await releaseTaskOrders(trx, batch.id);
  const open: [RepairOrderRow, RepairItemRow][] = [];
  for (const order of orders)
    for (const item of await lockItems(trx, order.id))
      if (isRepairOpen(item.status as RepairStatus)) open.push([order, item]);
  if (open.length > 0 && !input.confirmUnrepaired)
    throw conflict('repair:errors.unrepairedInBatch', { oneIds: open.map(([, i]) => i.one_id).join(', ') });
  for (const [order, item] of open)
    await moveItem(ctx, trx, meta, order, item, {
      action: 'notRepaired',
      actor: 'warehouse',
      changes: { done_by: ctx.user.id, done_at: meta.at },
      batchNo: batch.batch_no,
    });
  const bySeller = [...orders].sort((a, b) => a.shop_user_id - b.shop_user_id || a.id - b.id);
  for (const order of bySeller) await completeIfDone(ctx, trx, meta, order);
  await trx
    .updateTable('repair_batches')
    .set({ status: to, closed_by: ctx.user.id, closed_at: meta.at, updated_at: meta.at })
    .where('id', '=', batch.id)
    .execute();
  const notRepaired = open.map(([, i]) => i.one_id);
  await recordAudit(
    ctx,
    {
      action: 'repair.task.complete',
      entity: 'repair_batch',
      entityId: batch.batch_no,
      before: { status: batch.status },
      after: { status: to, notRepaired },
    },
    trx,
  );
  return answer(true, to, notRepaired);
}
