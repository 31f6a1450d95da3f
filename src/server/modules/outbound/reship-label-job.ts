import { z } from 'zod';
import type { OrderKind } from '../../../domain/outbound/kind-codes';
import { stepOf } from '../../../domain/outbound/kinds';
import type { JobHandler } from '../../jobs/worker';
import { jobEnvOf, platformActor } from '../../kernel/self-operated-account';
import type { JobEnv } from '../../kernel/self-operated-account';
import type { CarrierAdapter } from '../labels/carrier-adapter';
import { carrierFor } from '../labels/carrier-connection';
import { giveUpOrderLabel, purchaseOrderLabel, voidRecalledOrderLabel } from '../labels/order-labels';
import type { OrderLabelOutcome } from '../labels/order-labels';
import { applyStep, inOrderTransaction, lockOrder } from './order-engine';
import { RESHIP_LABEL_JOB } from './reship-label';

/**
 * The purchase of a reship's label (queued by the pay, reship-label.ts). Bought: the label's PDF is
 * stored as the file of each pair of the order, where the batch's zip and the warehouse's screens
 * find a ship-with-label order's label. Refused by the carrier: the order goes to status 7 with the
 * carrier's reason on its label; an admin's resume queues the purchase again. Recalled: what the
 * carrier sold is voided (the platform's refund: the recall gave the seller's label part back).
 */

export type ReshipLabelEnv = JobEnv;

/**
 * The order, if still waiting to leave, goes to status 7 (once) with the label's refusal as its reason.
 * A kind without an exception step (a flex shipment's box label) keeps its status: the refusal is on
 * its label.
 */
async function toException(env: ReshipLabelEnv, orderId: number) {
  const ctx = await platformActor(env, RESHIP_LABEL_JOB);
  await inOrderTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, orderId, {});
    if (stepOf(order.kind as OrderKind, order.status, 'exception', 'system').ok)
      await applyStep(ctx, trx, order, 'exception', 'system');
  });
}

/** The bought label's PDF, as the file of every pair of the order (the seller may read it). */
async function attachLabelFile(
  env: ReshipLabelEnv,
  carrier: CarrierAdapter,
  order: { id: number; shop_user_id: number },
  record: OrderLabelOutcome['record'],
) {
  const file = await carrier.labelFile(record.shipment_id);
  const hash = await env.files.put(file.bytes);
  await env.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('files')
      .values({
        hash,
        mime: 'application/pdf',
        size: file.bytes.length,
        original_name: `label-${record.tracking_number ?? record.id}.pdf`,
        uploaded_by: order.shop_user_id,
      })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await trx
      .insertInto('file_uploads')
      .values({ hash, user_id: order.shop_user_id })
      .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
      .execute();
    await trx
      .updateTable('outbound_order_items')
      .set({ label_file: hash })
      .where('order_id', '=', order.id)
      .execute();
  });
}

/** One attempt at the order's label: what the job does (tests call it directly too). */
export async function runReshipLabel(
  env: ReshipLabelEnv,
  carrier: CarrierAdapter,
  orderId: number,
): Promise<void> {
  const order = await orderOf(env, orderId);
  if (!order || order.label_id === null) return;
  if (order.recalled_at === null) {
    const { record, refusedNow } = await purchaseOrderLabel(env.db, carrier, order.label_id);
    if (refusedNow) await toException(env, order.id);
    if (record.status === 'purchased') await attachLabelFile(env, carrier, order, record);
    // A recall that came while the carrier was selling it: this purchase voids what it bought.
    if ((await orderOf(env, orderId))?.recalled_at === null) return;
  }
  await voidRecalledOrderLabel(env.db, carrier, order.label_id);
}

const orderOf = (env: ReshipLabelEnv, orderId: number) =>
  env.db
    .selectFrom('outbound_orders')
    .select(['id', 'shop_user_id', 'label_id', 'recalled_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();

/** The order's label, given up after the carrier failed every attempt; false when the order has none. */
export async function giveUpLabelOfOrder(db: ReshipLabelEnv['db'], orderId: number): Promise<boolean> {
  const order = await db
    .selectFrom('outbound_orders')
    .select('label_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order?.label_id) return false;
  await giveUpOrderLabel(db, order.label_id);
  return true;
}

const payloadSchema = z.object({ orderId: z.number().int() });
export const reshipLabelJob: JobHandler = {
  run: async (payload, ctx) => {
    await runReshipLabel(jobEnvOf(ctx), await carrierFor(ctx.config), payloadSchema.parse(payload).orderId);
  },
  onFailure: async (payload, _reason, final, ctx) => {
    if (!final) return;
    // The carrier kept timing out or was down on every attempt: the order waits for an admin's resume.
    const { orderId } = payloadSchema.parse(payload);
    if (await giveUpLabelOfOrder(ctx.db, orderId)) await toException(jobEnvOf(ctx), orderId);
  },
};
