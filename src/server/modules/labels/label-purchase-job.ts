import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { PurchasedLabel } from '../../../domain/labels/labels';
import { FeeType } from '../../../domain/wallet/wallet';
import type { DB } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import { capture, release } from '../wallet/ledger-service';
import type { CarrierAdapter } from './carrier-adapter';
import { carrierFor } from './carrier-connection';
import { CarrierError } from './carrier-errors';
import type { CarrierFailure } from './carrier-errors';
import { isOrderLabel, lockLabel } from './label-store';
import type { LabelRecord } from './label-store';

/**
 * The carrier call of a purchase, as a job: it survives a restart, and a retry finds a shipment the
 * carrier already sold (the server died after buying, before recording it) rather than buying twice.
 * Bought: the hold is captured. Refused by the carrier: the hold is released and the label shows why.
 */
export const LABEL_PURCHASE_JOB = 'labels.purchase';

const payloadSchema = z.object({ labelId: z.number().int() });

/** Refusals that another attempt would only repeat. Timeouts and outages are retried. */
const FINAL: ReadonlySet<CarrierFailure> = new Set(['addressInvalid', 'rateExpired', 'notFound', 'rejected']);

/** What the carrier sold for the label's shipment, or null if it sold nothing. */
export async function soldAtCarrier(
  carrier: CarrierAdapter,
  record: Pick<LabelRecord, 'shipment_id'>,
): Promise<PurchasedLabel | null> {
  try {
    return await carrier.label(record.shipment_id);
  } catch (error) {
    if (error instanceof CarrierError && error.failure === 'notFound') return null;
    throw error;
  }
}

/** The label as the carrier has it: already bought (a retry), or bought now. */
export async function boughtAtCarrier(carrier: CarrierAdapter, record: LabelRecord): Promise<PurchasedLabel> {
  const sold = await soldAtCarrier(carrier, record);
  if (sold) return sold;
  try {
    return await carrier.buyLabel({
      shipmentId: record.shipment_id,
      rateId: record.rate_id,
      insuranceCents: record.insured_cents,
    });
  } catch (error) {
    if (error instanceof CarrierError && error.failure === 'alreadyBought')
      return carrier.label(record.shipment_id);
    throw error;
  }
}

/** Records the bought label and captures its hold, once. */
export function recordPurchase(db: Kysely<DB>, labelId: number, bought: PurchasedLabel): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const record = await lockLabel(trx, labelId);
    if (!record || record.status !== 'buying') return;
    // The order's label part pays an order's label (order-money.ts).
    const captured = isOrderLabel(record)
      ? null
      : await capture(trx, {
          key: `label:${labelId}:capture`,
          holdEntryId: Number(record.hold_entry_id),
          operatorId: record.operator_id,
          feeType: FeeType.labelFee,
        });
    await trx
      .updateTable('shipping_labels')
      .set({
        status: 'purchased',
        carrier: bought.carrier,
        service: bought.service,
        tracking_number: bought.trackingNumber,
        tracker_id: bought.trackerId,
        capture_entry_id: captured?.id ?? null,
        purchased_at: new Date(),
      })
      .where('id', '=', labelId)
      .execute();
  });
}

/** The purchase failed: its hold goes back to available, and the label keeps the reason. */
export function recordFailure(
  db: Kysely<DB>,
  labelId: number,
  key: string,
  params: Record<string, string> = {},
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const record = await lockLabel(trx, labelId);
    if (!record || record.status !== 'buying') return;
    if (record.hold_entry_id !== null)
      await release(trx, {
        key: `label:${labelId}:release`,
        holdEntryId: Number(record.hold_entry_id),
        operatorId: record.operator_id,
        feeType: FeeType.labelFee,
      });
    await trx
      .updateTable('shipping_labels')
      .set({ status: 'failed', failure_key: key, failure_params: JSON.stringify(params) })
      .where('id', '=', labelId)
      .execute();
  });
}

export type PurchaseAttempt =
  | { bought: PurchasedLabel }
  | { refused: { failure: CarrierFailure; key: string; params: Record<string, string> } };

/** The carrier's answer to one attempt: bought, or a final refusal; anything worth retrying is thrown. */
export async function attemptPurchase(
  carrier: CarrierAdapter,
  record: LabelRecord,
): Promise<PurchaseAttempt> {
  try {
    return { bought: await boughtAtCarrier(carrier, record) };
  } catch (error) {
    if (!(error instanceof CarrierError && FINAL.has(error.failure))) throw error;
    const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]));
    return { refused: { failure: error.failure, key: error.msgKey, params } };
  }
}

/** One attempt at a purchase: what the purchase job does (tests call it directly too). */
export async function runLabelPurchase(
  db: Kysely<DB>,
  carrier: CarrierAdapter,
  labelId: number,
): Promise<void> {
  const record = await db
    .selectFrom('shipping_labels')
    .selectAll()
    .where('id', '=', labelId)
    .executeTakeFirst();
  if (!record || record.status !== 'buying') return;
  const attempt = await attemptPurchase(carrier, record);
  if ('refused' in attempt) await recordFailure(db, labelId, attempt.refused.key, attempt.refused.params);
  else await recordPurchase(db, labelId, attempt.bought);
}

export const labelPurchaseJob: JobHandler = {
  run: async (payload, ctx) => {
    await runLabelPurchase(ctx.db, await carrierFor(ctx.config), payloadSchema.parse(payload).labelId);
  },
  onFailure: async (payload, _reason, final, ctx) => {
    // The carrier kept timing out or was down on every attempt: give the money back.
    if (final)
      await recordFailure(ctx.db, payloadSchema.parse(payload).labelId, 'labels:center.errors.carrierGaveUp');
  },
};
