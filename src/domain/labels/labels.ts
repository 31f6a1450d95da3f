/**
 * Shipping labels: the shapes of addresses, parcels, rates, label purchases, refunds and tracking,
 * shared by the carrier adapter, the label center and its tests. Pure rules are in labels-rules.ts.
 */
import { z } from 'zod';
import { INT4_MAX } from '../kernel/request-fields';
import {
  insuranceProblem,
  parcelProblems,
  REFUND_STATUSES,
  SIGNATURE_CODES,
  TRACKING_STATUSES,
} from './rules';
import type { SignatureCode } from './rules';

/** Which carrier service answers: the local simulator or EasyPost. Screens name the simulator. */
export const CARRIER_MODES = ['simulator', 'easypost'] as const;
export type CarrierMode = (typeof CARRIER_MODES)[number];

const text = (max: number) => z.string().trim().max(max);

export const shippingAddressSchema = z.object({
  name: text(100).min(1),
  company: text(100).optional(),
  street1: text(200).min(1),
  street2: text(200).optional(),
  city: text(100).min(1),
  state: text(50).min(1),
  zip: text(20).min(1),
  /** ISO 3166 two-letter code. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .default('US'),
  phone: text(30).optional(),
  email: z.string().trim().email().max(200).optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A bound far past the carriers' (labels-rules.ts), so their own messages name the real limits. */
const SANE_MAX = 1_000_000;

/** Weight in ounces and dimensions in inches, within the carriers' bounds (labels-rules.ts). */
export const parcelSchema = z
  .object({
    weightOz: z.number().positive().max(SANE_MAX),
    lengthIn: z.number().positive().max(SANE_MAX),
    widthIn: z.number().positive().max(SANE_MAX),
    heightIn: z.number().positive().max(SANE_MAX),
  })
  .superRefine((parcel, ctx) => {
    for (const problem of parcelProblems(parcel))
      ctx.addIssue({
        code: 'custom',
        path: [problem.field],
        message: problem.reason,
        params: problem.params,
      });
  });
export type Parcel = z.infer<typeof parcelSchema>;

export const signatureCodeSchema = z
  .number()
  .int()
  .min(0)
  .max(2)
  .refine((n): n is SignatureCode => (SIGNATURE_CODES as readonly number[]).includes(n), {
    message: 'must be 0 (none), 1 (signature required) or 2 (adult signature required)',
  });

/** Insured value in cents: free up to $100, priced above (insurancePriceCents). */
export const insuranceCentsSchema = z
  .number()
  .int()
  .min(-INT4_MAX)
  .max(INT4_MAX)
  .superRefine((amount, ctx) => {
    const problem = insuranceProblem(amount);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.reason });
  });

/** Ask for rates: the signature option is part of the shipment, so the rates include its price. */
export const rateRequestSchema = z.object({
  from: shippingAddressSchema,
  to: shippingAddressSchema,
  parcel: parcelSchema,
  signature: signatureCodeSchema.default(0),
});
export type RateRequest = z.input<typeof rateRequestSchema>;

export const rateSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  deliveryDays: z.number().int().nullable(),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateQuoteSchema = z.object({
  shipmentId: z.string(),
  rates: z.array(rateSchema),
});
export type RateQuote = z.infer<typeof rateQuoteSchema>;

export const labelPurchaseSchema = z.object({
  shipmentId: z.string().min(1),
  rateId: z.string().min(1),
  insuranceCents: insuranceCentsSchema.default(0),
});
export type LabelPurchase = z.input<typeof labelPurchaseSchema>;

export const refundStatusSchema = z.enum(REFUND_STATUSES);
export const trackingStatusSchema = z.enum(TRACKING_STATUSES);

export const purchasedLabelSchema = z.object({
  shipmentId: z.string(),
  trackingNumber: z.string(),
  trackerId: z.string(),
  carrier: z.string(),
  service: z.string(),
  postageCents: z.number().int(),
  insuranceCents: z.number().int(),
  signature: signatureCodeSchema,
  /** Where the carrier serves the 4in x 6in PDF. */
  labelUrl: z.string(),
  refundStatus: refundStatusSchema,
});
export type PurchasedLabel = z.infer<typeof purchasedLabelSchema>;

export const trackingEventSchema = z.object({
  status: trackingStatusSchema,
  message: z.string(),
  at: z.string(),
  location: z.string().nullable(),
});

export const trackingSchema = z.object({
  trackerId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  status: trackingStatusSchema,
  estimatedDelivery: z.string().nullable(),
  events: z.array(trackingEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** A field the carrier could not verify, with its correction when it offers one. */
export const addressProblemSchema = z.object({
  field: z.string(),
  message: z.string(),
  suggestion: z.string().nullable(),
});
export type AddressProblem = z.infer<typeof addressProblemSchema>;

export const addressVerificationSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), address: shippingAddressSchema }),
  z.object({ valid: z.literal(false), problems: z.array(addressProblemSchema) }),
]);
export type AddressVerification = z.infer<typeof addressVerificationSchema>;
