import type { Transaction } from 'kysely';
import { batchStatusOf, isLiveBatch } from '../../../domain/outbound/batch-rules';
import type { BatchOrderState, OutboundBatchStatus } from '../../../domain/outbound/batch-rules';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { toCount } from '../../kernel/db-helpers';

/**
 * An order's place in its live batch, and the batch's status that follows from its orders and picks
 * (src/domain/outbound/batch-rules.ts). Used by the batch ops and by an order's recall, in their
 * transaction.
 */

type Trx = Transaction<DB>;

/**
 * The batch's status again from its orders and picks (a cancelled batch stays cancelled): one read of
 * the status and the three counts, an update only when it changed.
 */
export async function settleBatchStatus(trx: Trx, batchId: number): Promise<OutboundBatchStatus> {
  const batch = await trx
    .selectFrom('outbound_batches as b')
    .select((eb) => [
      'b.status',
      ...(['open', 'shipped'] as const).map((state: BatchOrderState) =>
        eb
          .selectFrom('outbound_batch_orders as o')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('o.batch_id', '=', 'b.id')
          .where('o.state', '=', state)
          .as(state),
      ),
      eb
        .selectFrom('outbound_batch_items as i')
        .innerJoin('outbound_batch_orders as o', (j) =>
          j.onRef('o.batch_id', '=', 'i.batch_id').onRef('o.order_id', '=', 'i.order_id'),
        )
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('i.batch_id', '=', 'b.id')
        .where('o.state', '=', 'open')
        .where('i.picked_at', 'is not', null)
        .as('picked'),
    ])
    .where('b.id', '=', batchId)
    .executeTakeFirstOrThrow();
  if (!isLiveBatch(batch.status)) return batch.status as OutboundBatchStatus;
  const status = batchStatusOf({
    open: toCount(batch.open ?? 0),
    shipped: toCount(batch.shipped ?? 0),
    picked: toCount(batch.picked ?? 0),
  });
  if (status !== batch.status)
    await trx
      .updateTable('outbound_batches')
      .set({ status, updated_at: new Date() })
      .where('id', '=', batchId)
      .execute();
  return status;
}

/** Takes an order out of its live batch (exception or recall); answers the batch it was in. */
export async function takeOutOfBatch(
  trx: Trx,
  orderId: number,
  state: Extract<BatchOrderState, 'exception' | 'recalled'>,
): Promise<number | null> {
  const row = await trx
    .updateTable('outbound_batch_orders')
    .set({ state })
    .where('order_id', '=', orderId)
    .where('state', '=', 'open')
    .returning('batch_id')
    .executeTakeFirst();
  if (!row) return null;
  await settleBatchStatus(trx, row.batch_id);
  return row.batch_id;
}

/**
 * A recall of an order in a live batch: refused once the warehouse picked any of its pairs (the pair
 * is off its shelf, on its way out); before that the order leaves the batch and the recall goes on.
 */
export async function leaveBatchOnRecall(trx: Trx, orderId: number): Promise<void> {
  const picked = await trx
    .selectFrom('outbound_batch_items as i')
    .innerJoin('outbound_batch_orders as o', (j) =>
      j.onRef('o.batch_id', '=', 'i.batch_id').onRef('o.order_id', '=', 'i.order_id'),
    )
    .innerJoin('outbound_batches as b', 'b.id', 'i.batch_id')
    .select(['b.batch_no', 'i.one_id'])
    .where('i.order_id', '=', orderId)
    .where('o.state', '=', 'open')
    .where('i.picked_at', 'is not', null)
    .executeTakeFirst();
  if (picked)
    throw conflict('outbound-batches:errors.recallAfterPick', {
      batchNo: picked.batch_no,
      oneId: picked.one_id,
    });
  await takeOutOfBatch(trx, orderId, 'recalled');
}
