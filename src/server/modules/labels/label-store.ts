import type { Selectable } from 'kysely';
import { LABEL_STATUSES } from '../../../domain/labels/label-center';
import type { LabelRow, LabelStatus } from '../../../domain/labels/label-center';
import type { CarrierMode, ShippingAddress } from '../../../domain/labels/labels';
import { dimensionSurchargeWarning } from '../../../domain/labels/rules';
import type { ParcelSize } from '../../../domain/labels/rules';
import { trackingLink } from '../../../domain/kernel/tracking';
import type { Language } from '../../../domain/kernel/users';
import type { ShippingLabelsTable } from '../../db/label-center-tables';
import { translate } from '../../http/messages';
import { isoOrNull, iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** The label center's rows: reading them, and what a row says to its reader. */

export type LabelRecord = Selectable<ShippingLabelsTable>;

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed for safety. */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const statusOf = (record: Pick<LabelRecord, 'status'>): LabelStatus =>
  LABEL_STATUSES.find((s) => s === record.status) ?? 'failed';

/** The row as the screens show it, its messages in the reader's language. */
export function labelRowOf(record: LabelRecord & { seller_name: string }, lang: Language): LabelRow {
  const parcel = jsonOf<ParcelSize>(record.parcel);
  const tracking = record.tracking_number ? trackingLink(record.tracking_number) : null;
  return {
    id: record.id,
    sellerId: record.seller_id,
    sellerName: record.seller_name,
    status: statusOf(record),
    mode: record.mode as CarrierMode,
    carrier: record.carrier,
    service: record.service,
    trackingNumber: record.tracking_number,
    trackingUrl: tracking?.url ?? null,
    signature: record.signature,
    rateCents: record.rate_cents,
    insuredCents: record.insured_cents,
    insurancePriceCents: record.insurance_price_cents,
    feeCents: record.fee_cents,
    from: jsonOf<ShippingAddress>(record.from_address),
    to: jsonOf<ShippingAddress>(record.to_address),
    parcel,
    surchargeWarning: dimensionSurchargeWarning(parcel),
    failureReason: record.failure_key
      ? translate(
          lang,
          record.failure_key,
          jsonOf<Record<string, unknown> | null>(record.failure_params) ?? {},
        )
      : null,
    refundReason: record.refund_reason_key ? translate(lang, record.refund_reason_key) : null,
    createdAt: iso(record.created_at),
    purchasedAt: isoOrNull(record.purchased_at),
    voidedAt: isoOrNull(record.voided_at),
    refundedAt: isoOrNull(record.refunded_at),
  };
}

/** Labels with their owner's name; `sellerId` narrows to one owner (a seller's own, or the admin's filter). */
export function labelQuery(db: Db, sellerId: number | undefined) {
  let query = db
    .selectFrom('shipping_labels as l')
    .innerJoin('users as u', 'u.id', 'l.seller_id')
    .selectAll('l')
    .select('u.realname as seller_name');
  if (sellerId !== undefined) query = query.where('l.seller_id', '=', sellerId);
  return query;
}

/**
 * An outbound order's label (a reship's): it has no hold of its own, the order's paid part pays it,
 * and only the order settles that money. The label center neither lists, captures nor voids it.
 */
export const isOrderLabel = (record: Pick<LabelRecord, 'hold_entry_id'>): boolean =>
  record.hold_entry_id === null;

/** The label center's own labels (not isOrderLabel), for its lists. */
export function labelCenterQuery(db: Db, sellerId: number | undefined) {
  return labelQuery(db, sellerId).where('l.hold_entry_id', 'is not', null);
}

/** One label, locked for the change about to be made to it. */
export function lockLabel(db: Db, id: number): Promise<LabelRecord | undefined> {
  return db.selectFrom('shipping_labels').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
