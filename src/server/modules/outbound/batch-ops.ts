import type { Transaction } from 'kysely';
import { isLiveBatch, OutboundBatchStatus } from '../../../domain/outbound/batch-rules';
import type {
  BatchOrderExceptionInput,
  PickItemInput,
  PickResult,
  ShipBatchOrderInput,
  ShipResult,
} from '../../../domain/outbound/batches';
import { OP_ACCESS } from '../../../domain/sync/rules';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { actionKey, operatorName } from '../../kernel/action-context';
import type { ActionMeta } from '../../kernel/action-context';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import { lockBatch } from './batch-generate';
import { settleBatchStatus } from './batch-membership';
import { lockOrder } from './order-engine';
import { markException, shipOrder } from './order-service';

/**
 * The tablet's batch work, as sync ops (ARCHITECTURE.md sections 4 and 11): pick a pair, ship an
 * order whose pairs are all picked, mark a reship the warehouse cannot complete. Each runs in the
 * sync op's transaction, and each is idempotent on its own besides the op log: a second pick of a
 * pair (another tablet, another op) is the same pick, a ship of an order that left changes nothing.
 * Locks: the order before the batch, as a recall takes them.
 */

type Trx = Transaction<DB>;

function transactionOf(trx: Db): Trx {
  if (!trx.isTransaction) throw new Error('a batch op runs in its sync transaction');
  return trx as Trx;
}

type BatchKey = { batchId: number; wareId: number };

async function batchOrder(trx: Trx, batchId: number, orderId: number) {
  return trx
    .selectFrom('outbound_batch_orders as bo')
    .innerJoin('outbound_orders as o', 'o.id', 'bo.order_id')
    .select(['bo.state', 'o.odd_no'])
    .where('bo.batch_id', '=', batchId)
    .where('bo.order_id', '=', orderId)
    .executeTakeFirst();
}

/** A ONE ID scanned for a batch it is not in: which live batch it is in, if any, says what to do. */
async function notInBatch(trx: Trx, batchNo: string, oneId: string): Promise<never> {
  const other = await trx
    .selectFrom('outbound_batch_items as i')
    .innerJoin('outbound_batch_orders as bo', (j) =>
      j.onRef('bo.batch_id', '=', 'i.batch_id').onRef('bo.order_id', '=', 'i.order_id'),
    )
    .innerJoin('outbound_batches as b', 'b.id', 'i.batch_id')
    .select('b.batch_no')
    .where('i.one_id', '=', oneId)
    .where('bo.state', '=', 'open')
    .executeTakeFirst();
  if (other)
    throw conflict('outbound-batches:errors.inOtherBatch', { oneId, batchNo, otherBatchNo: other.batch_no });
  throw conflict('outbound-batches:errors.notInBatch', { oneId, batchNo });
}

/** A pick, ship or exception is work of a live batch, on an order still in it (not recalled, not set aside). */
function requireOpenInLiveBatch(
  batch: { status: number; batch_no: string },
  entry: { state: string; odd_no: string },
) {
  if (!isLiveBatch(batch.status))
    throw conflict('outbound-batches:errors.batchNotLive', { batchNo: batch.batch_no });
  if (entry.state !== 'open')
    throw conflict('outbound-batches:errors.orderOutOfBatch', {
      oddNo: entry.odd_no,
      batchNo: batch.batch_no,
    });
}

/** outbound.pick: the pair is off its shelf for this batch. Picking it again answers the first pick. */
export async function pickBatchItem(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: PickItemInput & { wareId: number },
): Promise<PickResult> {
  await requireWarehouseGrant(ctx, db, meta, input.wareId, OP_ACCESS['outbound.pick']);
  const trx = transactionOf(db);
  const batch = await lockBatch(trx, input.batchId, input.wareId);
  const line = await trx
    .selectFrom('outbound_batch_items as i')
    .innerJoin('outbound_batch_orders as bo', (j) =>
      j.onRef('bo.batch_id', '=', 'i.batch_id').onRef('bo.order_id', '=', 'i.order_id'),
    )
    .innerJoin('outbound_orders as o', 'o.id', 'i.order_id')
    .leftJoin('users as u', 'u.id', 'i.picked_by')
    .select(['i.product_id', 'i.picked_at', 'bo.state', 'o.odd_no', 'u.realname', 'u.username'])
    .where('i.batch_id', '=', batch.id)
    .where('i.one_id', '=', input.oneId)
    .executeTakeFirst();
  if (!line) return notInBatch(trx, batch.batch_no, input.oneId);
  const answer = (newlyPicked: boolean, pickedBy: string): PickResult => ({
    batchId: batch.id,
    oneId: input.oneId,
    oddNo: line.odd_no,
    newlyPicked,
    pickedBy,
    batchStatus: batch.status,
  });
  if (line.picked_at !== null) return answer(false, line.realname || line.username || '');
  requireOpenInLiveBatch(batch, line);
  const picked = await trx
    .updateTable('outbound_batch_items')
    .set({ picked_at: meta.at, picked_by: ctx.user.id, pick_key: actionKey(ctx, meta) })
    .where('batch_id', '=', batch.id)
    .where('product_id', '=', line.product_id)
    .where('picked_at', 'is', null)
    .executeTakeFirst();
  // A pick moves only a batch nothing was picked from yet (2 batch generated -> 1 pending outbound).
  const status =
    batch.status === OutboundBatchStatus.generated ? await settleBatchStatus(trx, batch.id) : batch.status;
  return { ...answer(Number(picked.numUpdatedRows) > 0, operatorName(ctx)), batchStatus: status };
}

async function orderIdOf(trx: Trx, batch: { id: number; batch_no: string }, input: ShipBatchOrderInput) {
  if (input.orderId !== undefined) return input.orderId;
  const line = await trx
    .selectFrom('outbound_batch_items')
    .select('order_id')
    .where('batch_id', '=', batch.id)
    .where('one_id', '=', input.oneId as string)
    .executeTakeFirst();
  return line ? line.order_id : notInBatch(trx, batch.batch_no, input.oneId as string);
}

/** The order and its batch entry, locked (the order first); another batch's order is a loud 409. */
async function lockBatchOrder(trx: Trx, key: BatchKey, input: ShipBatchOrderInput) {
  const found = await lockBatch(trx, key.batchId, key.wareId, false);
  const orderId = await orderIdOf(trx, found, input);
  await lockOrder(trx, orderId, {});
  const batch = await lockBatch(trx, key.batchId, key.wareId);
  const entry = await batchOrder(trx, batch.id, orderId);
  if (!entry)
    throw conflict('outbound-batches:errors.orderNotInBatch', { id: orderId, batchNo: batch.batch_no });
  return { batch, orderId, entry };
}

/** An op on a whole order of the batch (ship, exception): the grant, then the order and its entry locked. */
async function startOrderOp(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: ShipBatchOrderInput & { wareId: number },
  op: 'outbound.ship' | 'outbound.exception',
) {
  await requireWarehouseGrant(ctx, db, meta, input.wareId, OP_ACCESS[op]);
  const trx = transactionOf(db);
  const { batch, orderId, entry } = await lockBatchOrder(trx, input, input);
  const answer = (newlyShipped: boolean, batchStatus: number): ShipResult => ({
    batchId: batch.id,
    orderId,
    oddNo: entry.odd_no,
    newlyShipped,
    batchStatus,
  });
  return { trx, batch, orderId, entry, answer };
}

/**
 * outbound.ship: the order leaves through the order's own ship step (status 6, gmt_out, event 11, shelf
 * freed, its hold captured once), when every pair of it is picked. An order that left already answers
 * as it is: a replay after a day, or a second tablet, ships nothing twice.
 */
export async function shipBatchOrder(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: ShipBatchOrderInput & { wareId: number },
): Promise<ShipResult> {
  const { trx, batch, orderId, entry, answer } = await startOrderOp(ctx, db, meta, input, 'outbound.ship');
  if (entry.state === 'shipped') return answer(false, batch.status);
  requireOpenInLiveBatch(batch, entry);
  const unpicked = await trx
    .selectFrom('outbound_batch_items')
    .select('one_id')
    .where('batch_id', '=', batch.id)
    .where('order_id', '=', orderId)
    .where('picked_at', 'is', null)
    .orderBy('one_id')
    .execute();
  if (unpicked.length > 0)
    throw conflict('outbound-batches:errors.notAllPicked', {
      oddNo: entry.odd_no,
      oneIds: unpicked.map((u) => u.one_id).join(', '),
    });
  await shipOrder(ctx, orderId, input.wareId, trx);
  await trx
    .updateTable('outbound_batch_orders')
    .set({ state: 'shipped', shipped_at: meta.at })
    .where('batch_id', '=', batch.id)
    .where('order_id', '=', orderId)
    .execute();
  return answer(true, await settleBatchStatus(trx, batch.id));
}

/**
 * outbound.exception: a reship the warehouse cannot complete (order status 7); it leaves the batch,
 * and an admin resumes it (it then waits for another batch) or the seller recalls it.
 */
export async function markBatchOrderException(
  ctx: AuthedContext,
  db: Db,
  meta: ActionMeta,
  input: BatchOrderExceptionInput & { wareId: number },
): Promise<ShipResult> {
  const { trx, batch, orderId, entry, answer } = await startOrderOp(
    ctx,
    db,
    meta,
    input,
    'outbound.exception',
  );
  if (entry.state === 'exception') return answer(false, batch.status);
  requireOpenInLiveBatch(batch, entry);
  await markException(ctx, orderId, 'warehouse', trx);
  await trx
    .updateTable('outbound_batch_orders')
    .set({ state: 'exception' })
    .where('batch_id', '=', batch.id)
    .where('order_id', '=', orderId)
    .execute();
  await recordAudit(
    ctx,
    {
      action: 'outbound.batch.exception',
      entity: 'outbound_batch',
      entityId: batch.batch_no,
      after: { oddNo: entry.odd_no, remark: input.remark },
    },
    trx,
  );
  return answer(false, await settleBatchStatus(trx, batch.id));
}
