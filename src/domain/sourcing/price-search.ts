import { z } from 'zod';
import { UNDERCUT_CENTS } from '../listing/auto-pricing';
import { MARKETPLACE_MODES, MARKETPLACES } from '../listing/marketplaces';
import { PRICE_WINDOW_DAYS, isTimeZone } from './price-windows';

/**
 * Price search (`price-search`, issue 26 point 2): a seller finds a SKU by its code, name or a
 * barcode (GTIN, as the marketplaces give it), then sees per size the market now on each marketplace,
 * the 3, 7 and 30 day windows of the lowest ask from our own snapshots (price-windows.ts), its daily
 * history, the suggested price (the lowest ask now minus the $1 undercut) and the payout after each
 * marketplace's fee (Fee/Platform), and the seller's own pairs of that size, to list in one step.
 */

/**
 * The suggested price of a size: the lowest ask now, anywhere, minus auto-pricing's undercut (never
 * below $0). The payout after a marketplace's fee is listing's `payoutCents` (rules.ts).
 */
export function suggestedPrice(lowestAsks: readonly (number | null)[]): number | null {
  const asks = lowestAsks.filter((a): a is number => a !== null);
  return asks.length === 0 ? null : Math.max(0, Math.min(...asks) - UNDERCUT_CENTS);
}

/** Sizes in their order: "4", "4.5", "10", then any size that is not a number. */
export const compareSizes = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, { message: 'a time zone such as Europe/Berlin' })
  .default('UTC');

export const priceSearchRequest = z.strictObject({
  /** A SKU (style code), part of a name, or a barcode (GTIN). */
  keyword: z.string().trim().min(2).max(64),
});

export const priceSearchHit = z.object({
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  /** The picture's URL, or null. */
  image: z.string().nullable(),
});
export type PriceSearchHit = z.infer<typeof priceSearchHit>;

export const priceSearchAnswer = z.object({
  hits: z.array(priceSearchHit),
  /** The SKU the keyword names exactly (its code or a barcode of it): the screen opens it at once. */
  exact: z.string().nullable(),
});

/** How many days back the chart reaches: the month of the windows, or the quarter we keep. */
export const PRICE_HISTORY_DAYS = [30, 90] as const;
export type PriceHistoryDays = (typeof PRICE_HISTORY_DAYS)[number];

export const skuPricesRequest = z.strictObject({
  sku: z.string().trim().min(1).max(64),
  /** The reader's time zone: the calendar days the windows and the history count in. */
  timeZone,
  historyDays: z
    .union([z.literal(PRICE_HISTORY_DAYS[0]), z.literal(PRICE_HISTORY_DAYS[1])])
    .default(PRICE_HISTORY_DAYS[0]),
});
export type SkuPricesRequest = z.infer<typeof skuPricesRequest>;

const cents = z.number().int().nullable();

export const sizeMarket = z.object({
  marketplace: z.enum(MARKETPLACES),
  lowestAskCents: cents,
  highestBidCents: cents,
  lastSaleCents: cents,
  takenAt: z.string(),
});

export const priceWindowView = z.object({
  days: z.union(PRICE_WINDOW_DAYS.map((d) => z.literal(d))),
  lowCents: cents,
  highCents: cents,
  averageCents: cents,
  daysWithData: z.number().int(),
});

export const sizePrices = z.object({
  size: z.string(),
  markets: z.array(sizeMarket),
  /** The lowest ask over every marketplace, in 3, 7 and 30 day windows. */
  windows: z.array(priceWindowView),
  suggestedCents: cents,
  /** The suggested price less each marketplace's fee. */
  payouts: z.array(z.object({ marketplace: z.enum(MARKETPLACES), payoutCents: z.number().int() })),
  /** The seller's own available, qualified pairs of this size (to list them in one step). */
  myOneIds: z.array(z.string()),
});
export type SizePrices = z.infer<typeof sizePrices>;

/** One day's mean lowest ask of one size on one marketplace: a point of the chart. */
export const historyPoint = z.object({
  size: z.string(),
  day: z.string(),
  marketplace: z.enum(MARKETPLACES),
  meanCents: z.number().int(),
});
export type HistoryPoint = z.infer<typeof historyPoint>;

export const skuPrices = z.object({
  sku: priceSearchHit,
  /** Each marketplace's mode: the screen names a simulator as one. */
  modes: z.record(z.enum(MARKETPLACES), z.enum(MARKETPLACE_MODES)),
  sizes: z.array(sizePrices),
  history: z.array(historyPoint),
});
export type SkuPrices = z.infer<typeof skuPrices>;
