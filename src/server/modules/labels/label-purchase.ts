import type { Transaction } from 'kysely';
import { labelFeeCents } from '../../../domain/labels/label-center';
import type {
  LabelBuyRequest,
  LabelRates,
  LabelRatesRequest,
  LabelRow,
} from '../../../domain/labels/label-center';
import { rateSchema } from '../../../domain/labels/labels';
import type { Rate } from '../../../domain/labels/labels';
import { dimensionSurchargeWarning, insurancePriceCents } from '../../../domain/labels/rules';
import { FeeType } from '../../../domain/wallet/wallet';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requestKeyReused } from '../../http/request-keys';
import { enqueue } from '../../jobs/queue';
import { hold } from '../wallet/ledger-service';
import { personOf } from '../../http/session';
import { carrierFor } from './carrier-connection';
import { buyerIdOf, existingBuyerIdOf } from './label-owner';
import { jsonOf } from './label-store';
import { LABEL_PURCHASE_JOB } from './label-purchase-job';
import { labelById } from './label-reads';

/**
 * Buying a label (issue 15): rates are asked of the carrier and kept as quoted to the buyer; buying
 * holds the fee (fee type 25) and queues the carrier call, all in one transaction, so a label either
 * exists with its hold and its job or not at all. The idempotency key makes a double submit one label.
 */

export async function requestLabelRates(ctx: AuthedContext, request: LabelRatesRequest): Promise<LabelRates> {
  const carrier = await carrierFor(ctx.config);
  const quote = await carrier.rates(request);
  // After the carrier answered: a refused request writes nothing, not even the platform's account.
  const sellerId = await buyerIdOf(ctx);
  await ctx.db
    .insertInto('label_quotes')
    .values({
      shipment_id: quote.shipmentId,
      seller_id: sellerId,
      mode: carrier.mode,
      request: JSON.stringify(request),
      rates: JSON.stringify(quote.rates),
    })
    .execute();
  return {
    ...quote,
    mode: carrier.mode,
    surchargeWarning: dimensionSurchargeWarning(request.parcel),
  };
}

type QuotedRequest = { from: unknown; to: unknown; parcel: unknown; signature?: number };

export type PurchaseOpening = {
  sellerId: number;
  operatorId: number | null;
  key: string;
  fingerprint: string;
  quote: { shipmentId: string; mode: string; request: QuotedRequest; rate: Rate };
  insuranceCents: number;
};

/**
 * The label's row (buying) at the quoted rate; null when the key, or the shipment, already has one.
 * A reship order's label is made here too, its fee paid as a part of the order (reship-label.ts).
 */
export async function insertLabel(
  trx: Transaction<DB>,
  p: PurchaseOpening,
  feeCents = labelFeeCents(p.quote.rate.amountCents, p.insuranceCents),
): Promise<{ id: number } | undefined> {
  const { quote } = p;
  return trx
    .insertInto('shipping_labels')
    .values({
      seller_id: p.sellerId,
      idempotency_key: p.key,
      fingerprint: p.fingerprint,
      status: 'buying',
      mode: quote.mode,
      shipment_id: quote.shipmentId,
      rate_id: quote.rate.id,
      carrier: quote.rate.carrier,
      service: quote.rate.service,
      signature: quote.request.signature ?? 0,
      rate_cents: quote.rate.amountCents,
      insured_cents: p.insuranceCents,
      insurance_price_cents: insurancePriceCents(p.insuranceCents),
      fee_cents: feeCents,
      from_address: JSON.stringify(quote.request.from),
      to_address: JSON.stringify(quote.request.to),
      parcel: JSON.stringify(quote.request.parcel),
      operator_id: p.operatorId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * Inside the caller's transaction: the label (buying), its fee held (fee type 25) and its purchase
 * job. Null when the key, or the shipment, already has a label (nothing is held then).
 */
export async function openPurchase(trx: Transaction<DB>, p: PurchaseOpening): Promise<number | null> {
  const feeCents = labelFeeCents(p.quote.rate.amountCents, p.insuranceCents);
  const inserted = await insertLabel(trx, p, feeCents);
  if (!inserted) return null;
  const held = await hold(trx, {
    key: `label:${inserted.id}:hold`,
    sellerId: p.sellerId,
    amountCents: feeCents,
    feeType: FeeType.labelFee,
    relation: { type: 'label', ref: String(inserted.id) },
    operatorId: p.operatorId,
  });
  await trx
    .updateTable('shipping_labels')
    .set({ hold_entry_id: held.id })
    .where('id', '=', inserted.id)
    .execute();
  await enqueue(
    trx,
    LABEL_PURCHASE_JOB,
    { labelId: inserted.id },
    { maxAttempts: 5, singletonKey: `${LABEL_PURCHASE_JOB}:${inserted.id}` },
  );
  return inserted.id;
}

export async function buyLabel(ctx: AuthedContext, body: Required<LabelBuyRequest>): Promise<LabelRow> {
  const sellerId = await existingBuyerIdOf(ctx);
  if (sellerId === null) throw notFound('labels:center.errors.quoteNotFound');
  const key = body.idempotencyKey;
  const fingerprint = JSON.stringify([body.shipmentId, body.rateId, body.insuranceCents]);
  const quote = await ctx.db
    .selectFrom('label_quotes')
    .selectAll()
    .where('shipment_id', '=', body.shipmentId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  if (!quote) throw notFound('labels:center.errors.quoteNotFound');
  const rate = jsonOf<Rate[]>(quote.rates)
    .map((r) => rateSchema.parse(r))
    .find((r) => r.id === body.rateId);
  if (!rate) throw badRequest('labels:center.errors.rateNotQuoted');
  const asked = jsonOf<QuotedRequest>(quote.request);

  const labelId = await ctx.db.transaction().execute((trx) =>
    openPurchase(trx, {
      sellerId,
      operatorId: personOf(ctx.user).id,
      key,
      fingerprint,
      quote: { shipmentId: body.shipmentId, mode: quote.mode, request: asked, rate },
      insuranceCents: body.insuranceCents,
    }),
  );
  if (labelId !== null) return labelById(ctx, labelId);
  return repeatedPurchase(ctx, sellerId, key, fingerprint);
}

/** The same key again: the first purchase's label; another shipment's key, or a shipment bought twice, is refused. */
async function repeatedPurchase(
  ctx: AuthedContext,
  sellerId: number,
  key: string,
  fingerprint: string,
): Promise<LabelRow> {
  const first = await ctx.db
    .selectFrom('shipping_labels')
    .select(['id', 'fingerprint'])
    .where('seller_id', '=', sellerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!first) throw conflict('labels:carrier.alreadyBought');
  if (first.fingerprint !== fingerprint) throw requestKeyReused();
  return labelById(ctx, first.id);
}
