import { z } from 'zod';
import { INSPECTION_GRADES } from '../inspection/inspection';
import { itemFilterFields } from '../inventory/views';
import { INVENTORY_STATUSES } from '../kernel/products';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../warehouses/warehouses';

/**
 * Exports and the download center (issue 5 part 5). An export call takes a list's query plus
 * beginTime/endTime (start of the first day to the end of the last, spec sections 3 and 9) and
 * searchIdList (the selected item ids); it adds a download task that a background job fills.
 *
 * beginTime/endTime bound the item's inbound time. A non-empty searchIdList exports exactly the
 * selected items (the list's filters are not applied to an explicit selection), always inside the
 * caller's own scope: ids of items the caller may not see match nothing and are ignored.
 */

/** Download task statuses, in the order a task goes through them. */
export const DownloadStatus = { queued: 0, running: 1, done: 2, failed: 3 } as const;
export type DownloadStatus = (typeof DownloadStatus)[keyof typeof DownloadStatus];
export const DOWNLOAD_STATUSES = [
  DownloadStatus.queued,
  DownloadStatus.running,
  DownloadStatus.done,
  DownloadStatus.failed,
] as const;

export function isFinished(status: number): boolean {
  return status === DownloadStatus.done || status === DownloadStatus.failed;
}

/** What a task exports: one per list screen. */
export const ExportKind = {
  sellerInventory: 'seller-inventory',
  warehouseInventory: 'warehouse-inventory',
  adminStock: 'admin-stock',
  sellerWallet: 'seller-wallet',
  merchantStatement: 'merchant-statement',
} as const;
export type ExportKind = (typeof ExportKind)[keyof typeof ExportKind];

/** Unfinished tasks one user may have at a time (a queue for one user cannot starve the others). */
export const MAX_UNFINISHED_TASKS_PER_USER = 5;
/** Most ids one selection may carry (a selection across pages of the largest lists). */
export const MAX_SELECTED_IDS = 50_000;
/** How often the download center polls while a task is unfinished. */
export const DOWNLOAD_POLL_MS = 2000;

const MAX_INT = 2_147_483_647;
const instant = z.iso.datetime({ offset: true }).optional();
const pagingFields = {
  current: z.number().int().min(1).max(MAX_INT).optional(),
  size: z.number().int().min(1).max(MAX_INT).optional(),
  pageNo: z.number().int().min(1).max(MAX_INT).optional(),
  pageSize: z.number().int().min(1).max(MAX_INT).optional(),
};
/** The export parameters the spec adds to a list's query. */
const exportFields = {
  beginTime: instant,
  endTime: instant,
  searchIdList: z.array(z.number().int().positive().max(MAX_INT)).max(MAX_SELECTED_IDS).optional(),
};
const statusSchema = z.union(INVENTORY_STATUSES.map((s) => z.literal(s)));

/** beginTime after endTime is refused by the service with the spec-style message (not a zod refine). */
export function rangeInOrder(q: { beginTime?: string; endTime?: string }): boolean {
  return !q.beginTime || !q.endTime || Date.parse(q.beginTime) <= Date.parse(q.endTime);
}

/** Seller inventory export: the inventory list's query (paging is accepted and ignored). */
export const sellerInventoryExportRequest = z.strictObject({
  ...itemFilterFields,
  statusList: z.array(statusSchema).max(INVENTORY_STATUSES.length).optional(),
  ...pagingFields,
  ...exportFields,
});
export type SellerInventoryExportRequest = z.infer<typeof sellerInventoryExportRequest>;

/** Admin stock export: the stock list's query. */
export const adminStockExportRequest = z.strictObject({
  ...itemFilterFields,
  statusList: z.array(statusSchema).max(INVENTORY_STATUSES.length).optional(),
  shopUser: z.string().trim().max(64).optional(),
  receivedBeginTime: instant,
  receivedEndTime: instant,
  leftBeginTime: instant,
  leftEndTime: instant,
  ...pagingFields,
  ...exportFields,
});
export type AdminStockExportRequest = z.infer<typeof adminStockExportRequest>;

/** Warehouse InventoryView export: the view's query, in the selected warehouse. */
export const warehouseInventoryExportRequest = z.strictObject({
  status: statusSchema.optional(),
  awaitingShelving: z.boolean().optional(),
  shelfId: z
    .union([z.literal(PSEUDO_SHELF_READY_FOR_LISTING), z.number().int().positive().max(MAX_INT)])
    .optional(),
  oneId: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(64).optional(),
  checkResult: z.union(INSPECTION_GRADES.map((g) => z.literal(g))).optional(),
  ...pagingFields,
  ...exportFields,
});
export type WarehouseInventoryExportRequest = z.infer<typeof warehouseInventoryExportRequest>;

/** The download center's list. */
export const downloadTaskListRequest = z.strictObject({
  status: z.union(DOWNLOAD_STATUSES.map((s) => z.literal(s))).optional(),
  ...pagingFields,
});
export type DownloadTaskListRequest = z.infer<typeof downloadTaskListRequest>;

export const downloadTaskIdRequest = z.strictObject({ id: z.number().int().positive().max(MAX_INT) });
/** The same id in a query string. */
export const downloadTaskIdQuery = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_INT) });

/** One task as the download center shows it. */
export const downloadTaskSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.number(),
  progress: z.number(),
  rowCount: z.number(),
  fileSize: z.number(),
  fileName: z.string(),
  error: z.string(),
  gmtCreate: z.string(),
  gmtFinish: z.string().nullable(),
  expiresAt: z.string(),
  /** Path of the file under the task's host, when done. */
  downloadUrl: z.string().nullable(),
});
export type DownloadTask = z.infer<typeof downloadTaskSchema>;

/** Path (under a host) the file of a finished task is served from. */
export function downloadPath(taskId: number): string {
  return `/download_task/file?id=${taskId}`;
}

/** An export's answer: the task it added and where its file will be. */
export const exportAnswer = z.object({ id: z.number(), downloadUrl: z.string() });
export type ExportAnswer = z.infer<typeof exportAnswer>;
