import { z } from 'zod';

/**
 * The part of EasyPost's JSON (docs.easypost.com, and what @easypost/api parses) that the adapter
 * reads and the simulator writes: one definition, so the two cannot drift apart.
 */
const nullableText = z.string().nullable().optional();

export const epFieldError = z.object({
  code: z.string().optional(),
  field: z.string().optional(),
  message: z.string(),
  suggestion: z.string().nullable().optional(),
});

export const epAddress = z.object({
  id: z.string(),
  object: z.literal('Address'),
  name: nullableText,
  company: nullableText,
  street1: z.string(),
  street2: nullableText,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: nullableText,
  email: nullableText,
  verifications: z
    .object({
      delivery: z.object({ success: z.boolean(), errors: z.array(epFieldError) }).optional(),
    })
    .optional(),
});
export type EpAddress = z.infer<typeof epAddress>;

export const epRate = z.object({
  id: z.string(),
  object: z.literal('Rate'),
  carrier: z.string(),
  service: z.string(),
  /** Decimal dollars, e.g. "7.58". */
  rate: z.string(),
  currency: z.string(),
  delivery_days: z.number().nullable(),
  shipment_id: z.string(),
  created_at: z.string(),
});
export type EpRate = z.infer<typeof epRate>;

export const epTrackingDetail = z.object({
  object: z.literal('TrackingDetail'),
  message: z.string(),
  status: z.string(),
  datetime: z.string(),
  tracking_location: z
    .object({ city: nullableText, state: nullableText, zip: nullableText, country: nullableText })
    .nullable(),
});

export const epTracker = z.object({
  id: z.string(),
  object: z.literal('Tracker'),
  tracking_code: z.string(),
  status: z.string(),
  carrier: z.string(),
  est_delivery_date: z.string().nullable(),
  shipment_id: z.string().nullable(),
  public_url: z.string().nullable(),
  tracking_details: z.array(epTrackingDetail),
});
export type EpTracker = z.infer<typeof epTracker>;

export const EP_DELIVERY_CONFIRMATIONS = ['NO_SIGNATURE', 'SIGNATURE', 'ADULT_SIGNATURE'] as const;

export const epShipment = z.object({
  id: z.string(),
  object: z.literal('Shipment'),
  mode: z.enum(['test', 'production']),
  created_at: z.string(),
  to_address: epAddress,
  from_address: epAddress,
  parcel: z.object({
    id: z.string(),
    object: z.literal('Parcel'),
    weight: z.number(),
    length: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  }),
  options: z.object({
    delivery_confirmation: z.enum(EP_DELIVERY_CONFIRMATIONS).optional(),
    label_format: z.string().optional(),
    label_size: z.string().optional(),
  }),
  rates: z.array(epRate),
  selected_rate: epRate.nullable(),
  postage_label: z
    .object({
      id: z.string(),
      object: z.literal('PostageLabel'),
      label_url: z.string(),
      label_size: z.string(),
      label_file_type: z.string(),
      label_date: z.string(),
    })
    .nullable(),
  tracking_code: z.string().nullable(),
  tracker: epTracker.nullable(),
  /** Insured value in decimal dollars. */
  insurance: z.string().nullable(),
  refund_status: z.enum(['submitted', 'refunded', 'rejected']).nullable(),
  status: z.string(),
});
export type EpShipment = z.infer<typeof epShipment>;

/** EasyPost's error body, sent with the HTTP status of the failure. */
export type EpErrorBody = {
  error: { code: string; message: string; errors: z.infer<typeof epFieldError>[] };
};
