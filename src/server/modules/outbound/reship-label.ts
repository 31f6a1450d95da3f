import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { openOrderLabel, reopenFailedLabel, stopOrderLabel } from '../labels/order-labels';
import type { OrderRow } from './order-engine';

/**
 * A reship's label, bought when the seller pays (issue 16). The purchase runs as a job, not in the pay
 * request: the carrier call must not hold the order's and the wallet's locks for the carrier's
 * timeout, a carrier that bought but was never answered cannot be rolled back with the pay's
 * transaction, and the job outlives a restart and retries timeouts, finding a label the carrier
 * already sold instead of buying twice (label-purchase-job.ts). The pay's transaction makes the
 * label's row (its key: the order number, so a second pay makes none) and queues the job, together.
 */

type Trx = Transaction<DB>;
export const RESHIP_LABEL_JOB = 'outbound.reshipLabel';

/** The key of a reship's label in the label center: one per order, whatever is retried. */
export const reshipLabelKey = (order: Pick<OrderRow, 'odd_no'>) => `outbound:${order.odd_no}`;

/** One job per order and round (its pay, its recall, each resume): a second queueing is a no-op. */
export const reshipLabelJobKey = (orderId: number, round: string) =>
  `${RESHIP_LABEL_JOB}:${orderId}:${round}`;

const queuePurchase = (trx: Trx, orderId: number, round: string) =>
  enqueue(
    trx,
    RESHIP_LABEL_JOB,
    { orderId },
    { maxAttempts: 5, singletonKey: reshipLabelJobKey(orderId, round) },
  );

/** Pay: the label at the rate quoted at approval, and its purchase queued; the label's id. */
export async function openReshipLabel(trx: Trx, order: OrderRow, operatorId: number): Promise<number | null> {
  if (order.label_shipment_id === null || order.label_rate_id === null) return null;
  const labelId = await openOrderLabel(trx, {
    sellerId: order.shop_user_id,
    operatorId,
    key: reshipLabelKey(order),
    shipmentId: order.label_shipment_id,
    rateId: order.label_rate_id,
    feeCents: order.label_fee_cents,
  });
  if (labelId === null) throw conflict('outbound:errors.noLabelRate');
  await queuePurchase(trx, order.id, 'pay');
  return labelId;
}

/** Resume (exception -> pending outbound): a label the carrier refused is tried again. */
export async function reopenReshipLabel(trx: Trx, order: OrderRow): Promise<void> {
  if (order.label_id !== null && (await reopenFailedLabel(trx, order.label_id)))
    await queuePurchase(trx, order.id, `resume:${new Date().toISOString()}`);
}

/**
 * Recall (in its transaction): a label still being bought is stopped, and the job queued to void at
 * the carrier what it sold (bought already, or by a purchase in flight): see reship-label-job.ts.
 */
export async function recallReshipLabel(trx: Trx, order: OrderRow): Promise<void> {
  if (order.label_id === null) return;
  await stopOrderLabel(trx, order.label_id);
  await queuePurchase(trx, order.id, 'recall');
}
