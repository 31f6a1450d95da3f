import { z } from 'zod';
import { INSPECTION_GRADES } from '../inspection/inspection';
import { parseOddNo } from '../outbound/kinds';
import { INVENTORY_STATUSES, InventoryStatus, shopInfo } from '../kernel/products';

/**
 * Stock views (issue 5 parts 3-4): the seller's inventory with status tabs, the items that left
 * (WarehouseExit), the seller workplace counts, and the admin overview, stock list and batches (inbound
 * and outbound).
 * Filter names follow the spec's product fields (section 3) and date-range names.
 */

export { StockPage } from '../kernel/permissions';

/** The seller's inventory tabs, in the order the spec lists the statuses; 9 and 10 share one tab. */
export const INVENTORY_TABS: readonly { key: string; statuses: readonly InventoryStatus[] }[] = [
  { key: 'all', statuses: [] },
  ...INVENTORY_STATUSES.filter((s) => s !== InventoryStatus.dropshippingLabel).map((s) => ({
    key: String(s),
    statuses:
      s === InventoryStatus.dropshipping
        ? [InventoryStatus.dropshipping, InventoryStatus.dropshippingLabel]
        : [s],
  })),
];

export function inventoryTabOf(key: string | undefined) {
  return INVENTORY_TABS.find((t) => t.key === key) ?? INVENTORY_TABS[0];
}

const MAX_INT = 2_147_483_647;
const text = (max: number) => z.string().trim().max(max).optional();
const instant = z.iso.datetime({ offset: true }).optional();
const statusSchema = z.union(INVENTORY_STATUSES.map((s) => z.literal(s)));
const gradeSchema = z.union(INSPECTION_GRADES.map((g) => z.literal(g)));

const paging = {
  current: z.number().int().min(1).max(MAX_INT).optional(),
  size: z.number().int().min(1).max(MAX_INT).optional(),
  pageNo: z.number().int().min(1).max(MAX_INT).optional(),
  pageSize: z.number().int().min(1).max(MAX_INT).optional(),
};

/** Filters shared by every item list: ONE ID (exact), SKU, brand, name (remarks), size (spec), warehouse, grade, dates. */
export const itemFilterFields = {
  oneId: text(20),
  sku: text(64),
  brand: text(64),
  remarks: text(128),
  spec: text(20),
  wareId: z.number().int().positive().max(MAX_INT).optional(),
  checkResult: gradeSchema.optional(),
  /** Inbound time (gmt_in): the day the item came into the warehouse. */
  inBeginTime: instant,
  inEndTime: instant,
  /** Time the item left (gmt_out). */
  outBeginTime: instant,
  outEndTime: instant,
};
export type ItemFilter = { [K in keyof typeof itemFilterFields]?: z.infer<(typeof itemFilterFields)[K]> };

/** Seller inventory: one status (statuses 9 and 10 are asked for together by the dropshipping tab). */
export const inventoryListRequest = z.strictObject({
  ...itemFilterFields,
  statusList: z.array(statusSchema).max(INVENTORY_STATUSES.length).optional(),
  ...paging,
});
export type InventoryListRequest = z.infer<typeof inventoryListRequest>;

/** Items that left the warehouse (status 6), newest exit first. */
export const warehouseExitListRequest = z.strictObject({ ...itemFilterFields, ...paging });
export type WarehouseExitListRequest = z.infer<typeof warehouseExitListRequest>;

/** Admin stock list: every seller's items, optionally one seller's (uid or name contains). */
export const stockListRequest = z.strictObject({
  ...itemFilterFields,
  statusList: z.array(statusSchema).max(INVENTORY_STATUSES.length).optional(),
  shopUser: text(64),
  /** Items of one inbound parcel batch (InBatch detail): received that day in that warehouse. */
  receivedBeginTime: instant,
  receivedEndTime: instant,
  /** Items of one outbound batch (OutBatch detail): left (gmt_out) that day from that warehouse. */
  leftBeginTime: instant,
  leftEndTime: instant,
  ...paging,
});
export type StockListRequest = z.infer<typeof stockListRequest>;

/** The browser's offset from UTC in minutes (east positive), so days are the user's days. */
const utcOffsetMinutes = z
  .number()
  .int()
  .min(-14 * 60)
  .max(14 * 60)
  .optional();

export const stockOverviewRequest = z.strictObject({ wareId: itemFilterFields.wareId });

/**
 * Inbound batches (parcels received) and outbound batches (items that left) per day and warehouse:
 * one warehouse, a date range over the batch's time, and the user's days.
 */
export const batchListRequest = z.strictObject({
  wareId: itemFilterFields.wareId,
  beginDate: instant,
  endDate: instant,
  utcOffsetMinutes,
  ...paging,
});
export type BatchListRequest = z.infer<typeof batchListRequest>;

/** Age of stock in days since it came in; the last bucket has no upper end. */
export const STOCK_AGE_BUCKETS: readonly { key: string; maxDays: number | null }[] = [
  { key: 'week', maxDays: 7 },
  { key: 'month', maxDays: 30 },
  { key: 'quarter', maxDays: 90 },
  { key: 'halfYear', maxDays: 180 },
  { key: 'older', maxDays: null },
];

/** Bucket of an item stored `days` days (day 1 = the day it came in). */
export function ageBucketOf(days: number): string {
  return (
    STOCK_AGE_BUCKETS.find((b) => b.maxDays === null || days <= b.maxDays) ??
    STOCK_AGE_BUCKETS[STOCK_AGE_BUCKETS.length - 1]
  ).key;
}

/** How many items have one status (the tabs' numbers, the summaries). */
export const statusCount = z.object({ status: z.number(), count: z.number() });
export type StatusCount = z.infer<typeof statusCount>;

/**
 * The order an item left with (the product record's outInfo, in brief): its number and its kind,
 * 3 ship with label, 4 reship, 14 platform direct outbound, 6 a consignment sale.
 */
export const exitOrder = z.object({ oddNo: z.string(), type: z.number() });
export type ExitOrder = z.infer<typeof exitOrder>;

/** A consignment sale (spec section 4, kind 6): it leaves without an outbound order of ours. */
export const CONSIGNMENT_KIND = 6;

/**
 * The kind of the order an exit event names: the kind it recorded (out_type), else the kind its
 * order number says, else a consignment sale (the one exit not made by an outbound order).
 */
export function exitKindOf(outType: number | null, oddNo: string): number {
  return outType ?? parseOddNo(oddNo)?.kind ?? CONSIGNMENT_KIND;
}

/**
 * A row of every stock list (seller inventory, WarehouseExit, admin stock): storage days and fee
 * (integer cents); the admin list adds the shelf and the owner, the exit lists the order it left with.
 */
export const itemRow = z.object({
  id: z.number(),
  oneId: z.string(),
  sku: z.string(),
  brand: z.string(),
  remarks: z.string(),
  spec: z.string(),
  status: z.number(),
  checkResult: z.number().nullable(),
  costPrice: z.number(),
  supply: z.string(),
  wareId: z.number(),
  wareName: z.string(),
  gmtIn: z.string(),
  gmtOut: z.string().nullable(),
  wareDays: z.number(),
  wareFee: z.number(),
  /** Admin lists only. */
  shelvesName: z.string().optional(),
  shopInfo: shopInfo.optional(),
  /** Exit lists only (WarehouseExit, an admin day of exits): null when no exit event names an order. */
  outInfo: exitOrder.nullable().optional(),
});
export type ItemRow = z.infer<typeof itemRow>;

/** A stock list's answer beside its page: the count of each status under the same filters. */
export const statusCounts = z.object({ statusCounts: z.array(statusCount) });

/** GET /inventory/summary: the seller's counts by status, and by warehouse of what is still in one. */
export const sellerStockSummaryAnswer = z.object({
  byStatus: z.array(statusCount),
  byWarehouse: z.array(z.object({ wareId: z.number(), wareName: z.string(), inWarehouse: z.number() })),
});
export type SellerStockSummary = z.infer<typeof sellerStockSummaryAnswer>;

/** POST /stock/overview: stock by warehouse, by status and by age bucket (STOCK_AGE_BUCKETS keys). */
export const stockOverviewAnswer = z.object({
  byWarehouse: z.array(
    z.object({
      wareId: z.number(),
      wareName: z.string(),
      inWarehouse: z.number(),
      outOfWarehouse: z.number(),
    }),
  ),
  byStatus: z.array(statusCount),
  byAge: z.array(z.object({ bucket: z.string(), count: z.number() })),
});
export type StockOverview = z.infer<typeof stockOverviewAnswer>;

/** What the batch rows share: the (user's) day and the warehouse. */
const dayBatchFields = { day: z.string(), wareId: z.number(), wareName: z.string() };

/** A row of POST /stock/in_batch: parcels received that day, the items inspected from them, the day's instants. */
export const inBatchRow = z.object({
  ...dayBatchFields,
  parcels: z.number(),
  items: z.number(),
  receivedBeginTime: z.string(),
  receivedEndTime: z.string(),
});
export type InBatchRow = z.infer<typeof inBatchRow>;
