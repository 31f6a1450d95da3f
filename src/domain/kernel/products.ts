import { z } from 'zod';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../warehouses/rules';
import { ONE_ID_PATTERN } from './one-id';
import { INVENTORY_STATUSES } from './product-rules';
import { pagingFields } from './request-fields';

/**
 * Product items, identified by their ONE ID (spec sections 3 and 4), and the money and storage rules
 * that apply to them. Money is always integer cents (ARCHITECTURE.md section 3).
 */

// The statuses, money and storage rules live in product-rules.ts (no zod), for the client's offline caches.
export * from './product-rules';
// The ONE ID rules live in one-id.ts (no zod), so the scan listener of every screen stays small.
export { formatOneId, ONE_ID_FIRST, ONE_ID_PATTERN, parseOneId } from './one-id';

/**
 * Shelving: a ONE ID onto a shelf of the same warehouse, or onto the pseudo shelf -2 "ready for listing".
 * The tablet sends the shelf id from its cache, or the scanned shelf code when the cache may not know it.
 */
export const shelveItemInput = z
  .strictObject({
    oneId: z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID'),
    shelfId: z
      .union([z.literal(PSEUDO_SHELF_READY_FOR_LISTING), z.number().int().positive().max(2_147_483_647)])
      .optional(),
    shelfCode: z.string().trim().min(1).max(80).optional(),
  })
  .refine((v) => (v.shelfId === undefined) !== (v.shelfCode === undefined), {
    message: 'give either a shelf id or a shelf code',
    path: ['shelfId'],
  });
export type ShelveItemInput = z.infer<typeof shelveItemInput>;

/** Items of the selected warehouse (ShelfManage and InventoryView lists). */
export const warehouseItemListRequest = z.strictObject({
  status: z.union(INVENTORY_STATUSES.map((s) => z.literal(s))).optional(),
  /** Only items inspected and not yet on any shelf. */
  awaitingShelving: z.boolean().optional(),
  shelfId: z
    .union([z.literal(PSEUDO_SHELF_READY_FOR_LISTING), z.number().int().positive().max(2_147_483_647)])
    .optional(),
  /** Exact ONE ID, or a contains-match on SKU, name or brand. */
  oneId: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(64).optional(),
  ...pagingFields,
});
export type WarehouseItemListRequest = z.infer<typeof warehouseItemListRequest>;

/** An item's or a forecast's owner as answers show it: the seller's id, uid and name. */
export const shopInfo = z.object({ id: z.number(), uid: z.string(), realname: z.string() });
export type ShopInfo = z.infer<typeof shopInfo>;

/**
 * The spec's Event (section 3) as the API sends it (its type is the `ProductEvent` of events.ts, which
 * stays zod-free for the drawer's labels). Money fields are integer cents.
 */
export const productEvent = z.object({
  id: z.number(),
  type: z.number(),
  eventType: z.number(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
  logNo: z.string(),
  batchNo: z.string(),
  oddNo: z.string(),
  operator: z.string(),
  brand: z.string(),
  remarks: z.string(),
  sku: z.string(),
  spec: z.string(),
  pku: z.string(),
  oneId: z.string(),
  checkResult: z.number().nullable(),
  imgList: z.array(z.string()),
  wareName: z.string(),
  shelvesName: z.string(),
  wareDays: z.number().nullable(),
  wareFee: z.number().nullable(),
  outType: z.number().nullable(),
  outTime: z.string().nullable(),
  deliveryFee: z.number().nullable(),
  otherFee: z.number().nullable(),
  flowStatus: z.number().nullable(),
  preId: z.number().nullable(),
  packId: z.number().nullable(),
  platOrderNo: z.string(),
});
