import type { Kysely, Transaction } from 'kysely';
import { shippingAddressOf } from '../../../domain/labels/addresses';
import { rateSchema } from '../../../domain/labels/labels';
import type {
  Parcel,
  PurchasedLabel,
  RateQuote,
  RateRequest,
  ShippingAddress,
} from '../../../domain/labels/labels';
import { ORDER_LABEL_RECALLED_KEY } from '../../../domain/outbound/outbound';
import type { OrderLabelView } from '../../../domain/outbound/outbound';
import { reshipRate } from '../../../domain/labels/reship-label';
import { trackingLink } from '../../../domain/kernel/tracking';
import type { Language } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import { translate } from '../../http/messages';
import type { Db } from '../../kernel/db-helpers';
import { defaultAddress } from './address-store';
import type { CarrierAdapter } from './carrier-adapter';
import { insertLabel } from './label-purchase';
import type { PurchaseOpening } from './label-purchase';
import { attemptPurchase, recordFailure, recordPurchase, soldAtCarrier } from './label-purchase-job';
import { recordVoid } from './label-refunds';
import { jsonOf, statusOf } from './label-store';
import type { LabelRecord } from './label-store';

/**
 * What the labels module offers an order that carries a label of the label center (a reship,
 * issue 16): the platform's sender address, the quote kept, the label made at the quoted rate
 * without a hold of its own (the order's paid part pays it), its purchase, and how it reads.
 */

/** The platform's default address (its address book, the admin's self-operated area): labels ship from it. */
export async function platformSenderAddress(db: Db): Promise<ShippingAddress | null> {
  const found = await defaultAddress(db, { sellerId: null });
  return found ? shippingAddressOf(found) : null;
}

/** Keeps a quote as the label center keeps one, so the purchase is priced from it. */
export async function keepQuote(
  db: Db,
  sellerId: number,
  mode: string,
  request: RateRequest,
  quote: RateQuote,
) {
  await db
    .insertInto('label_quotes')
    .values({
      shipment_id: quote.shipmentId,
      seller_id: sellerId,
      mode,
      request: JSON.stringify(request),
      rates: JSON.stringify(quote.rates),
    })
    .execute();
}

export type OrderLabelOpening = {
  sellerId: number;
  operatorId: number;
  key: string;
  shipmentId: string;
  rateId: string;
  feeCents: number;
};

/** The order's label (buying) at its quoted rate; the key's label if it has one; null if the rate was never quoted. */
export async function openOrderLabel(trx: Transaction<DB>, o: OrderLabelOpening): Promise<number | null> {
  const quote = await trx
    .selectFrom('label_quotes')
    .selectAll()
    .where('shipment_id', '=', o.shipmentId)
    .executeTakeFirst();
  const rate = jsonOf<unknown[]>(quote?.rates ?? [])
    .map((r) => rateSchema.parse(r))
    .find((r) => r.id === o.rateId);
  if (!quote || !rate) return null;
  const opening: PurchaseOpening = {
    sellerId: o.sellerId,
    operatorId: o.operatorId,
    key: o.key,
    fingerprint: o.key,
    quote: {
      shipmentId: quote.shipment_id,
      mode: quote.mode,
      request: jsonOf<PurchaseOpening['quote']['request']>(quote.request),
      rate,
    },
    insuranceCents: 0,
  };
  const made = await insertLabel(trx, opening, o.feeCents);
  if (made) return made.id;
  const first = await trx
    .selectFrom('shipping_labels')
    .select('id')
    .where('seller_id', '=', o.sellerId)
    .where('idempotency_key', '=', o.key)
    .executeTakeFirstOrThrow();
  return first.id;
}

/** A label the carrier refused, back to buying (to be tried again); false when it was not refused. */
export async function reopenFailedLabel(trx: Transaction<DB>, labelId: number): Promise<boolean> {
  const reopened = await trx
    .updateTable('shipping_labels')
    .set({ status: 'buying', failure_key: null, failure_params: null })
    .where('id', '=', labelId)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return reopened !== undefined;
}

/** The quoted rate expired before the purchase: the same parcel quoted again, kept on the label. */
async function requoted(db: Kysely<DB>, carrier: CarrierAdapter, record: LabelRecord): Promise<LabelRecord> {
  const quote = await carrier.rates({
    from: jsonOf<ShippingAddress>(record.from_address),
    to: jsonOf<ShippingAddress>(record.to_address),
    parcel: jsonOf<Parcel>(record.parcel),
    signature: record.signature,
  });
  const rate = reshipRate(quote.rates, record);
  if (!rate) return record;
  return db
    .updateTable('shipping_labels')
    .set({
      shipment_id: quote.shipmentId,
      rate_id: rate.id,
      carrier: rate.carrier,
      service: rate.service,
      rate_cents: rate.amountCents,
    })
    .where('id', '=', record.id)
    .where('status', '=', 'buying')
    .returningAll()
    .executeTakeFirstOrThrow();
}

const labelOf = (db: Kysely<DB>, id: number) =>
  db.selectFrom('shipping_labels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export type OrderLabelOutcome = { record: LabelRecord; refusedNow: boolean };

/**
 * One attempt at an order's label (a retry finds what the carrier already sold): the label as it now
 * is, and whether the carrier refused it in this attempt (the refusal is kept on the label).
 */
export async function purchaseOrderLabel(
  db: Kysely<DB>,
  carrier: CarrierAdapter,
  labelId: number,
): Promise<OrderLabelOutcome> {
  const record = await labelOf(db, labelId);
  if (record.status !== 'buying') return { record, refusedNow: false };
  let attempt = await attemptPurchase(carrier, record);
  if ('refused' in attempt && attempt.refused.failure === 'rateExpired')
    attempt = await attemptPurchase(carrier, await requoted(db, carrier, record));
  if ('refused' in attempt) await recordFailure(db, labelId, attempt.refused.key, attempt.refused.params);
  else await recordPurchase(db, labelId, attempt.bought);
  return { record: await labelOf(db, labelId), refusedNow: 'refused' in attempt };
}

/** The carrier gave up on every attempt (timeouts, outages): the label is refused with that reason. */
export const giveUpOrderLabel = (db: Kysely<DB>, labelId: number) =>
  recordFailure(db, labelId, 'labels:center.errors.carrierGaveUp');

/**
 * The order was recalled (in its transaction): a label still being bought never will be, and the
 * caller queues the void of one the carrier may have sold meanwhile (voidRecalledOrderLabel).
 */
export async function stopOrderLabel(trx: Transaction<DB>, labelId: number): Promise<void> {
  await trx
    .updateTable('shipping_labels')
    .set({ status: 'failed', failure_key: ORDER_LABEL_RECALLED_KEY, failure_params: null })
    .where('id', '=', labelId)
    .where('status', '=', 'buying')
    .execute();
}

/**
 * A recalled order's label, voided at the carrier if the carrier sold it: the platform asks for the
 * refund of a label nobody will use (the seller's label part was released by the recall, so the refund
 * is the platform's, and settles without a wallet entry: label-refunds.ts). A purchase that raced the
 * recall and was sold after it is recorded first, then voided. Voided already: nothing more.
 */
export async function voidRecalledOrderLabel(
  db: Kysely<DB>,
  carrier: CarrierAdapter,
  labelId: number,
): Promise<void> {
  const record = await labelOf(db, labelId);
  if (record.status !== 'purchased' && record.status !== 'failed') return;
  const sold = await soldAtCarrier(carrier, record);
  if (!sold) return;
  if (record.status === 'failed') await recordSoldAfterRecall(db, labelId, sold);
  // Two attempts at once (the pay's job and the recall's): the first to get here voids it.
  if ((await labelOf(db, labelId)).status !== 'purchased') return;
  await recordVoid(db, labelId, await carrier.voidLabel(record.shipment_id));
}

/** The carrier sold the label of a recalled order after all (a purchase in flight): its facts, to void it. */
async function recordSoldAfterRecall(db: Kysely<DB>, labelId: number, sold: PurchasedLabel) {
  await db
    .updateTable('shipping_labels')
    .set({
      status: 'purchased',
      failure_key: null,
      carrier: sold.carrier,
      service: sold.service,
      tracking_number: sold.trackingNumber,
      tracker_id: sold.trackerId,
      purchased_at: new Date(),
    })
    .where('id', '=', labelId)
    .where('status', '=', 'failed')
    .execute();
}

/** A label as its order shows it (the order query joins shipping_labels as l). */
export const ORDER_LABEL_COLUMNS = [
  'l.status as l_status',
  'l.carrier as l_carrier',
  'l.service as l_service',
  'l.tracking_number as l_tracking',
  'l.failure_key as l_failure_key',
  'l.failure_params as l_failure_params',
] as const;

type LabelColumns = {
  l_status: string | null;
  l_carrier: string | null;
  l_service: string | null;
  l_tracking: string | null;
  l_failure_key: string | null;
  l_failure_params: unknown;
};

export function orderLabelOf(row: LabelColumns, lang: Language): OrderLabelView | null {
  if (row.l_status === null) return null;
  return {
    status: statusOf({ status: row.l_status }),
    carrier: row.l_carrier ?? '',
    service: row.l_service ?? '',
    trackingNumber: row.l_tracking,
    trackingUrl: row.l_tracking ? (trackingLink(row.l_tracking)?.url ?? null) : null,
    cancelled: row.l_failure_key === ORDER_LABEL_RECALLED_KEY,
    failureReason: row.l_failure_key
      ? translate(lang, row.l_failure_key, jsonOf<Record<string, unknown> | null>(row.l_failure_params) ?? {})
      : null,
  };
}
