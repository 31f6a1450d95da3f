import type { Transaction } from 'kysely';
import { rateSchema } from '../../../domain/labels';
import type { Rate } from '../../../domain/labels';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { insertLabel } from '../labels/label-purchase';
import type { PurchaseOpening } from '../labels/label-purchase';
import { jsonOf } from '../labels/label-store';
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

const queuePurchase = (trx: Trx, orderId: number, round: string) =>
  enqueue(
    trx,
    RESHIP_LABEL_JOB,
    { orderId },
    { maxAttempts: 5, singletonKey: `${RESHIP_LABEL_JOB}:${orderId}:${round}` },
  );

/** Pay: the label at the rate quoted at approval, and its purchase queued; the label's id. */
export async function openReshipLabel(trx: Trx, order: OrderRow, operatorId: number): Promise<number | null> {
  if (order.label_shipment_id === null || order.label_rate_id === null) return null;
  const quote = await trx
    .selectFrom('label_quotes')
    .selectAll()
    .where('shipment_id', '=', order.label_shipment_id)
    .executeTakeFirstOrThrow();
  const rate: Rate | undefined = jsonOf<unknown[]>(quote.rates)
    .map((r) => rateSchema.parse(r))
    .find((r) => r.id === order.label_rate_id);
  if (!rate) throw conflict('outbound:errors.noLabelRate');
  const key = reshipLabelKey(order);
  const opening: PurchaseOpening = {
    sellerId: order.shop_user_id,
    operatorId,
    key,
    fingerprint: order.odd_no,
    quote: {
      shipmentId: quote.shipment_id,
      mode: quote.mode,
      request: jsonOf<PurchaseOpening['quote']['request']>(quote.request),
      rate,
    },
    insuranceCents: 0,
  };
  const made = await insertLabel(trx, opening, order.label_fee_cents);
  const label =
    made ??
    (await trx
      .selectFrom('shipping_labels')
      .select('id')
      .where('seller_id', '=', order.shop_user_id)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow());
  await queuePurchase(trx, order.id, 'pay');
  return label.id;
}

/** Resume (exception -> pending outbound): a label the carrier refused is tried again. */
export async function reopenReshipLabel(trx: Trx, order: OrderRow): Promise<void> {
  if (order.label_id === null) return;
  const reopened = await trx
    .updateTable('shipping_labels')
    .set({ status: 'buying', failure_key: null, failure_params: null })
    .where('id', '=', order.label_id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (reopened) await queuePurchase(trx, order.id, `resume:${new Date().toISOString()}`);
}
