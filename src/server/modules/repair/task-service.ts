import { ApprovalStatus, TaskStatus, TASK_STATUS_LABEL, repairBatchNo } from '../../../domain/repair/codes';
import type { TaskStatus as TaskCode, RepairStatus } from '../../../domain/repair/codes';
import { isRepairOpen } from '../../../domain/repair/item-steps';
import type { RepairBatchCreateRequest, RepairBatchRevertRequest } from '../../../domain/repair/requests';
import { taskStep } from '../../../domain/repair/task';
import type { TaskAction } from '../../../domain/repair/task';
import type { RepairActor } from '../../../domain/repair/approval';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/messages';
import { recordAudit } from '../../kernel/audit-log';
import { repairOperators } from './operators';
import { inRepairTransaction, lockOrders, requireOrderNos } from './store';
import type { RepairOrderRow, Trx } from './store';

/**
 * Repair batch tasks (TaskManage RepairBatchTask): an admin gives approved orders of one warehouse to
 * one operator (an operator must be selected, spec section 5), or reverts a live task so its orders
 * can be given to another (spec section 4). An order is in at most one live task: the orders are
 * locked first, and a partial unique index settles any race the locks do not cover.
 */

export type MadeTask = { id: number; batchNo: string };

export function checkedTaskStep(
  ctx: AuthedContext,
  batch: { batch_no: string; status: number },
  action: TaskAction,
  actor: RepairActor,
  refusalKey = 'repair:errors.taskNotNow',
): TaskCode {
  const to = taskStep(batch.status as TaskCode, action, actor);
  if (to === null)
    throw conflict(refusalKey, {
      batchNo: batch.batch_no,
      status: translate(ctx.lang, TASK_STATUS_LABEL[batch.status as TaskCode]),
    });
  return to;
}

/** The orders may go in a new task: approved, of one warehouse, each with pairs to repair, in no live task. */
async function refuseUnfitOrders(trx: Trx, orders: readonly RepairOrderRow[]): Promise<number> {
  const unapproved = orders.find((o) => o.approval !== ApprovalStatus.approve);
  if (unapproved) throw conflict('repair:errors.orderNotApproved', { oddNo: unapproved.odd_no });
  const wares = new Set(orders.map((o) => o.ware_id));
  if (wares.size > 1)
    throw conflict('repair:errors.ordersTwoWarehouses', { oddNo: orders.map((o) => o.odd_no).join(', ') });
  const ids = orders.map((o) => o.id);
  const live = await trx
    .selectFrom('repair_batch_orders as bo')
    .innerJoin('repair_batches as b', 'b.id', 'bo.batch_id')
    .innerJoin('repair_orders as o', 'o.id', 'bo.order_id')
    .select(['o.odd_no', 'b.batch_no'])
    .where('bo.order_id', 'in', ids)
    .where('bo.open', '=', true)
    .executeTakeFirst();
  if (live) throw conflict('repair:errors.orderInLiveTask', { oddNo: live.odd_no, batchNo: live.batch_no });
  const items = await trx
    .selectFrom('repair_order_items')
    .select(['order_id', 'status'])
    .where('order_id', 'in', ids)
    .execute();
  const idle = orders.find(
    (o) => !items.some((i) => i.order_id === o.id && isRepairOpen(i.status as RepairStatus)),
  );
  if (idle) throw conflict('repair:errors.nothingToRepair', { oddNo: idle.odd_no });
  return orders[0].ware_id;
}

export function createRepairTask(ctx: AuthedContext, body: RepairBatchCreateRequest): Promise<MadeTask> {
  const request = { scope: 'repair.task.create', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const oddNos = requireOrderNos(body.oddNos);
    if (body.operatorId === undefined) throw badRequest('repair:errors.operatorRequired');
    const orders = await lockOrders(trx, oddNos);
    const wareId = await refuseUnfitOrders(trx, orders);
    const [operator] = await repairOperators(trx, wareId, body.operatorId);
    if (!operator) throw badRequest('repair:errors.notAnOperator', { id: body.operatorId });
    const made = await trx
      .insertInto('repair_batches')
      .values({
        ware_id: wareId,
        operator_id: operator.id,
        status: taskStep(null, 'create', 'admin') as number,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batchNo = repairBatchNo(made.id);
    await trx.updateTable('repair_batches').set({ batch_no: batchNo }).where('id', '=', made.id).execute();
    await trx
      .insertInto('repair_batch_orders')
      .values(orders.map((o) => ({ batch_id: made.id, order_id: o.id })))
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'repair.task.create',
        entity: 'repair_batch',
        entityId: batchNo,
        after: { orders: orders.map((o) => o.odd_no), operatorId: operator.id },
      },
      trx,
    );
    return { id: made.id, batchNo };
  });
}

/** A task by its number (and warehouse, for the warehouse's own), locked; 404 when there is none. */
export async function lockTask(trx: Trx, by: { batchNo?: string; id?: number; wareId?: number }) {
  const batch = await trx
    .selectFrom('repair_batches')
    .selectAll()
    .$if(by.batchNo !== undefined, (q) => q.where('batch_no', '=', by.batchNo as string))
    .$if(by.id !== undefined, (q) => q.where('id', '=', by.id as number))
    .$if(by.wareId !== undefined, (q) => q.where('ware_id', '=', by.wareId as number))
    .forUpdate()
    .executeTakeFirst();
  if (!batch) throw notFound('repair:errors.taskNotFound', { batchNo: by.batchNo ?? String(by.id) });
  return batch;
}

/** The orders of a live task, locked in id order, and their places in it closed. */
export async function releaseTaskOrders(trx: Trx, batchId: number): Promise<RepairOrderRow[]> {
  const orders = await trx
    .selectFrom('repair_orders')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('repair_batch_orders')
        .select('order_id')
        .where('batch_id', '=', batchId)
        .where('open', '=', true),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  await trx.updateTable('repair_batch_orders').set({ open: false }).where('batch_id', '=', batchId).execute();
  return orders;
}

/** Reverts a live task: it is closed, and its orders wait for another task; what was done stays done. */
export function revertRepairTask(ctx: AuthedContext, body: RepairBatchRevertRequest): Promise<MadeTask> {
  return inRepairTransaction(ctx, { scope: 'repair.task.revert', key: undefined, body }, async (trx) => {
    const batch = await lockTask(trx, { batchNo: body.batchNo });
    const to = checkedTaskStep(ctx, batch, 'revert', 'admin', 'repair:errors.revertFailed');
    const orders = await releaseTaskOrders(trx, batch.id);
    const now = new Date();
    await trx
      .updateTable('repair_batches')
      .set({ status: to, remark: body.remark, closed_by: ctx.user.id, closed_at: now, updated_at: now })
      .where('id', '=', batch.id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'repair.task.revert',
        entity: 'repair_batch',
        entityId: batch.batch_no,
        before: { status: batch.status },
        after: { status: TaskStatus.reverted, orders: orders.map((o) => o.odd_no), remark: body.remark },
      },
      trx,
    );
    return { id: batch.id, batchNo: batch.batch_no };
  });
}
