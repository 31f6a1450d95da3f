import { centsToDollars } from '../../../../domain/kernel/product-rules';
import {
  BASIS_POINTS_MAX,
  FREE_DAYS_MAX,
  isCalendarDay,
  parseHundredths,
  RATE_MONEY_MAX_CENTS,
} from '../../../../domain/wallet/fees';
import type { RateCard, RateCardInput } from '../../../../domain/wallet/fees';

/**
 * The rate card as a form holds it (text typed by the admin) and the checks the server makes
 * (src/domain/wallet/fees.ts), as i18n keys of wallet:fees.problem.
 */
export type RateCardValues = {
  shippingFee: string;
  transshipmentFee: string;
  switchUserFee: string;
  consignmentFeePercent: string;
  cashOutDeductionPercent: string;
  baseFreeDays: string;
  baseDailyFee: string;
  premiumFreeDays: string;
  premiumDailyFee: string;
};

export const MONEY_FIELDS = [
  'shippingFee',
  'transshipmentFee',
  'switchUserFee',
  'baseDailyFee',
  'premiumDailyFee',
] as const;
export const PERCENT_FIELDS = ['consignmentFeePercent', 'cashOutDeductionPercent'] as const;
export const DAY_FIELDS = ['baseFreeDays', 'premiumFreeDays'] as const;

/** Basis points as the percent an admin types: 1250 -> "12.5". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}

export function valuesOfCard(card: RateCard): RateCardValues {
  return {
    shippingFee: centsToDollars(card.shippingFeeCents),
    transshipmentFee: centsToDollars(card.transshipmentFeeCents),
    switchUserFee: centsToDollars(card.switchUserFeeCents),
    consignmentFeePercent: percentText(card.consignmentFeeBasisPoints),
    cashOutDeductionPercent: percentText(card.cashOutDeductionBasisPoints),
    baseFreeDays: String(card.baseFreeDays),
    baseDailyFee: centsToDollars(card.baseDailyFeeCents),
    premiumFreeDays: String(card.premiumFreeDays),
    premiumDailyFee: centsToDollars(card.premiumDailyFeeCents),
  };
}

export function requestOfValues(v: RateCardValues): RateCardInput {
  return {
    shippingFee: v.shippingFee.trim(),
    transshipmentFee: v.transshipmentFee.trim(),
    switchUserFee: v.switchUserFee.trim(),
    consignmentFeePercent: v.consignmentFeePercent.trim(),
    cashOutDeductionPercent: v.cashOutDeductionPercent.trim(),
    baseFreeDays: Number(v.baseFreeDays),
    baseDailyFee: v.baseDailyFee.trim(),
    premiumFreeDays: Number(v.premiumFreeDays),
    premiumDailyFee: v.premiumDailyFee.trim(),
  };
}

export type Problem = { key: string; params?: Record<string, string | number> };

function hundredthsProblem(text: string, max: number): Problem | null {
  if (text.trim() === '') return { key: 'fees.problem.required' };
  const r = parseHundredths(text, max);
  if (r.ok) return null;
  return r.problem === 'tooLarge'
    ? { key: 'fees.problem.tooLarge', params: { max: centsToDollars(max) } }
    : { key: `fees.problem.${r.problem}` };
}

export const moneyProblem = (text: string) => hundredthsProblem(text, RATE_MONEY_MAX_CENTS);
export const percentProblem = (text: string) => hundredthsProblem(text, BASIS_POINTS_MAX);

export function daysProblem(text: string): Problem | null {
  if (text.trim() === '') return { key: 'fees.problem.required' };
  const ok = /^\s*\d+\s*$/.test(text) && Number(text) <= FREE_DAYS_MAX;
  return ok ? null : { key: 'fees.problem.wholeDays', params: { max: FREE_DAYS_MAX } };
}

export function dayProblem(text: string): Problem | null {
  return isCalendarDay(text) ? null : { key: 'fees.problem.day' };
}

/** Validation rules for useForm: each field's problem as a message. */
export function rateCardRules(message: (p: Problem | null) => string | null) {
  const rules: Record<string, (v: string) => string | null> = {};
  for (const f of MONEY_FIELDS) rules[f] = (v) => message(moneyProblem(v));
  for (const f of PERCENT_FIELDS) rules[f] = (v) => message(percentProblem(v));
  for (const f of DAY_FIELDS) rules[f] = (v) => message(daysProblem(v));
  return rules as Record<keyof RateCardValues, (v: string) => string | null>;
}
