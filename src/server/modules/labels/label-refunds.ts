import type { Kysely, Transaction } from 'kysely';
import { isVoidedLabel } from '../../../domain/labels/label-center';
import type { LabelRow } from '../../../domain/labels/label-center';
import { carrierHasScanned } from '../../../domain/labels/rules';
import type { RefundStatus } from '../../../domain/labels/rules';
import { FeeType } from '../../../domain/wallet/wallet';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { JobHandler } from '../../jobs/worker';
import { refund } from '../wallet/ledger-service';
import { carrierFor } from './carrier-connection';
import { findLabelRecord, labelById } from './label-reads';
import { isOrderLabel, lockLabel, statusOf } from './label-store';
import type { LabelRecord } from './label-store';

/**
 * Voiding a label: the carrier is asked for the refund, which settles later (within 30 days). The
 * refund job asks the carrier about every pending refund; a settled one credits the wallet (fee type
 * 24, a refund of the captured fee) exactly once, a refused one is kept with its reason.
 */
export const LABEL_REFUNDS_JOB = 'labels.refunds';

const REFUSED_REASON = 'labels:center.refundRefused.scanned';

function voidRefusal(record: Pick<LabelRecord, 'status'>) {
  if (isVoidedLabel(statusOf(record))) return conflict('labels:center.errors.alreadyVoided');
  return conflict('labels:center.errors.notVoidable');
}

/** The carrier's answer about a refund, recorded on a locked label waiting for it. */
async function applyRefundStatus(
  trx: Transaction<DB>,
  record: LabelRecord,
  status: RefundStatus,
): Promise<void> {
  if (status === 'refunded') {
    // An order's label (a recalled reship's): its seller's part was released, the refund is the platform's.
    const credited = isOrderLabel(record)
      ? null
      : await refund(trx, {
          key: `label:${record.id}:refund`,
          sellerId: record.seller_id,
          amountCents: record.fee_cents,
          feeType: FeeType.labelRefund,
          relation: { type: 'label', ref: String(record.id) },
          operatorId: null,
          refundsEntryId: Number(record.capture_entry_id),
        });
    await trx
      .updateTable('shipping_labels')
      .set({ status: 'refunded', refund_entry_id: credited?.id ?? null, refunded_at: new Date() })
      .where('id', '=', record.id)
      .execute();
    return;
  }
  if (status === 'rejected') {
    await trx
      .updateTable('shipping_labels')
      .set({ status: 'refund_rejected', refund_reason_key: REFUSED_REASON })
      .where('id', '=', record.id)
      .execute();
    return;
  }
  if (record.status === 'purchased')
    await trx
      .updateTable('shipping_labels')
      .set({ status: 'refund_pending', voided_at: new Date() })
      .where('id', '=', record.id)
      .execute();
}

/** The carrier's answer to a void, recorded on the bought label (refused if it was voided meanwhile). */
export function recordVoid(db: Kysely<DB>, id: number, status: RefundStatus): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockLabel(trx, id);
    if (!locked) throw notFound('labels:center.errors.notFound');
    if (locked.status !== 'purchased') throw voidRefusal(locked);
    await trx.updateTable('shipping_labels').set({ voided_at: new Date() }).where('id', '=', id).execute();
    await applyRefundStatus(trx, locked, status);
  });
}

export async function voidLabel(ctx: AuthedContext, id: number): Promise<LabelRow> {
  const record = await findLabelRecord(ctx, id);
  // Voided here, an order's label would be refunded besides the order's own release or capture.
  if (isOrderLabel(record)) throw conflict('labels:center.errors.orderLabel');
  if (record.status !== 'purchased' || !record.tracker_id) throw voidRefusal(record);
  const carrier = await carrierFor(ctx.config);
  const tracking = await carrier.tracking(record.tracker_id);
  if (carrierHasScanned(tracking.status)) throw conflict('labels:center.errors.scanned');
  const status = await carrier.voidLabel(record.shipment_id);
  await recordVoid(ctx.db, id, status);
  return labelById(ctx, id);
}

/** What the carrier says of a pending refund: settled (credited once) or refused; true if it changed. */
export async function recordRefundAnswer(
  db: Kysely<DB>,
  id: number,
  refundStatus: RefundStatus,
): Promise<boolean> {
  if (refundStatus !== 'refunded' && refundStatus !== 'rejected') return false;
  return db.transaction().execute(async (trx) => {
    const locked = await lockLabel(trx, id);
    if (!locked || locked.status !== 'refund_pending') return false;
    await applyRefundStatus(trx, locked, refundStatus);
    return true;
  });
}

/** Asks the carrier about every pending refund; returns how many settled or were refused. */
export async function pollLabelRefunds(db: Kysely<DB>, config: AppConfig): Promise<number> {
  const pending = await db
    .selectFrom('shipping_labels')
    .select(['id', 'shipment_id'])
    .where('status', '=', 'refund_pending')
    .orderBy('id')
    .limit(500)
    .execute();
  if (pending.length === 0) return 0;
  const carrier = await carrierFor(config);
  let changed = 0;
  for (const { id, shipment_id } of pending) {
    const { refundStatus } = await carrier.label(shipment_id);
    if (await recordRefundAnswer(db, id, refundStatus)) changed += 1;
  }
  return changed;
}

export const labelRefundsJob: JobHandler = {
  run: async (_payload, ctx) => {
    const changed = await pollLabelRefunds(ctx.db, ctx.config);
    if (changed > 0) ctx.log.info({ changed }, 'label refunds settled');
  },
};
