import type { ExpressionBuilder, Transaction } from 'kysely';
import {
  BATCH_ORDER_LIMIT,
  batchNoOf,
  isCancellableBatch,
  OutboundBatchStatus,
  SHIPPABLE_STATUS,
  SHIPPING_KINDS,
} from '../../../domain/outbound/batch-rules';
import type { BatchGenerateRequest } from '../../../domain/outbound/batches';
import type { OrderKind } from '../../../domain/outbound/kind-codes';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';

/**
 * Making and cancelling a warehouse's outbound batch (issue 16, point 4). A batch is made of the
 * selected warehouse's orders that wait to leave: in their kind's shippable status, their fees held
 * (or free), in no live batch. Each order is in at most one live batch: orders are locked in id order
 * and the partial unique index settles a race the locks do not.
 */

type Trx = Transaction<DB>;
type Done = { id: number; batchNo: string };

/** The condition "this order waits for a batch" on outbound_orders as o. */
export function waitingForBatch(eb: ExpressionBuilder<DB & { o: DB['outbound_orders'] }, 'o'>) {
  return eb.and([
    eb.or(
      SHIPPING_KINDS.map((kind) =>
        eb.and([eb('o.kind', '=', kind), eb('o.status', '=', SHIPPABLE_STATUS[kind] as number)]),
      ),
    ),
    eb.or([eb(eb('o.fee_cents', '+', eb.ref('o.storage_cents')), '=', 0), eb('o.paid_state', '=', 'held')]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('outbound_batch_orders as bo')
          .select('bo.order_id')
          .whereRef('bo.order_id', '=', 'o.id')
          .where('bo.state', '=', 'open'),
      ),
    ),
  ]);
}

/** The orders a request names that cannot join: the first one, with its reason. */
async function refuseUnwaiting(trx: Trx, wareId: number, asked: number[], found: Set<number>) {
  const missing = asked.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const rows = await trx
    .selectFrom('outbound_orders')
    .select(['id', 'odd_no'])
    .where('id', 'in', missing)
    .where('ware_id', '=', wareId)
    .execute();
  const first = missing[0];
  const row = rows.find((r) => r.id === first);
  if (!row) throw notFound('outbound:errors.orderNotFound', { id: first });
  throw conflict('outbound-batches:errors.orderNotWaiting', { oddNo: row.odd_no });
}

async function lockWaitingOrders(trx: Trx, wareId: number, orderIds: number[] | undefined) {
  const rows = await trx
    .selectFrom('outbound_orders as o')
    .select(['o.id', 'o.kind'])
    .where('o.ware_id', '=', wareId)
    .where((eb) => waitingForBatch(eb))
    .$if(orderIds !== undefined, (q) => q.where('o.id', 'in', orderIds as number[]))
    .orderBy('o.id')
    .limit(BATCH_ORDER_LIMIT)
    .forUpdate()
    .execute();
  if (orderIds) await refuseUnwaiting(trx, wareId, orderIds, new Set(rows.map((r) => r.id)));
  if (rows.length === 0) throw conflict('outbound-batches:errors.nothingWaiting');
  return rows.map((r) => ({ id: r.id, kind: r.kind as OrderKind }));
}

/**
 * A batch of the warehouse's given waiting orders (or all, oldest first, up to the limit): the
 * warehouse's POST /sys_ware_out_batch/generate (its selected warehouse) and the admin's BatchTask
 * (the warehouse it chose).
 */
export async function generateBatch(
  ctx: AuthedContext,
  wareId: number,
  req: BatchGenerateRequest,
): Promise<Done> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const orders = await lockWaitingOrders(trx, wareId, req.orderIds);
      const made = await trx
        .insertInto('outbound_batches')
        .values({ ware_id: wareId, status: OutboundBatchStatus.generated, created_by: ctx.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const batchNo = batchNoOf(made.id);
      await trx
        .updateTable('outbound_batches')
        .set({ batch_no: batchNo })
        .where('id', '=', made.id)
        .execute();
      const ids = orders.map((o) => o.id);
      await trx
        .insertInto('outbound_batch_orders')
        .values(ids.map((order_id) => ({ batch_id: made.id, order_id })))
        .execute();
      await trx
        .insertInto('outbound_batch_items')
        .columns(['batch_id', 'order_id', 'product_id', 'one_id', 'shelf_name'])
        .expression((eb) =>
          eb
            .selectFrom('outbound_order_items as i')
            .innerJoin('products as p', 'p.id', 'i.product_id')
            .leftJoin('shelves as s', 's.id', 'p.shelf_id')
            .select((s) => [
              s.val(made.id).as('batch_id'),
              'i.order_id',
              'i.product_id',
              'i.one_id',
              s.fn.coalesce('s.name', s.val('')).as('shelf_name'),
            ])
            .where('i.order_id', 'in', ids),
        )
        .execute();
      await recordAudit(
        ctx,
        {
          action: 'outbound.batch.generate',
          entity: 'outbound_batch',
          entityId: batchNo,
          after: { wareId, status: OutboundBatchStatus.generated, orders: ids },
        },
        trx,
      );
      return { id: made.id, batchNo };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('outbound-batches:errors.orderTakenMeanwhile');
    throw err;
  }
}

/**
 * The batch, locked unless asked not to. A warehouse reads its own (another warehouse's is not
 * found); null is the admin's scope, any warehouse.
 */
export async function lockBatch(trx: Trx, id: number, wareId: number | null, lock = true) {
  const batch = await trx
    .selectFrom('outbound_batches')
    .selectAll()
    .where('id', '=', id)
    .$if(wareId !== null, (q) => q.where('ware_id', '=', wareId as number))
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!batch) throw notFound('outbound-batches:errors.batchNotFound', { id });
  return batch;
}

/**
 * Cancels a batch, only before anything of it left (the warehouse's POST /sys_ware_out_batch/cancel,
 * wareId its selected warehouse; the admin's BatchTask, null). Its orders wait for another batch
 * (still paid, still pending outbound); its picks are forgotten with it.
 */
export async function cancelBatch(ctx: AuthedContext, wareId: number | null, id: number): Promise<Done> {
  return ctx.db.transaction().execute(async (trx) => {
    const batch = await lockBatch(trx, id, wareId);
    if (!isCancellableBatch(batch.status))
      throw conflict('outbound-batches:errors.notCancellable', { batchNo: batch.batch_no });
    await trx
      .updateTable('outbound_batch_orders')
      .set({ state: 'cancelled' })
      .where('batch_id', '=', id)
      .where('state', '=', 'open')
      .execute();
    await trx
      .updateTable('outbound_batches')
      .set({
        status: OutboundBatchStatus.cancelled,
        cancelled_at: new Date(),
        cancelled_by: ctx.user.id,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'outbound.batch.cancel',
        entity: 'outbound_batch',
        entityId: batch.batch_no,
        before: { status: batch.status },
        after: { status: OutboundBatchStatus.cancelled },
      },
      trx,
    );
    return { id, batchNo: batch.batch_no };
  });
}
