import { z } from 'zod';
import { shopInfo } from '../kernel/products';

/**
 * Shelving (ShelfManage) and the warehouse's InventoryView: the answers of POST /shelving/shelve,
 * POST /shelving/items and POST /inventory_view/list. The requests are in products.ts
 * (shelveItemInput, warehouseItemListRequest), beside the sync op that shelves offline.
 */

/** POST /shelving/shelve: where the item is now; `moved` is false when it was already there. */
export const shelvingResult = z.object({
  oneId: z.string(),
  shelfId: z.number(),
  shelfName: z.string(),
  moved: z.boolean(),
});
export type ShelvingResult = z.infer<typeof shelvingResult>;

/** An item of the selected warehouse, with its shelf, owner, storage days and fee (integer cents). */
export const warehouseItemRow = z.object({
  id: z.number(),
  oneId: z.string(),
  sku: z.string(),
  brand: z.string(),
  remarks: z.string(),
  spec: z.string(),
  status: z.number(),
  checkResult: z.number().nullable(),
  checkRemark: z.string(),
  costPrice: z.number(),
  supply: z.string(),
  packId: z.number().nullable(),
  logNo: z.string(),
  shelfId: z.number().nullable(),
  shelvesName: z.string(),
  shelvesUserName: z.string(),
  gmtShelvesCreate: z.string().nullable(),
  gmtIn: z.string(),
  wareDays: z.number(),
  wareFee: z.number(),
  shopInfo,
});
export type WarehouseItemRow = z.infer<typeof warehouseItemRow>;
