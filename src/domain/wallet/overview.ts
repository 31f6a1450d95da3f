import { z } from 'zod';
import { ENTRY_KINDS, FEE_TYPES } from './wallet';
import type { EntryKind, FeeType } from './wallet';
import { actionsFor, APPLICATION_KINDS, APPLICATION_STAGES } from './applications';
import type { ApplicationKind, ApplicationStage } from './applications';
import { isCalendarDay } from './fees';
import { chargeTarget, creditSource } from './ledger';

/**
 * Finance/Overview (issue 14, spec section 9): the sellers' balances, the applications waiting for
 * the platform, the fees of a period by fee type and the money in and out per day, every figure
 * without the sellers on the statistics exclusion list (test and internal user codes).
 *
 *   GET  /finance/overview             (admin Finance/Overview, query) financeOverviewQuery -> FinanceOverview
 *   POST /finance/overview/exclusions  (admin Finance/Overview, edit)  statisticsExclusionsRequest -> list
 *
 * A period is whole GMT days, at most OVERVIEW_MAX_DAYS, by default the last 30 (today included).
 */

export const OVERVIEW_DEFAULT_DAYS = 30;
export const OVERVIEW_MAX_DAYS = 366;
/** How many sellers the overview names, largest balance first. */
export const TOP_SELLERS = 10;
/** The exclusion list's length limit (the spec's list has seven codes). */
export const MAX_EXCLUDED_CODES = 50;

// ---- Periods ---------------------------------------------------------------------------------

export type Period = { beginDate: string; endDate: string };

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The GMT day of an instant, as YYYY-MM-DD. */
export function gmtDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `days` GMT days up to the day of `now`, that day included. */
export function lastDays(now: Date, days = OVERVIEW_DEFAULT_DAYS): Period {
  const end = gmtDayOf(now);
  return { beginDate: dayOf(dayNumber(end) - (days - 1)), endDate: end };
}

/** Every day of a period, in order. */
export function daysOf(period: Period): string[] {
  const first = dayNumber(period.beginDate);
  const last = dayNumber(period.endDate);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => dayOf(first + i));
}

/** The instants a period covers: from 00:00 GMT of its first day to 00:00 GMT after its last. */
export function periodBounds(period: Period): { from: Date; until: Date } {
  return {
    from: new Date(dayNumber(period.beginDate) * DAY_MS),
    until: new Date((dayNumber(period.endDate) + 1) * DAY_MS),
  };
}

/** Why a period cannot be shown, or null. */
export function periodProblem(period: Period): string | null {
  const length = dayNumber(period.endDate) - dayNumber(period.beginDate) + 1;
  if (length < 1) return 'the first day (beginDate) must not be after the last day (endDate)';
  if (length > OVERVIEW_MAX_DAYS) return `a period of at most ${OVERVIEW_MAX_DAYS} days`;
  return null;
}

const gmtDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a GMT day as YYYY-MM-DD`)
    .refine(isCalendarDay, `${name} is not a day of the calendar`);

export const financeOverviewQuery = z
  .strictObject({ beginDate: gmtDay('beginDate').optional(), endDate: gmtDay('endDate').optional() })
  .superRefine((q, ctx) => {
    if ((q.beginDate === undefined) !== (q.endDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.beginDate === undefined ? 'beginDate' : 'endDate'],
        message: `both beginDate and endDate, or neither (the last ${OVERVIEW_DEFAULT_DAYS} days)`,
      });
      return;
    }
    if (q.beginDate === undefined || q.endDate === undefined) return;
    const problem = periodProblem({ beginDate: q.beginDate, endDate: q.endDate });
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
export type FinanceOverviewQuery = z.infer<typeof financeOverviewQuery>;

/** The period a query asks for: its days, or the last 30 days up to `now`. */
export function periodOf(q: FinanceOverviewQuery, now: Date): Period {
  return q.beginDate && q.endDate ? { beginDate: q.beginDate, endDate: q.endDate } : lastDays(now);
}

// ---- Which entries count where ----------------------------------------------------------------

export type CashDirection = 'in' | 'out';

/**
 * Money that comes into or goes out of the platform's bank: an entry against the cash clearing
 * account (ledger rules of wallet-ledger.ts). In: a credit paid from cash clearing (a recharge);
 * out: a charge or captured hold paid into it (a withdrawal). Nothing else moves cash.
 */
export function cashDirection(kind: EntryKind, feeType: FeeType): CashDirection | null {
  if (kind === 'credit') return creditSource(feeType).kind === 'cash_clearing' ? 'in' : null;
  if (kind === 'charge' || kind === 'capture')
    return chargeTarget(feeType).kind === 'cash_clearing' ? 'out' : null;
  return null;
}

/** Every kind and fee type of entry that moves cash (the per-day query reads only these). */
export const CASH_MOVES: readonly { kind: EntryKind; feeType: FeeType; direction: CashDirection }[] =
  ENTRY_KINDS.flatMap((kind) =>
    FEE_TYPES.flatMap((feeType) => {
      const direction = cashDirection(kind, feeType);
      return direction ? [{ kind, feeType, direction }] : [];
    }),
  );

export type FeeSide = 'charged' | 'credited';

/**
 * Which side of a fee type's figure an entry adds to: charged to sellers (a charge, a captured hold)
 * or credited to them (a credit, a refund, a hold released or expired). A hold itself only sets money
 * aside: what settles it is counted, so nothing counts twice.
 */
export function feeSide(kind: EntryKind): FeeSide | null {
  if (kind === 'charge' || kind === 'capture') return 'charged';
  if (kind === 'hold') return null;
  return 'credited';
}

/** Applications waiting for the platform: a stage an admin can act on (the transition table). */
export const PENDING_STAGES: readonly { kind: ApplicationKind; stage: ApplicationStage }[] =
  APPLICATION_KINDS.flatMap((kind) =>
    APPLICATION_STAGES.filter((stage) => actionsFor(kind, stage, 'admin').length > 0).map((stage) => ({
      kind,
      stage,
    })),
  );

// ---- Figures from daily totals ----------------------------------------------------------------

/** Entries of one kind and fee type (and, for the per-day figures, one GMT day): count and cents. */
export type FlowTotal = {
  day?: string;
  feeType: number;
  kind: EntryKind;
  entries: number;
  amountCents: number;
};

const flowKey = (t: FlowTotal) => `${t.day ?? ''}|${t.feeType}|${t.kind}`;

/** The totals less the excluded sellers' part (the same keys), exactly: integer cents and counts. */
export function withoutExcluded(all: readonly FlowTotal[], excluded: readonly FlowTotal[]): FlowTotal[] {
  const net = new Map(all.map((t) => [flowKey(t), { ...t }]));
  for (const x of excluded) {
    const key = flowKey(x);
    const t = net.get(key) ?? { ...x, entries: 0, amountCents: 0 };
    net.set(key, { ...t, entries: t.entries - x.entries, amountCents: t.amountCents - x.amountCents });
  }
  return [...net.values()].filter((t) => t.entries !== 0 || t.amountCents !== 0);
}

/** The same totals summed over their days. */
export function overDays(totals: readonly FlowTotal[]): FlowTotal[] {
  const sums = new Map<string, FlowTotal>();
  for (const t of totals) {
    const key = `${t.feeType}|${t.kind}`;
    const s = sums.get(key) ?? { feeType: t.feeType, kind: t.kind, entries: 0, amountCents: 0 };
    sums.set(key, { ...s, entries: s.entries + t.entries, amountCents: s.amountCents + t.amountCents });
  }
  return [...sums.values()];
}

export type FeeTypeFigure = { feeType: number; entries: number; chargedCents: number; creditedCents: number };

/** One figure per fee type of spec section 9, in its order, 0 where nothing was posted. */
export function feesByType(totals: readonly FlowTotal[]): FeeTypeFigure[] {
  return FEE_TYPES.map((feeType) => {
    const figure: FeeTypeFigure = { feeType, entries: 0, chargedCents: 0, creditedCents: 0 };
    for (const t of totals) {
      const side = t.feeType === feeType ? feeSide(t.kind) : null;
      if (!side) continue;
      figure.entries += t.entries;
      if (side === 'charged') figure.chargedCents += t.amountCents;
      else figure.creditedCents += t.amountCents;
    }
    return figure;
  });
}

export type CashDay = { day: string; inCents: number; outCents: number };

/** Money in and out on every day of the period, 0 on a day without any. */
export function cashByDay(totals: readonly FlowTotal[], period: Period): CashDay[] {
  const byDay = new Map(daysOf(period).map((day) => [day, { day, inCents: 0, outCents: 0 }]));
  for (const t of totals) {
    const day = t.day === undefined ? undefined : byDay.get(t.day);
    const direction = cashDirection(t.kind, t.feeType as FeeType);
    if (!day || !direction) continue;
    if (direction === 'in') day.inCents += t.amountCents;
    else day.outCents += t.amountCents;
  }
  return [...byDay.values()];
}

// ---- Answers ----------------------------------------------------------------------------------

const sellerRef = z.object({ sellerId: z.number(), uid: z.string(), name: z.string() });
export type SellerRef = z.infer<typeof sellerRef>;

const sellerBalance = sellerRef.extend({
  availableCents: z.number(),
  heldCents: z.number(),
  totalCents: z.number(),
});
export type SellerBalance = z.infer<typeof sellerBalance>;

export const financeOverviewSchema = z.object({
  period: z.object({ beginDate: z.string(), endDate: z.string() }),
  balances: z.object({
    availableCents: z.number(),
    heldCents: z.number(),
    /** Sellers whose available plus held is above zero. */
    sellersWithMoney: z.number(),
    topSellers: z.array(sellerBalance),
  }),
  /** One row per waiting stage (PENDING_STAGES), 0 when none waits; amounts as applied, by currency. */
  pending: z.array(
    z.object({
      kind: z.number(),
      stage: z.number(),
      count: z.number(),
      usdCents: z.number(),
      rmbCents: z.number(),
    }),
  ),
  feesByType: z.array(
    z.object({
      feeType: z.number(),
      entries: z.number(),
      chargedCents: z.number(),
      creditedCents: z.number(),
    }),
  ),
  cashByDay: z.array(z.object({ day: z.string(), inCents: z.number(), outCents: z.number() })),
  /** The sellers left out of every figure above, and what they hold now. */
  excluded: z.object({
    sellers: z.array(sellerRef),
    availableCents: z.number(),
    heldCents: z.number(),
  }),
});
export type FinanceOverview = z.infer<typeof financeOverviewSchema>;

// ---- The exclusion list -----------------------------------------------------------------------

/** The codes repeated in a list (compared without surrounding spaces), each once. */
export function repeatedCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of codes.map((c) => c.trim())) (seen.has(code) ? repeated : seen).add(code);
  return [...repeated];
}

export const statisticsExclusionsRequest = z.strictObject({
  /** Sellers' merchant codes (uid), the whole list: it replaces the one kept. */
  userCodes: z
    .array(
      z.string().trim().min(1, 'a user code cannot be empty').max(32, 'a user code of at most 32 characters'),
    )
    .max(MAX_EXCLUDED_CODES, `at most ${MAX_EXCLUDED_CODES} user codes`)
    .superRefine((codes, ctx) => {
      const repeated = repeatedCodes(codes);
      if (repeated.length)
        ctx.addIssue({ code: 'custom', message: `each user code once (repeated: ${repeated.join(', ')})` });
    }),
});
export type StatisticsExclusionsRequest = z.infer<typeof statisticsExclusionsRequest>;

export const statisticsExclusionsSchema = z.object({ sellers: z.array(sellerRef) });
export type StatisticsExclusions = z.infer<typeof statisticsExclusionsSchema>;
