import { RepairStatus } from '../../../domain/repair/codes';
import type { RepairStatus as RepairCode, TaskStatus } from '../../../domain/repair/codes';
import { isLiveTask } from '../../../domain/repair/task';
import type {
  RepairPhotoInput,
  RepairPhotoResult,
  RepairPickInput,
  RepairPickResult,
  RepairResultAnswer,
  RepairResultInput,
} from '../../../domain/repair/ops';
import { OP_ACCESS } from '../../../domain/sync/rules';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/messages';
import { operatorName } from '../../kernel/action-context';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import { completeIfDone } from './approval-steps';
import { moveItem } from './moves';
import { attachRepairPhotos, inspectionPhotosOf } from './photos';
import { itemOf, lockItems, transactionOf } from './store';
import type { RepairItemRow, RepairOrderRow, Trx } from './store';

/**
 * The tablet's repair work (RepireManage), as sync ops (ARCHITECTURE.md sections 4 and 11): pick a
 * pair for repair, add its photos, record its outcome with the QC. Each runs in the sync op's
 * transaction and locks the pair's order first, so two tablets working the same pair queue up: the
 * second gets the first's outcome (the same pick or result again), or a 409 saying what the first
 * recorded, never a second step or a second charge.
 */

type WorkKey = { batchId: number; oneId: string; wareId: number };
type Work = {
  trx: Trx;
  batch: { id: number; batch_no: string; status: number };
  inTask: boolean;
  order: RepairOrderRow;
  item: RepairItemRow;
};

/**
 * The pair of a task of this warehouse, its order and pairs locked. A ONE ID that is not in the task
 * is a 409 naming the live task it is in, if any.
 */
async function lockWork(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  key: WorkKey,
  op: 'repair.pick' | 'repair.photo' | 'repair.result',
): Promise<Work> {
  await requireWarehouseGrant(ctx, db, meta, key.wareId, OP_ACCESS[op]);
  const trx = transactionOf(db);
  const batch = await trx
    .selectFrom('repair_batches')
    .select(['id', 'batch_no', 'status'])
    .where('id', '=', key.batchId)
    .where('ware_id', '=', key.wareId)
    .executeTakeFirst();
  if (!batch) throw notFound('repair:errors.taskNotFound', { batchNo: String(key.batchId) });
  const line = await trx
    .selectFrom('repair_order_items as i')
    .innerJoin('repair_batch_orders as bo', 'bo.order_id', 'i.order_id')
    .innerJoin('repair_orders as o', 'o.id', 'i.order_id')
    .select(['o.odd_no'])
    .where('bo.batch_id', '=', batch.id)
    .where('i.one_id', '=', key.oneId)
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  if (!line) return notInTask(trx, batch.batch_no, key.oneId);
  const order = await trx
    .selectFrom('repair_orders')
    .selectAll()
    .where('odd_no', '=', line.odd_no)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const item = itemOf(await lockItems(trx, order.id), order, key.oneId);
  // Read after the order's lock: a task completed or reverted meanwhile is seen as it is now.
  const place = await trx
    .selectFrom('repair_batch_orders as bo')
    .innerJoin('repair_batches as b', 'b.id', 'bo.batch_id')
    .select(['bo.open', 'b.status'])
    .where('bo.batch_id', '=', batch.id)
    .where('bo.order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return {
    trx,
    batch: { ...batch, status: place.status },
    inTask: place.open && isLiveTask(place.status as TaskStatus),
    order,
    item,
  };
}

async function notInTask(trx: Trx, batchNo: string, oneId: string): Promise<never> {
  const other = await trx
    .selectFrom('repair_order_items as i')
    .innerJoin('repair_batch_orders as bo', 'bo.order_id', 'i.order_id')
    .innerJoin('repair_batches as b', 'b.id', 'bo.batch_id')
    .select('b.batch_no')
    .where('i.one_id', '=', oneId)
    .where('bo.open', '=', true)
    .executeTakeFirst();
  if (other) throw conflict('repair:errors.inOtherTask', { oneId, batchNo, otherBatchNo: other.batch_no });
  throw conflict('repair:errors.notInTask', { oneId, batchNo });
}

/** Work on a pair is work of a live task its order is still in. */
function requireLive(work: Work): void {
  if (!work.inTask)
    throw conflict('repair:errors.taskNotLive', { batchNo: work.batch.batch_no, oneId: work.item.one_id });
}

async function nameOf(trx: Trx, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const user = await trx
    .selectFrom('users')
    .select(['realname', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? user.realname || user.username : '';
}

/** repair.pick: the pair to the bench, with its before photos. Picking it again answers the first pick. */
export async function pickRepairItem(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: RepairPickInput & { wareId: number },
): Promise<RepairPickResult> {
  const work = await lockWork(ctx, db, meta, input, 'repair.pick');
  const { trx, batch, order, item } = work;
  const answer = (newlyPicked: boolean, pickedBy: string, status: number): RepairPickResult => ({
    batchId: batch.id,
    oneId: item.one_id,
    oddNo: order.odd_no,
    newlyPicked,
    pickedBy,
    status,
  });
  if (item.status === RepairStatus.processing)
    return answer(false, await nameOf(trx, item.picked_by), item.status);
  requireLive(work);
  const moved = await moveItem(ctx, trx, meta, order, item, {
    action: 'pick',
    actor: 'warehouse',
    changes: { picked_by: ctx.user.id, picked_at: meta.at },
    batchNo: batch.batch_no,
  });
  const before = input.photos.length > 0 ? input.photos : await inspectionPhotosOf(trx, item.product_id);
  await attachRepairPhotos(trx, item.id, 'before', before, ctx.user.id);
  return answer(true, operatorName(ctx), moved.status);
}

/** repair.photo: before photos of a pair still to be repaired, after and QC photos of a pair on the bench. */
export async function addRepairPhotos(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: RepairPhotoInput & { wareId: number },
): Promise<RepairPhotoResult> {
  const work = await lockWork(ctx, db, meta, input, 'repair.photo');
  requireLive(work);
  const allowed: readonly RepairCode[] =
    input.kind === 'before' ? [RepairStatus.pending, RepairStatus.processing] : [RepairStatus.processing];
  if (!allowed.includes(work.item.status as RepairCode))
    throw conflict('repair:errors.photoNotNow', {
      oneId: work.item.one_id,
      kind: translate(ctx.lang, `repair:photoKind.${input.kind}`),
    });
  const photos = await attachRepairPhotos(work.trx, work.item.id, input.kind, input.photos, ctx.user.id);
  return { batchId: work.batch.id, oneId: work.item.one_id, kind: input.kind, photos };
}

const OUTCOME = { success: RepairStatus.success, failure: RepairStatus.failure } as const;

/**
 * repair.result: the pair's outcome and QC. A success passed QC and has an after photo. The order
 * completes (and its money settles, once) when this was its last open pair. The same outcome recorded
 * again (another tablet) answers the first; another outcome is a 409 naming the first.
 */
export async function recordRepairResult(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: RepairResultInput & { wareId: number },
): Promise<RepairResultAnswer> {
  const work = await lockWork(ctx, db, meta, input, 'repair.result');
  const { trx, batch, order, item } = work;
  const message = (status: number) =>
    translate(
      ctx.lang,
      status === RepairStatus.success ? 'repair:messages.repairSuccessfully' : 'repair:messages.repairFailed',
    );
  const answer = (status: number, newlyRecorded: boolean, recordedBy: string, approval: number) => ({
    batchId: batch.id,
    oneId: item.one_id,
    oddNo: order.odd_no,
    status,
    newlyRecorded,
    recordedBy,
    approval,
    message: message(status),
  });
  const wanted = OUTCOME[input.result];
  if (item.status === RepairStatus.success || item.status === RepairStatus.failure) {
    const by = await nameOf(trx, item.done_by);
    if (item.status !== wanted || item.qc_result !== input.qc)
      throw conflict('repair:errors.resultRecorded', { oneId: item.one_id, by });
    return answer(item.status, false, by, order.approval);
  }
  requireLive(work);
  if (input.result === 'success' && input.qc !== 'pass') throw badRequest('repair:errors.successNeedsQcPass');
  if (input.result === 'success' && (await attachRepairPhotos(trx, item.id, 'after', [], ctx.user.id)) === 0)
    throw badRequest('repair:errors.afterPhotoRequired', { oneId: item.one_id });
  const moved = await moveItem(ctx, trx, meta, order, item, {
    action: input.result === 'success' ? 'succeed' : 'fail',
    actor: 'warehouse',
    changes: { qc_result: input.qc, result_remark: input.remark, done_by: ctx.user.id, done_at: meta.at },
    batchNo: batch.batch_no,
  });
  const after = await completeIfDone(ctx, trx, meta, order);
  return answer(moved.status, true, operatorName(ctx), after.approval);
}
