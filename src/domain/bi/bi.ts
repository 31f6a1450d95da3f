import { z } from 'zod';
import { MARKETPLACES } from '../listing/marketplaces';
import type { MarketplaceCode } from '../listing/marketplaces';
import { ConsignmentStatus, OrderKind } from '../outbound/kind-codes';
import { WAITING_TO_LEAVE } from '../outbound/audit';
import { STOCK_AGE_BUCKETS } from '../inventory/views';
import { daysOf, financeOverviewQuery, financeOverviewSchema } from '../wallet/overview';
import type { Period } from '../wallet/overview';

/**
 * The admin's BI board (`/admin/bi`, where admins land; spec section 2, issue 28 point 1): orders to
 * ship, sales of a period, inventory, the wallet and the applications waiting, each figure linking to
 * the list behind it.
 *
 *   GET /bi/board  (admin, BiPage query)  biBoardQuery -> BiBoard
 *
 * A period is the Finance/Overview's: whole GMT days, at most 366, by default the last 30. Every
 * figure is read from kept aggregates (sales and orders kept by triggers, stock counts, the ledger's
 * daily totals and balances) or, for storage days and pairs in and out by day, from a materialized
 * view a job refreshes (its time is `inventory.asOf`). The wallet's figures leave out the sellers of
 * the statistics exclusion list, as Finance/Overview does.
 */

export const biBoardQuery = financeOverviewQuery;
export type BiBoardQuery = z.infer<typeof biBoardQuery>;

// ---- Orders to ship --------------------------------------------------------------------------

/**
 * The orders the warehouse is to send out: the OutboundTask kinds in the statuses they wait to leave
 * in (ship with label, reship, platform direct outbound) and the consignments sold and waiting to go
 * to their buyer.
 */
export const TO_SHIP: readonly { kind: OrderKind; statuses: readonly number[] }[] = [
  ...Object.entries(WAITING_TO_LEAVE).map(([kind, statuses]) => ({
    kind: Number(kind) as OrderKind,
    statuses: statuses as readonly number[],
  })),
  { kind: OrderKind.consignment, statuses: [ConsignmentStatus.pendingOutbound] },
];

export const isToShip = (kind: number, status: number): boolean =>
  TO_SHIP.some((s) => s.kind === kind && s.statuses.includes(status));

// ---- Storage days ----------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** Days an item has been stored on `today` when it came in on `dayIn` (day 1 = the day it came in). */
export function storageDays(dayIn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dayIn}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The pairs in a warehouse by age bucket (STOCK_AGE_BUCKETS, the overview's), from counts by day in. */
export function storageDayBuckets(
  byDayIn: readonly { dayIn: string; pairs: number }[],
  today: string,
): { bucket: string; pairs: number }[] {
  const counts = new Map(STOCK_AGE_BUCKETS.map((b) => [b.key, 0]));
  for (const { dayIn, pairs } of byDayIn) {
    const days = storageDays(dayIn, today);
    const bucket =
      STOCK_AGE_BUCKETS.find((b) => b.maxDays === null || days <= b.maxDays) ??
      STOCK_AGE_BUCKETS[STOCK_AGE_BUCKETS.length - 1];
    counts.set(bucket.key, (counts.get(bucket.key) ?? 0) + pairs);
  }
  return STOCK_AGE_BUCKETS.map((b) => ({ bucket: b.key, pairs: counts.get(b.key) ?? 0 }));
}

// ---- Days of a period ------------------------------------------------------------------------

/** Sparse rows of days spread over every day of the period (zeros where none), in order. */
export function everyDay<T extends { day: string }>(
  period: Period,
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(period).map((day) => byDay.get(day) ?? empty(day));
}

/** One figure per marketplace, in MARKETPLACES order, 0 where nothing sold. */
export function everyMarketplace(
  rows: readonly { marketplace: string; pairs: number; revenueCents: number }[],
): { marketplace: MarketplaceCode; pairs: number; revenueCents: number }[] {
  return MARKETPLACES.map((marketplace) => {
    const of = rows.filter((r) => r.marketplace === marketplace);
    return {
      marketplace,
      pairs: of.reduce((sum, r) => sum + r.pairs, 0),
      revenueCents: of.reduce((sum, r) => sum + r.revenueCents, 0),
    };
  });
}

// ---- The answer ------------------------------------------------------------------------------

const overview = financeOverviewSchema.shape;

export const biBoardSchema = z.object({
  period: z.object({ beginDate: z.string(), endDate: z.string() }),
  /** The GMT day the board was read on (storage days count to it). */
  today: z.string(),
  toShip: z.array(
    z.object({ kind: z.number(), wareId: z.number(), wareName: z.string(), orders: z.number() }),
  ),
  sales: z.object({
    pairs: z.number(),
    revenueCents: z.number(),
    byDay: z.array(z.object({ day: z.string(), pairs: z.number(), revenueCents: z.number() })),
    byMarketplace: z.array(
      z.object({ marketplace: z.enum(MARKETPLACES), pairs: z.number(), revenueCents: z.number() }),
    ),
    /** The ledger's fees of the period by fee type (non-zero ones), without the excluded sellers. */
    feesByType: overview.feesByType,
  }),
  inventory: z.object({
    byStatus: z.array(z.object({ status: z.number(), pairs: z.number() })),
    byWarehouse: z.array(
      z.object({ wareId: z.number(), wareName: z.string(), inWarehouse: z.number(), left: z.number() }),
    ),
    storageDays: z.array(z.object({ bucket: z.string(), pairs: z.number() })),
    /** Pairs that came in and left on each day of the period. */
    flowByDay: z.array(z.object({ day: z.string(), inPairs: z.number(), outPairs: z.number() })),
    /** When the view behind storage days and the daily flow was last refreshed (null: not yet). */
    asOf: z.string().nullable(),
  }),
  wallet: z.object({
    availableCents: z.number(),
    heldCents: z.number(),
    sellersWithMoney: z.number(),
    inCents: z.number(),
    outCents: z.number(),
    cashByDay: overview.cashByDay,
    /** How many test and internal sellers the wallet's figures leave out. */
    excludedSellers: z.number(),
  }),
  waiting: overview.pending,
});
export type BiBoard = z.infer<typeof biBoardSchema>;

// ---- Where each figure leads ----------------------------------------------------------------

/** The admin list behind each figure (the lists' own paths and the filters they read from the query). */
export const BI_LINKS = {
  toShip: (kind: number) =>
    kind === OrderKind.consignment
      ? `/admin/Audit/OCConsignment?type=${ConsignmentStatus.pendingOutbound}`
      : `/admin/TaskManage/OutboundTask/${kind}`,
  sales: '/admin/cross-listing/sales',
  fees: '/admin/Finance/Overview',
  stock: '/admin/Stock',
  warehouses: '/admin/Warehouse/Overview',
  inBatches: '/admin/Stock/InBatch',
  outBatches: '/admin/Stock/OutBatch',
  wallet: '/admin/Finance/Overview',
  waiting: (kind: number, stage: number) => `/admin/Finance/PlatformFlow?kind=${kind}&stage=${stage}`,
} as const;
