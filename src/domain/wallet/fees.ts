import { z } from 'zod';
import { storageDays } from '../kernel/product-rules';
import { rowId } from '../kernel/request-fields';
import { WarehouseLevel } from '../warehouses/rules';

/**
 * Fees and merchant rates (issue 14 part 5; admin Fee/Account and Fee/Platform). A rate card holds
 * the fees the platform charges a seller; the default card applies to every seller without an
 * override in force. All money is integer cents; percents are kept as basis points (hundredths of a
 * percent, 0..10000), so "12.5%" is 1250 and both are whole numbers with no float in a sum.
 *
 * Rounding rule (the one place): a percent of an amount is rounded half up to the cent,
 * floor((cents * basisPoints + 5000) / 10000), so 2.5% of $0.10 is $0.00 and of $0.30 is $0.01.
 */

/** The largest flat fee or daily storage fee an admin may set: $10,000.00. */
export const RATE_MONEY_MAX_CENTS = 1_000_000;
export const BASIS_POINTS_MAX = 10_000;
/** Free storage days are at most ten years. */
export const FREE_DAYS_MAX = 3650;

export type RateCard = {
  /** Fee type 3, per pair shipped with a label. */
  shippingFeeCents: number;
  /** Fee type 4, per pair reshipped (transshipment). */
  transshipmentFeeCents: number;
  /** Fee type 7, per pair handed to another seller. */
  switchUserFeeCents: number;
  /** Fee type 11, of the consignment sale price. */
  consignmentFeeBasisPoints: number;
  /** Fee type 12, of the cash-out price. */
  cashOutDeductionBasisPoints: number;
  baseFreeDays: number;
  baseDailyFeeCents: number;
  premiumFreeDays: number;
  premiumDailyFeeCents: number;
};

export const RATE_CARD_FIELDS = [
  'shippingFeeCents',
  'transshipmentFeeCents',
  'switchUserFeeCents',
  'consignmentFeeBasisPoints',
  'cashOutDeductionBasisPoints',
  'baseFreeDays',
  'baseDailyFeeCents',
  'premiumFreeDays',
  'premiumDailyFeeCents',
] as const satisfies readonly (keyof RateCard)[];

// ---- Reading amounts typed by a person -------------------------------------------------------

export type AmountProblem = 'notNumber' | 'negative' | 'decimals' | 'tooLarge';

/**
 * A non-negative decimal with at most 2 decimals ("12", "12.5", 12.5) as a whole number of
 * hundredths: cents of a dollar amount, basis points of a percent. Numbers and numeric text alike.
 */
export function parseHundredths(
  input: unknown,
  max: number,
): { ok: true; value: number } | { ok: false; problem: AmountProblem } {
  let hundredths: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'notNumber' };
    if (input < 0) return { ok: false, problem: 'negative' };
    hundredths = Math.round(input * 100);
    if (Math.abs(hundredths - input * 100) > 1e-6 * Math.max(1, input))
      return { ok: false, problem: 'decimals' };
  } else if (typeof input === 'string') {
    const m = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/.exec(input);
    if (!m) return { ok: false, problem: 'notNumber' };
    const [, minus, whole, fraction = ''] = m;
    if (minus && /[1-9]/.test(whole + fraction)) return { ok: false, problem: 'negative' };
    if (fraction.length > 2) return { ok: false, problem: 'decimals' };
    if (whole.replace(/^0+/, '').length > 12) return { ok: false, problem: 'tooLarge' };
    hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  } else {
    return { ok: false, problem: 'notNumber' };
  }
  return hundredths > max ? { ok: false, problem: 'tooLarge' } : { ok: true, value: hundredths };
}

const AMOUNT_MESSAGE: Record<AmountProblem, string> = {
  notNumber: 'must be a number',
  negative: 'cannot be negative',
  decimals: 'has at most 2 decimals',
  tooLarge: 'is too large',
};

function hundredthsField(max: number, what: string) {
  const limit = ` (at most ${(max / 100).toFixed(2)})`;
  // A number is bounded in the schema too, so the API's contract says what it takes.
  const bounded = z
    .number()
    .min(0, `${what} ${AMOUNT_MESSAGE.negative}`)
    .max(max / 100, `${what} ${AMOUNT_MESSAGE.tooLarge}${limit}`);
  return z.union([bounded, z.string()], { error: `${what} must be a number` }).transform((v, ctx) => {
    const r = parseHundredths(v, max);
    if (r.ok) return r.value;
    ctx.addIssue({
      code: 'custom',
      message: `${what} ${AMOUNT_MESSAGE[r.problem]}${r.problem === 'tooLarge' ? limit : ''}`,
    });
    return z.NEVER;
  });
}

/** Dollars in (>= 0, at most 2 decimals, at most $10,000.00), cents out. */
export const feeDollars = hundredthsField(RATE_MONEY_MAX_CENTS, 'the amount');
/** A percent in (0-100, at most 2 decimals), basis points out. */
export const feePercent = hundredthsField(BASIS_POINTS_MAX, 'the percent');
const freeDays = z
  .number({ error: 'free days must be a whole number' })
  .int('free days must be a whole number')
  .min(0, 'free days cannot be negative')
  .max(FREE_DAYS_MAX, `free days are at most ${FREE_DAYS_MAX}`);

/** A calendar day, YYYY-MM-DD (GMT), that exists. */
export const effectiveDate = z
  .string({ error: 'the effective date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'the effective date is a day as YYYY-MM-DD')
  .refine((d) => isCalendarDay(d), 'the effective date is not a day of the calendar');

export function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

// ---- Requests and answers --------------------------------------------------------------------

/** The values of a card as an admin types them: dollars and percents. */
export const rateCardInput = z.strictObject({
  shippingFee: feeDollars,
  transshipmentFee: feeDollars,
  switchUserFee: feeDollars,
  consignmentFeePercent: feePercent,
  cashOutDeductionPercent: feePercent,
  baseFreeDays: freeDays,
  baseDailyFee: feeDollars,
  premiumFreeDays: freeDays,
  premiumDailyFee: feeDollars,
});
export type RateCardInput = z.input<typeof rateCardInput>;

export function rateCardOfInput(v: z.output<typeof rateCardInput>): RateCard {
  return {
    shippingFeeCents: v.shippingFee,
    transshipmentFeeCents: v.transshipmentFee,
    switchUserFeeCents: v.switchUserFee,
    consignmentFeeBasisPoints: v.consignmentFeePercent,
    cashOutDeductionBasisPoints: v.cashOutDeductionPercent,
    baseFreeDays: v.baseFreeDays,
    baseDailyFeeCents: v.baseDailyFee,
    premiumFreeDays: v.premiumFreeDays,
    premiumDailyFeeCents: v.premiumDailyFee,
  };
}

export const overrideCreateRequest = rateCardInput.extend({ sellerId: rowId, effectiveFrom: effectiveDate });
export const overrideUpdateRequest = rateCardInput.extend({ id: rowId, effectiveFrom: effectiveDate });
export const overrideListFilter = z.strictObject({
  sellerId: rowId.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const cardInForceRequest = z.strictObject({
  sellerId: rowId,
  /** A day (YYYY-MM-DD); today when absent. */
  day: effectiveDate.optional(),
});

const int = z.number().int();
export const rateCardValues = z.object({
  shippingFeeCents: int,
  transshipmentFeeCents: int,
  switchUserFeeCents: int,
  consignmentFeeBasisPoints: int,
  cashOutDeductionBasisPoints: int,
  baseFreeDays: int,
  baseDailyFeeCents: int,
  premiumFreeDays: int,
  premiumDailyFeeCents: int,
});

export const defaultCardAnswer = rateCardValues.extend({ id: int, gmtModify: z.string() });
export type DefaultCardAnswer = z.infer<typeof defaultCardAnswer>;

/** Where an override stands today: the seller's card in force, one still to come, or one replaced. */
export const OVERRIDE_STATES = ['inForce', 'scheduled', 'superseded'] as const;
export type OverrideState = (typeof OVERRIDE_STATES)[number];

/** The state of each of one seller's overrides (by effective day) at a moment. */
export function overrideStates(days: readonly string[], at: Date): OverrideState[] {
  const today = dayOf(at);
  const current = cardInForce<string | null>(
    null,
    days.map((d) => ({ effectiveFrom: d, card: d })),
    at,
  );
  return days.map((d) => (d > today ? 'scheduled' : d === current ? 'inForce' : 'superseded'));
}

export const overrideRow = rateCardValues.extend({
  id: int,
  state: z.enum(OVERRIDE_STATES),
  sellerId: int,
  sellerUid: z.string(),
  sellerName: z.string(),
  effectiveFrom: z.string(),
  gmtModify: z.string(),
});
export type OverrideRow = z.infer<typeof overrideRow>;

export const cardInForceAnswer = rateCardValues.extend({
  /** The override in force, or null for the default card. */
  overrideId: int.nullable(),
  effectiveFrom: z.string().nullable(),
  /** The day asked about. */
  day: z.string(),
});

// ---- The card in force -----------------------------------------------------------------------

/** The GMT calendar day of a moment (spec section 9: times are GMT). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export type DatedCard<C> = { effectiveFrom: string; card: C };

/**
 * The card in force for a seller at a moment: the seller's override with the latest effective
 * day on or before that moment's GMT day, else the default card. An override takes effect at
 * 00:00 GMT of its day.
 */
export function cardInForce<C>(defaultCard: C, overrides: readonly DatedCard<C>[], at: Date): C {
  const today = dayOf(at);
  let best: DatedCard<C> | null = null;
  for (const o of overrides) {
    if (o.effectiveFrom <= today && (best === null || o.effectiveFrom > best.effectiveFrom)) best = o;
  }
  return best ? best.card : defaultCard;
}

// ---- Fees ------------------------------------------------------------------------------------

/** A percent (in basis points) of an amount in cents, rounded half up to the cent. */
export function percentOfCents(cents: number, basisPoints: number): number {
  if (cents <= 0 || basisPoints <= 0) return 0;
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/** Fee type 3: per pair shipped with a label. */
export const shippingFeeCents = (card: RateCard, pairs: number) => card.shippingFeeCents * pairs;
/** Fee type 4: per pair reshipped. */
export const transshipmentFeeCents = (card: RateCard, pairs: number) => card.transshipmentFeeCents * pairs;
/** Fee type 7: per pair switched to another seller. */
export const switchUserFeeCents = (card: RateCard, pairs: number) => card.switchUserFeeCents * pairs;
/** Fee type 11: the consignment fee of one sale. */
export const consignmentFeeCents = (card: RateCard, salePriceCents: number) =>
  percentOfCents(salePriceCents, card.consignmentFeeBasisPoints);
/** Fee type 12: what a cash-out keeps of the agreed price. */
export const cashOutDeductionCents = (card: RateCard, priceCents: number) =>
  percentOfCents(priceCents, card.cashOutDeductionBasisPoints);
/** Fee type 22: the marketplace's fee of one sale. */
export const platformFeeCents = (salePriceCents: number, feeBasisPoints: number) =>
  percentOfCents(salePriceCents, feeBasisPoints);

export function storageRateOf(card: RateCard, level: number): { freeDays: number; dailyFeeCents: number } {
  return level === WarehouseLevel.premium
    ? { freeDays: card.premiumFreeDays, dailyFeeCents: card.premiumDailyFeeCents }
    : { freeDays: card.baseFreeDays, dailyFeeCents: card.baseDailyFeeCents };
}

export type StorageFee = { wareDays: number; chargedDays: number; wareFeeCents: number };

/**
 * The storage fee of one pair to a moment: its days in the warehouse counted as everywhere else
 * (storageDays: the day it came in is day 1), less the free days of the warehouse's level, times
 * that level's daily fee.
 */
export function storageFeeToDate(card: RateCard, level: number, inAt: Date, at: Date): StorageFee {
  const wareDays = storageDays(inAt, at);
  const rate = storageRateOf(card, level);
  const chargedDays = Math.max(0, wareDays - rate.freeDays);
  return { wareDays, chargedDays, wareFeeCents: chargedDays * rate.dailyFeeCents };
}

// ---- Marketplaces (Fee/Platform) ---------------------------------------------------------------

export const MarketplaceKind = { resale: 1, shortVideoShop: 2, b2b: 3 } as const;
export type MarketplaceKind = (typeof MarketplaceKind)[keyof typeof MarketplaceKind];
export const MARKETPLACE_KIND_LABEL: Record<MarketplaceKind, string> = {
  1: 'wallet:fees.platform.kind.resale',
  2: 'wallet:fees.platform.kind.shortVideoShop',
  3: 'wallet:fees.platform.kind.b2b',
};

/** Spec section 9: the B2B platform fee is 0%, whatever an admin types. */
export function isFeeLocked(kind: number): boolean {
  return kind === MarketplaceKind.b2b;
}

export const platformFeeUpdateRequest = z.strictObject({
  code: z.string().trim().min(1).max(32),
  feePercent: feePercent,
});

export const platformFeeRow = z.object({
  code: z.string(),
  name: z.string(),
  kind: int,
  feeBasisPoints: int,
  locked: z.boolean(),
  gmtModify: z.string(),
});
export type PlatformFeeRow = z.infer<typeof platformFeeRow>;
