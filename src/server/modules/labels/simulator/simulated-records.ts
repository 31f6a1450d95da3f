import { z } from 'zod';
import { centsToDollars } from '../../../../domain/labels/rules';
import type { EpAddress, EpRate, EpShipment, EpTracker } from '../easypost-shapes';
import {
  DELIVERY_AFTER_MS,
  priceCents,
  REFUND_SETTLE_MS,
  SERVICES,
  stepsReached,
  trackingNumberOf,
  zoneOf,
} from './carrier-world';
import type { Confirmation } from './carrier-world';

/**
 * The simulator's records of shipments, and how they read as EasyPost's JSON at a moment: rates,
 * the tracker's progress and the refund's status all follow from the record and the time.
 */
export const addressInput = z.object({
  name: z.string().nullish(),
  company: z.string().nullish(),
  street1: z.string().min(1),
  street2: z.string().nullish(),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
  country: z.string().default('US'),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
export type AddressInput = z.infer<typeof addressInput>;

export const shipmentInput = z.object({
  shipment: z.object({
    from_address: addressInput,
    to_address: addressInput,
    parcel: z.object({
      weight: z.number().positive(),
      length: z.number().positive(),
      width: z.number().positive(),
      height: z.number().positive(),
    }),
    options: z
      .object({
        delivery_confirmation: z.enum(['NO_SIGNATURE', 'SIGNATURE', 'ADULT_SIGNATURE']).optional(),
      })
      .default({}),
  }),
});

export type SimShipment = {
  seq: number;
  createdAt: number;
  from: AddressInput;
  to: AddressInput;
  parcel: z.infer<typeof shipmentInput>['shipment']['parcel'];
  confirmation: Confirmation;
  bought?: { rateId: string; at: number; insurance: string | null };
  refund?: { at: number; status: 'submitted' | 'rejected' };
};
export type SimState = { nextSeq: number; shipments: Record<string, SimShipment> };

export const hex = (seq: number) => seq.toString(16).padStart(24, '0');
export const shipmentId = (seq: number) => `shp_${hex(seq)}`;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function addressJson(a: AddressInput, id: string, verified: boolean): EpAddress {
  const upper = (v: string | null | undefined) => (v ? (verified ? v.toUpperCase() : v) : null);
  return {
    id,
    object: 'Address',
    name: a.name ?? null,
    company: a.company ?? null,
    street1: upper(a.street1) ?? '',
    street2: upper(a.street2),
    city: upper(a.city) ?? '',
    state: upper(a.state) ?? '',
    zip: a.zip,
    country: a.country.toUpperCase(),
    phone: a.phone ?? null,
    email: a.email ?? null,
    verifications: verified ? { delivery: { success: true, errors: [] } } : undefined,
  };
}

export function refundStatusOf(s: SimShipment, now: number): EpShipment['refund_status'] {
  if (!s.refund) return null;
  if (s.refund.status === 'rejected') return 'rejected';
  return now - s.refund.at >= REFUND_SETTLE_MS ? 'refunded' : 'submitted';
}

export function ratesJson(s: SimShipment): EpRate[] {
  const zone = zoneOf(s.from.zip, s.to.zip);
  return SERVICES.map((service, index) => ({
    id: `rate_${hex(s.seq)}${index}`,
    object: 'Rate',
    carrier: service.carrier,
    service: service.service,
    rate: centsToDollars(priceCents(service, s.parcel, zone, s.confirmation)),
    currency: 'USD',
    delivery_days: service.days,
    shipment_id: shipmentId(s.seq),
    created_at: iso(s.createdAt),
  }));
}

export function trackerJson(s: SimShipment, now: number): EpTracker | null {
  const bought = s.bought;
  if (!bought) return null;
  const rate = ratesJson(s).find((r) => r.id === bought.rateId) as EpRate;
  // A voided label never travels: its journey stops at the label, and ends once refunded.
  const until = s.refund?.status === 'submitted' ? s.refund.at : now;
  const steps = stepsReached(until - bought.at);
  const refunded = refundStatusOf(s, now) === 'refunded';
  const place = (a: AddressInput) => ({ city: a.city, state: a.state, zip: a.zip, country: a.country });
  const details = steps.map((step) => ({
    object: 'TrackingDetail' as const,
    message: step.message,
    status: step.status,
    datetime: iso(bought.at + step.afterMs),
    tracking_location: step.at ? place(step.at === 'from' ? s.from : s.to) : null,
  }));
  if (refunded && s.refund)
    details.push({
      object: 'TrackingDetail',
      message: 'Label voided; postage refunded',
      status: 'cancelled',
      datetime: iso(s.refund.at + REFUND_SETTLE_MS),
      tracking_location: null,
    });
  const trackingCode = trackingNumberOf(rate.carrier, s.seq);
  return {
    id: `trk_${hex(s.seq)}`,
    object: 'Tracker',
    tracking_code: trackingCode,
    status: details[details.length - 1].status,
    carrier: rate.carrier,
    est_delivery_date: iso(bought.at + DELIVERY_AFTER_MS),
    shipment_id: shipmentId(s.seq),
    public_url: null,
    tracking_details: details,
  };
}

export function shipmentJson(s: SimShipment, now: number, labelBaseUrl: string): EpShipment {
  const rates = ratesJson(s);
  const tracker = trackerJson(s, now);
  const id = shipmentId(s.seq);
  return {
    id,
    object: 'Shipment',
    mode: 'test',
    created_at: iso(s.createdAt),
    to_address: addressJson(s.to, `adr_${hex(s.seq)}t`, false),
    from_address: addressJson(s.from, `adr_${hex(s.seq)}f`, false),
    parcel: { id: `prcl_${hex(s.seq)}`, object: 'Parcel', ...s.parcel },
    options: { delivery_confirmation: s.confirmation, label_format: 'PDF', label_size: '4x6' },
    rates,
    selected_rate: rates.find((r) => r.id === s.bought?.rateId) ?? null,
    postage_label: s.bought
      ? {
          id: `pl_${hex(s.seq)}`,
          object: 'PostageLabel',
          label_url: `${labelBaseUrl}/files/postage_label/${id}.pdf`,
          label_size: '4x6',
          label_file_type: 'application/pdf',
          label_date: iso(s.bought.at),
        }
      : null,
    tracking_code: tracker?.tracking_code ?? null,
    tracker,
    insurance: s.bought?.insurance ?? null,
    refund_status: refundStatusOf(s, now),
    status: tracker ? tracker.status : 'unknown',
  };
}
