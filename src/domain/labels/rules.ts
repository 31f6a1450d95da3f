/**
 * Shipping labels (spec sections 1, 5 and 9): signature options, insurance, parcel bounds and the
 * dimension surcharge warning. Zod-free; the schemas are in labels.ts.
 */

/** Signature options (spec section 9), stored as these codes. */
export const SIGNATURE = { none: 0, signature: 1, adultSignature: 2 } as const;
export type SignatureCode = (typeof SIGNATURE)[keyof typeof SIGNATURE];
export const SIGNATURE_CODES: readonly SignatureCode[] = [0, 1, 2];
export const SIGNATURE_LABEL_KEY: Record<SignatureCode, string> = {
  0: 'labels:signature.none',
  1: 'labels:signature.signature',
  2: 'labels:signature.adultSignature',
};

/** A voided label's refund: none asked, asked of the carrier, money back, or refused (it was used). */
export const REFUND_STATUSES = ['none', 'submitted', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A parcel's progress as carriers report it (EasyPost's tracker statuses). */
export const TRACKING_STATUSES = [
  'unknown',
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'available_for_pickup',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Statuses that mean the carrier has the parcel in hand: its label can no longer be refunded. */
export function carrierHasScanned(status: TrackingStatus): boolean {
  return !['unknown', 'pre_transit', 'cancelled', 'error'].includes(status);
}

/** Voided label refunds are processed within 30 days (spec section 9). */
export const REFUND_PROCESSING_DAYS = 30;

/** Insurance is free up to $100 (spec section 9). Money is integer cents. */
export const FREE_INSURANCE_CENTS = 100_00;
/** The most a label can be insured for. */
export const MAX_INSURANCE_CENTS = 5_000_00;
/** Above the free $100: this much for each started $100 of declared value. */
export const INSURANCE_PRICE_PER_100_CENTS = 1_00;

/** What insuring a parcel for `amountCents` costs: nothing up to $100, then $1 per started $100 above. */
export function insurancePriceCents(amountCents: number): number {
  if (amountCents <= FREE_INSURANCE_CENTS) return 0;
  const above = amountCents - FREE_INSURANCE_CENTS;
  return Math.ceil(above / 100_00) * INSURANCE_PRICE_PER_100_CENTS;
}

/** Why an insured amount cannot be accepted (a message key and an English reason), or null. */
export function insuranceProblem(amountCents: number): { key: string; reason: string } | null {
  if (!Number.isInteger(amountCents) || amountCents < 0)
    return { key: 'labels:parcel.insuranceNotAmount', reason: 'must be a whole number of cents, 0 or more' };
  if (amountCents > MAX_INSURANCE_CENTS)
    return {
      key: 'labels:parcel.insuranceTooHigh',
      reason: `must be at most $${centsToDollars(MAX_INSURANCE_CENTS)}`,
    };
  return null;
}

/** Parcel bounds carriers accept: weight in ounces, dimensions in inches. */
export const PARCEL_LIMITS = {
  minWeightOz: 0.1,
  /** 70 lb, the USPS limit. */
  maxWeightOz: 1120,
  minSideIn: 0.1,
  maxLengthIn: 108,
  /** Length plus girth (2 x width + 2 x height), the carriers' size limit. */
  maxLengthAndGirthIn: 165,
} as const;

export type ParcelSize = { weightOz: number; lengthIn: number; widthIn: number; heightIn: number };
/** A reason a parcel cannot ship: a message key with its parameters, and the same in English. */
export type ParcelProblem = {
  field: keyof ParcelSize;
  key: string;
  params: Record<string, number>;
  reason: string;
};

const PARCEL_REASONS: Record<string, (p: Record<string, number>) => string> = {
  'labels:parcel.weightTooLow': (p) => `must be at least ${p.min} oz`,
  'labels:parcel.weightTooHigh': (p) => `must be at most ${p.max} oz (70 lb)`,
  'labels:parcel.sideTooSmall': (p) => `must be at least ${p.min} in`,
  'labels:parcel.sideTooLong': (p) => `must be at most ${p.max} in`,
  'labels:parcel.tooLarge': (p) => `length plus girth is ${p.actual} in; carriers take at most ${p.max} in`,
};

function problem(field: keyof ParcelSize, key: string, params: Record<string, number>): ParcelProblem {
  return { field, key, params, reason: PARCEL_REASONS[key](params) };
}

/** The longest side is the length; girth is twice the other two. */
export function lengthAndGirthIn({ lengthIn, widthIn, heightIn }: ParcelSize): number {
  const [length, a, b] = [lengthIn, widthIn, heightIn].sort((x, y) => y - x);
  return length + 2 * (a + b);
}

/** Every reason a parcel cannot ship, each naming its field, as message keys with parameters. */
export function parcelProblems(parcel: ParcelSize): ParcelProblem[] {
  const problems: ParcelProblem[] = [];
  const L = PARCEL_LIMITS;
  if (!(parcel.weightOz >= L.minWeightOz))
    problems.push(problem('weightOz', 'labels:parcel.weightTooLow', { min: L.minWeightOz }));
  else if (parcel.weightOz > L.maxWeightOz)
    problems.push(problem('weightOz', 'labels:parcel.weightTooHigh', { max: L.maxWeightOz }));
  for (const field of ['lengthIn', 'widthIn', 'heightIn'] as const) {
    if (!(parcel[field] >= L.minSideIn))
      problems.push(problem(field, 'labels:parcel.sideTooSmall', { min: L.minSideIn }));
    else if (parcel[field] > L.maxLengthIn)
      problems.push(problem(field, 'labels:parcel.sideTooLong', { max: L.maxLengthIn }));
  }
  const size = lengthAndGirthIn(parcel);
  if (problems.length === 0 && size > L.maxLengthAndGirthIn)
    problems.push(
      problem('lengthIn', 'labels:parcel.tooLarge', {
        max: L.maxLengthAndGirthIn,
        actual: Math.round(size * 10) / 10,
      }),
    );
  return problems;
}

/** Carriers add a surcharge to parcels with a side over 22 in, or over 2 cubic feet. */
export const SURCHARGE_LONGEST_SIDE_IN = 22;
export const SURCHARGE_VOLUME_CUBIC_IN = 2 * 1728;

/**
 * The package dimension surcharge warning (spec section 5, shown as text): the message key to show
 * beside the parcel, or null when its size costs nothing extra.
 */
export function dimensionSurchargeWarning(parcel: ParcelSize): string | null {
  const longest = Math.max(parcel.lengthIn, parcel.widthIn, parcel.heightIn);
  if (longest > SURCHARGE_LONGEST_SIDE_IN) return 'labels:parcel.surchargeLongSide';
  if (parcel.lengthIn * parcel.widthIn * parcel.heightIn > SURCHARGE_VOLUME_CUBIC_IN)
    return 'labels:parcel.surchargeVolume';
  return null;
}

/** A carrier's decimal dollar amount ("7.58") in integer cents, without floating point. */
export function dollarsToCents(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a dollar amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Integer cents as the decimal dollars carriers take ("100.00"). */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
