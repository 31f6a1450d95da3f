/**
 * The simulated carriers' world, as pure rules: prices, tracking numbers, the parcel's journey, the
 * refund delay and the special values that make a call fail. The simulator's README section lists
 * the special values; tests name them from here.
 */
import type { TrackingStatus } from '../../../../domain/labels/rules';

const HOUR = 3_600_000;

/** A quoted rate can be bought for this long; after that the carrier refuses it as expired. */
export const RATE_LIFETIME_MS = 30 * 60_000;
/** A submitted refund settles (refunded) this long after the void: within the spec's 30 days. */
export const REFUND_SETTLE_MS = 48 * HOUR;

/** Special values of an address that make the simulated carrier fail (README, Carrier simulator). */
export const SIMULATOR_TRIGGERS = {
  /** This ZIP code is "address not found", with no suggestion. */
  undeliverableZip: '00000',
  /** A street1 with this typo is refused with the corrected street as a suggestion. */
  misspeltStreet: 'Mian St',
  correctedStreet: 'Main St',
  /** An address whose street2 is this never gets an answer in time (the client's timeout). */
  timeoutStreet2: 'SIM TIMEOUT',
} as const;

export type SimAddress = { street1: string; street2?: string | null; zip: string };
export type AddressFault = { field: string; message: string; suggestion: string | null };

/** Why the carrier would refuse this address, or null when it can deliver there. */
export function addressFault(address: SimAddress): AddressFault | null {
  const t = SIMULATOR_TRIGGERS;
  if (address.zip.trim() === t.undeliverableZip)
    return { field: 'zip', message: 'Address not found', suggestion: null };
  const typo = new RegExp(t.misspeltStreet, 'i');
  if (typo.test(address.street1))
    return {
      field: 'street1',
      message: 'Street name not found',
      suggestion: address.street1.replace(typo, t.correctedStreet),
    };
  return null;
}

export const isStalled = (address: SimAddress) =>
  (address.street2 ?? '').trim().toUpperCase() === SIMULATOR_TRIGGERS.timeoutStreet2;

type Service = {
  carrier: 'USPS' | 'UPS' | 'FedEx';
  service: string;
  days: number;
  baseCents: number;
  perLbCents: number;
};

export const SERVICES: readonly Service[] = [
  { carrier: 'USPS', service: 'GroundAdvantage', days: 5, baseCents: 5_20, perLbCents: 55 },
  { carrier: 'USPS', service: 'Priority', days: 2, baseCents: 8_70, perLbCents: 90 },
  { carrier: 'USPS', service: 'Express', days: 1, baseCents: 28_75, perLbCents: 2_10 },
  { carrier: 'UPS', service: 'Ground', days: 4, baseCents: 10_40, perLbCents: 80 },
  { carrier: 'FedEx', service: 'FEDEX_2_DAY', days: 2, baseCents: 22_10, perLbCents: 1_60 },
];

/** What each delivery confirmation adds to a rate. */
export const SIGNATURE_SURCHARGE_CENTS = { NO_SIGNATURE: 0, SIGNATURE: 3_65, ADULT_SIGNATURE: 8_30 };
export type Confirmation = keyof typeof SIGNATURE_SURCHARGE_CENTS;

export type SimParcel = { weight: number; length: number; width: number; height: number };

/** Whole pounds billed: the actual weight or the dimensional weight (volume / 166), the larger. */
export function billableLbs(parcel: SimParcel): number {
  const actual = Math.ceil(parcel.weight / 16);
  const dimensional = Math.ceil((parcel.length * parcel.width * parcel.height) / 166);
  return Math.max(1, actual, dimensional);
}

/** Zone 1 to 10 from the first digits of the two ZIP codes. */
export function zoneOf(fromZip: string, toZip: string): number {
  const digit = (zip: string) => Number(/^\d/.test(zip) ? zip[0] : '0');
  return 1 + Math.abs(digit(fromZip) - digit(toZip));
}

export function priceCents(
  service: Service,
  parcel: SimParcel,
  zone: number,
  confirmation: Confirmation,
): number {
  return (
    service.baseCents +
    service.perLbCents * billableLbs(parcel) +
    35 * zone +
    SIGNATURE_SURCHARGE_CENTS[confirmation]
  );
}

/** A tracking number of the carrier's own shape (so tracking links find the carrier). */
export function trackingNumberOf(carrier: string, seq: number): string {
  if (carrier === 'UPS') return `1ZSIM${String(seq).padStart(13, '0')}`;
  if (carrier === 'FedEx') return `7${String(seq).padStart(11, '0')}`;
  return `9400${String(seq).padStart(18, '0')}`;
}

type Step = { afterMs: number; status: TrackingStatus; message: string; at: 'from' | 'to' | null };

/** The parcel's journey after its label is bought; the first scan is the carrier taking it. */
export const JOURNEY: readonly Step[] = [
  { afterMs: 0, status: 'pre_transit', message: 'Shipping label created', at: null },
  { afterMs: 6 * HOUR, status: 'in_transit', message: 'Accepted at origin facility', at: 'from' },
  { afterMs: 30 * HOUR, status: 'in_transit', message: 'Arrived at regional facility', at: null },
  { afterMs: 54 * HOUR, status: 'out_for_delivery', message: 'Out for delivery', at: 'to' },
  { afterMs: 60 * HOUR, status: 'delivered', message: 'Delivered', at: 'to' },
];
/** The carrier's first scan: from then on the label has been used and cannot be refunded. */
export const FIRST_SCAN_AFTER_MS = JOURNEY[1].afterMs;
export const DELIVERY_AFTER_MS = JOURNEY[JOURNEY.length - 1].afterMs;

/** The steps reached `elapsedMs` after purchase. */
export const stepsReached = (elapsedMs: number) => JOURNEY.filter((s) => s.afterMs <= elapsedMs);
