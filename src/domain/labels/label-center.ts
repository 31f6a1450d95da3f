import { z } from 'zod';
import { printOptionFields } from '../kernel/printing';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyField } from '../kernel/request-key';
import { CARRIER_MODES, insuranceCentsSchema, rateSchema, rateRequestSchema } from './labels';
import { insurancePriceCents } from './rules';

/**
 * The label center (issue 15, item 3): a seller buys shipping labels with the wallet (fee type 25, held
 * then captured), lists them, prints them, and voids them (fee type 24 credits the wallet once the
 * carrier settles the refund). The admin's LabelCenter sees every seller's labels and buys for the
 * platform's self-operated account.
 *
 *   POST /label_center/rates  labelRatesRequest  -> LabelRates
 *   POST /label_center/buy    labelBuyRequest    -> LabelRow (status buying; the carrier call runs as a job)
 *   POST /label_center/list   labelListRequest   -> Page<LabelRow>
 *   GET  /label_center/get    labelIdRequest     -> LabelRow
 *   POST /label_center/void   labelIdRequest     -> LabelRow (refund pending, or refund rejected)
 *   GET  /label_center/print  labelPrintRequest  -> 4in x 6in PDF (inline) or ZPL (download)
 */

/** A label's life: bought with a hold, captured once the carrier sells it; voided, then settled. */
export const LABEL_STATUSES = [
  'buying',
  'purchased',
  'refund_pending',
  'refunded',
  'refund_rejected',
  'failed',
] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

export const LABEL_STATUS_KEY: Record<LabelStatus, string> = {
  buying: 'labels:center.status.buying',
  purchased: 'labels:center.status.purchased',
  refund_pending: 'labels:center.status.refundPending',
  refunded: 'labels:center.status.refunded',
  refund_rejected: 'labels:center.status.refundRejected',
  failed: 'labels:center.status.failed',
};

/** A label voided at the carrier: its refund asked for, then settled or refused. */
export const isVoidedLabel = (status: LabelStatus) =>
  status === 'refund_pending' || status === 'refunded' || status === 'refund_rejected';

/**
 * A label bought for an order (a reship's, a flex shipment's box) as its order shows it: tracking once
 * bought, the carrier's reason if refused.
 */
export const orderLabelView = z.object({
  status: z.enum(LABEL_STATUSES),
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The order was recalled while its label was being bought: it never will be (failureReason says so). */
  cancelled: z.boolean(),
});
export type OrderLabelView = z.infer<typeof orderLabelView>;

/** Only a bought label that has not been voided can be voided (the carrier may still refuse). */
export const canVoidLabel = (status: LabelStatus) => status === 'purchased';
/** A label that exists at the carrier can be printed again. */
export const canPrintLabel = (status: LabelStatus) => status !== 'buying' && status !== 'failed';

/** What the wallet is charged (fee type 25): the rate (its signature option priced in) and the insurance. */
export function labelFeeCents(rateCents: number, insuredCents: number): number {
  return rateCents + insurancePriceCents(insuredCents);
}

export const labelRatesRequest = rateRequestSchema;
export type LabelRatesRequest = z.input<typeof labelRatesRequest>;

export const labelRatesSchema = z.object({
  shipmentId: z.string(),
  rates: z.array(rateSchema),
  mode: z.enum(CARRIER_MODES),
  /** labels:parcel.surcharge* when the parcel's size costs extra, else null. */
  surchargeWarning: z.string().nullable(),
});
export type LabelRates = z.infer<typeof labelRatesSchema>;

export const labelBuyRequest = z.strictObject({
  /** One per purchase attempt, made by the client: a double click or a resend buys one label. */
  idempotencyKey: requestKeyField,
  shipmentId: z.string().trim().min(1).max(100),
  rateId: z.string().trim().min(1).max(100),
  insuranceCents: insuranceCentsSchema.default(0),
});
export type LabelBuyRequest = z.input<typeof labelBuyRequest>;

/** An address as answered (the request's schema normalises, which an answer's schema may not). */
export const addressRowSchema = z.object({
  name: z.string(),
  company: z.string().optional(),
  street1: z.string(),
  street2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

const parcelRowSchema = z.object({
  weightOz: z.number(),
  lengthIn: z.number(),
  widthIn: z.number(),
  heightIn: z.number(),
});

export const labelRowSchema = z.object({
  id: z.number(),
  sellerId: z.number(),
  sellerName: z.string(),
  status: z.enum(LABEL_STATUSES),
  mode: z.enum(CARRIER_MODES),
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  signature: z.number(),
  rateCents: z.number(),
  insuredCents: z.number(),
  insurancePriceCents: z.number(),
  feeCents: z.number(),
  from: addressRowSchema,
  to: addressRowSchema,
  parcel: parcelRowSchema,
  surchargeWarning: z.string().nullable(),
  /** Why buying failed: a message in the caller's language. */
  failureReason: z.string().nullable(),
  /** Why the carrier refused the refund. */
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  purchasedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type LabelRow = z.infer<typeof labelRowSchema>;

export const labelListRequest = z.strictObject({
  ...pagingFields,
  status: z.enum(LABEL_STATUSES).optional(),
  /** Admin only: one seller's labels (the sellers' own list is always theirs). */
  sellerId: rowId.optional(),
});
export type LabelListRequest = z.infer<typeof labelListRequest>;

export const labelIdRequest = z.strictObject({ id: rowId });
export type LabelIdRequest = z.infer<typeof labelIdRequest>;

export const labelPrintRequest = z.strictObject({ id: rowId, ...printOptionFields });
