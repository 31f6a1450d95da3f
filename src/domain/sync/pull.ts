import { z } from 'zod';
import { shopInfo } from '../kernel/products';
import { skuRow } from '../skus/skus';

/**
 * GET /api/warehouse/sync/pull (ARCHITECTURE.md section 4): the changes to the four read caches a
 * tablet keeps for offline work. Apart from sync.ts, whose op inputs the tablet's outbox loads.
 */
/** The rows of GET /sync/pull, one kind per read cache; `updatedAt` is the row's position (microseconds). */
export const pulledForecast = z.object({
  id: z.number(),
  kind: z.number(),
  status: z.number(),
  remark: z.string(),
  shopInfo,
  parcels: z.array(
    z.object({
      id: z.number(),
      logNo: z.string(),
      status: z.number(),
      gmtReceived: z.string().nullable(),
      /** Who received it, so a tablet can say "already received by ... at ..." offline. */
      receivedBy: z.string(),
      cancelled: z.boolean(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.number(),
      sku: z.string(),
      brand: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.number(),
      inspected: z.number(),
    }),
  ),
  updatedAt: z.string(),
});
export type PulledForecast = z.infer<typeof pulledForecast>;

/** A shelf (the pseudo shelf -2 too); disabled when it or its rack is. */
export const pulledShelf = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  rackId: z.number(),
  rackName: z.string(),
  status: z.number(),
  updatedAt: z.string(),
});
export type PulledShelf = z.infer<typeof pulledShelf>;

export const pulledSku = skuRow.extend({ updatedAt: z.string() });
export type PulledSku = z.infer<typeof pulledSku>;

export const pulledItem = z.object({
  id: z.number(),
  oneId: z.string(),
  shopUserId: z.number(),
  packId: z.number().nullable(),
  parcelId: z.number().nullable(),
  logNo: z.string(),
  sku: z.string(),
  brand: z.string(),
  remarks: z.string(),
  spec: z.string(),
  status: z.number(),
  checkResult: z.number().nullable(),
  shelfId: z.number().nullable(),
  gmtIn: z.string(),
  updatedAt: z.string(),
});
export type PulledItem = z.infer<typeof pulledItem>;

/** GET /sync/pull: each cache's changes, the cursor of the next pull, and whether more are waiting. */
export const syncPull = z.object({
  forecasts: z.array(pulledForecast),
  shelves: z.array(pulledShelf),
  skus: z.array(pulledSku),
  items: z.array(pulledItem),
  next: z.string(),
  more: z.boolean(),
  serverTime: z.string(),
});
export type SyncPull = z.infer<typeof syncPull>;
