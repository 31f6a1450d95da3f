/**
 * Price windows (spec section 9: "Price ranges come in 3, 7 and 30 day windows"; issue 26 point 1).
 * No marketplace gives its sales history, so the windows come from our own market snapshots, kept
 * per size and marketplace and summed up per calendar day in the reader's time zone (the database
 * does the summing: `dailyPrices` rows). A window of N days is today and the N - 1 calendar days
 * before it, in that time zone: a day is a day even when it has 23 or 25 hours. Days without a
 * snapshot (the job did not run, the marketplace was down) are gaps: they neither count as a price
 * nor pull the average; the window says how many of its days had one.
 */
export const PRICE_WINDOW_DAYS = [3, 7, 30] as const;
export type PriceWindowDays = (typeof PRICE_WINDOW_DAYS)[number];

/** One calendar day's snapshots of one price (the lowest ask, say): its low, high and mean. */
export type DailyPrice = {
  /** The calendar day in the reader's time zone, YYYY-MM-DD. */
  day: string;
  lowCents: number;
  highCents: number;
  /** The mean of the day's snapshots. */
  meanCents: number;
};

export type PriceWindow = {
  days: PriceWindowDays;
  lowCents: number | null;
  highCents: number | null;
  /** The mean of the days' means (each day with a snapshot weighs the same), to the cent. */
  averageCents: number | null;
  /** How many of the window's days had a snapshot. */
  daysWithData: number;
};

const DAY_MS = 86_400_000;

/** The calendar day of `at` in `timeZone`, YYYY-MM-DD. A zone that is not a zone: RangeError. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether `timeZone` is a time zone this runtime knows (the request's `timezone` header). */
export function isTimeZone(timeZone: string): boolean {
  try {
    dayIn(new Date(0), timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The day `count` calendar days before `day` (YYYY-MM-DD): calendar arithmetic, not hours. */
export function daysBefore(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - count * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the `days`-day window that ends today (today counted), in `timeZone`. */
export function windowFirstDay(now: Date, days: PriceWindowDays, timeZone: string): string {
  return daysBefore(dayIn(now, timeZone), days - 1);
}

/** One window over the daily prices (any order; days outside the window are left out). */
export function priceWindow(
  daily: readonly DailyPrice[],
  now: Date,
  days: PriceWindowDays,
  timeZone: string,
): PriceWindow {
  const first = windowFirstDay(now, days, timeZone);
  const today = dayIn(now, timeZone);
  const inside = daily.filter((d) => d.day >= first && d.day <= today);
  if (inside.length === 0)
    return { days, lowCents: null, highCents: null, averageCents: null, daysWithData: 0 };
  const meanOfMeans = inside.reduce((sum, d) => sum + d.meanCents, 0) / inside.length;
  return {
    days,
    lowCents: Math.min(...inside.map((d) => d.lowCents)),
    highCents: Math.max(...inside.map((d) => d.highCents)),
    averageCents: Math.round(meanOfMeans),
    daysWithData: new Set(inside.map((d) => d.day)).size,
  };
}

/** The 3, 7 and 30 day windows. */
export const priceWindows = (daily: readonly DailyPrice[], now: Date, timeZone: string): PriceWindow[] =>
  PRICE_WINDOW_DAYS.map((days) => priceWindow(daily, now, days, timeZone));
