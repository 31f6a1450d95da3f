import { labelFeeCents } from '../../../domain/labels/label-center';
import { shippingAddressSchema } from '../../../domain/labels/labels';
import type { Rate, RateQuote, RateRequest, ShippingAddress } from '../../../domain/labels/labels';
import { reshipParcel, reshipRate } from '../../../domain/labels/reship-label';
import type { AppConfig } from '../../config';
import type { AuthedContext } from '../../http/context';
import { AppError, badRequest, conflict } from '../../http/errors';
import { translate } from '../../http/messages';
import type { Db } from '../../kernel/db-helpers';
import { carrierFor } from '../labels/carrier-connection';
import { keepQuote, platformSenderAddress } from '../labels/order-labels';
import type { OrderRow } from './order-engine';

/**
 * A reship's carrier label, quoted through the labels adapter (the carrier simulator or EasyPost):
 * from the platform's default sender address (its address book, the admin's self-operated area) to
 * the address the seller chose on the order, for one parcel of its pairs. A carrier refusal (an
 * address it cannot deliver to, a parcel past its limits) is thrown as the carrier's own message.
 */

export type LabelQuoteColumns = Pick<OrderRow, 'label_fee_cents' | 'label_shipment_id' | 'label_rate_id'>;

async function labelRequest(db: Db, to: ShippingAddress, pairs: number): Promise<RateRequest> {
  const from = await platformSenderAddress(db);
  if (!from) throw conflict('outbound:errors.noSenderAddress');
  return { from, to, parcel: reshipParcel(pairs), signature: 0 };
}

type Quoted = { request: RateRequest; quote: RateQuote; rate: Rate; mode: string };

/** The carrier's rates for the parcel and the one the label is bought at. */
export async function quoteReshipParcel(
  db: Db,
  config: AppConfig,
  to: ShippingAddress,
  pairs: number,
  prefer?: Pick<Rate, 'carrier' | 'service'>,
): Promise<Quoted> {
  const request = await labelRequest(db, to, pairs);
  const carrier = await carrierFor(config);
  const quote = await carrier.rates(request);
  const rate = reshipRate(quote.rates, prefer);
  if (!rate) throw badRequest('outbound:errors.noLabelRate');
  return { request, quote, rate, mode: carrier.mode };
}

/** What the preview shows: the label fee the approval would quote now, or why the carrier cannot. */
export async function previewLabelFee(
  ctx: AuthedContext,
  to: ShippingAddress | undefined,
  pairs: number,
): Promise<{ labelFeeCents: number | null; labelRefusal: string | null }> {
  if (!to) return { labelFeeCents: null, labelRefusal: null };
  try {
    const { rate } = await quoteReshipParcel(ctx.db, ctx.config, to, pairs);
    return { labelFeeCents: labelFeeCents(rate.amountCents, 0), labelRefusal: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { labelFeeCents: null, labelRefusal: translate(ctx.lang, error.msgKey, error.params) };
  }
}

/** Approval: the label fee, with the shipment and rate kept (label_quotes) for the purchase at pay. */
export async function quoteReshipLabel(
  db: Db,
  config: AppConfig,
  order: OrderRow,
  pairs: number,
): Promise<LabelQuoteColumns> {
  const stored: unknown = order.address;
  const to = shippingAddressSchema.parse(typeof stored === 'string' ? JSON.parse(stored) : stored);
  const { request, quote, rate, mode } = await quoteReshipParcel(db, config, to, pairs);
  await keepQuote(db, order.shop_user_id, mode, request, quote);
  return {
    label_fee_cents: labelFeeCents(rate.amountCents, 0),
    label_shipment_id: quote.shipmentId,
    label_rate_id: rate.id,
  };
}
