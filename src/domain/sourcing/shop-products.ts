import { z } from 'zod';
import { MARKETPLACE_MODES } from '../listing/marketplaces';
import { MIN_LISTING_PRICE_CENTS } from '../listing/rules';
import { sizeKey } from '../listing/size-key';
import { requestKeyFields } from '../kernel/request-key';
import { INT4_MAX, rowId } from '../kernel/request-fields';
import { MAX_SHOP_IMAGES, shopImageCheck } from './shop-images';

/**
 * Short-video shop product sync (`tiktok-shop`, issue 26 point 4): the seller makes a TikTok Shop
 * product of one of our SKUs (images, its sizes as the Size sales attribute, a price per size) and the
 * sync job creates or updates it at the shop, the stock of each size following the pairs of that SKU
 * and size the seller has available in the warehouse. The shop's refusals are kept per product.
 */

/** Our side of a product's sync: waiting for the job, being sent, as the shop has it, or refused. */
export const SHOP_SYNC_STATES = ['waiting', 'syncing', 'synced', 'failed'] as const;
export type ShopSyncState = (typeof SHOP_SYNC_STATES)[number];
export const SHOP_SYNC_STATE_LABEL: Record<ShopSyncState, string> = {
  waiting: 'sourcing-shop:state.waiting',
  syncing: 'sourcing-shop:state.syncing',
  synced: 'sourcing-shop:state.synced',
  failed: 'sourcing-shop:state.failed',
};

/** Made here and sent to the shop ('ours'), or made at the shop and read into the catalogue ('shop'). */
export const SHOP_PRODUCT_ORIGINS = ['ours', 'shop'] as const;
export type ShopProductOrigin = (typeof SHOP_PRODUCT_ORIGINS)[number];

/** A size's name at the shop: TikTok takes sales attribute values of up to 20 characters. */
export const MAX_SIZE_TEXT = 20;
/** TikTok's seller SKU (ours: "<SKU>-<size>") is at most 50 characters. */
export const MAX_SELLER_SKU = 50;
export const MAX_SHOP_SIZES = 40;

export const sellerSkuOf = (sku: string, size: string) => `${sku}-${sizeKey(size)}`;

export type ShopSizeProblem = 'sizeEmpty' | 'sizeRepeated' | 'sizeTooLong' | 'priceBelowMinimum';

/**
 * Each size's problem, by its place in the list (the form marks the row): none empty, none repeated
 * ("10.5" and "US 10.5" are one size), no name longer than the shop takes, each price at least $10.
 */
export function shopSizeProblems(
  sizes: readonly { size: string; priceCents: number }[],
): { index: number; problem: ShopSizeProblem }[] {
  const seen = new Set<string>();
  const problems: { index: number; problem: ShopSizeProblem }[] = [];
  sizes.forEach(({ size, priceCents }, index) => {
    const text = size.trim();
    const key = sizeKey(text);
    if (text === '') problems.push({ index, problem: 'sizeEmpty' });
    else if (seen.has(key)) problems.push({ index, problem: 'sizeRepeated' });
    else if (text.length > MAX_SIZE_TEXT) problems.push({ index, problem: 'sizeTooLong' });
    else if (!(priceCents >= MIN_LISTING_PRICE_CENTS)) problems.push({ index, problem: 'priceBelowMinimum' });
    seen.add(key);
  });
  return problems;
}

const hash = z.string().regex(/^[a-f0-9]{64}$/, 'an image checked for the shop');

export const shopSizeInput = z.strictObject({
  /** As the seller writes it; the form's own check names an empty or repeated one. */
  size: z.string().max(64),
  priceCents: z.number().int().min(0).max(99_999_999),
});

export const saveShopProductRequest = z.strictObject({
  ...requestKeyFields,
  /** The product to change; absent for a new one. */
  id: rowId.optional(),
  sku: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(255),
  description: z.string().trim().max(5_000).default(''),
  /** Images checked for the shop first (POST /sourcing/shop/images), by content hash, main image first. */
  images: z.array(hash).min(1).max(MAX_SHOP_IMAGES),
  sizes: z.array(shopSizeInput).min(1).max(MAX_SHOP_SIZES),
});
export type SaveShopProductRequest = z.infer<typeof saveShopProductRequest>;

export const shopSyncRequest = z.strictObject(requestKeyFields);

export const shopProductDetailRequest = z.strictObject({ id: rowId });

export const shopProductListRequest = z.strictObject({
  pageNo: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  state: z.enum(SHOP_SYNC_STATES).optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const shopSizeView = z.object({
  size: z.string(),
  /** Our SKU and size key this size of the shop's product is; null when not mapped. */
  sku: z.string().nullable(),
  sizeKey: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  /** Pairs of this SKU and size the seller has available now: the stock the shop should show. */
  available: z.number().int(),
  /** The stock last sent to the shop; null when never sent. */
  stockSent: z.number().int().nullable(),
  sellerSku: z.string(),
  /** TikTok's SKU id, once the shop has the size. */
  skuId: z.string().nullable(),
  gtin: z.string().nullable(),
});

export const shopProductView = z.object({
  id: z.number().int(),
  origin: z.enum(SHOP_PRODUCT_ORIGINS),
  sku: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.object({ hash: z.string(), url: z.string(), sent: z.boolean() })),
  /** TikTok's product id and status, once the shop has it. */
  productId: z.string().nullable(),
  marketStatus: z.string().nullable(),
  state: z.enum(SHOP_SYNC_STATES),
  /** The shop's refusals of the last sync, in its words. */
  errors: z.array(z.string()),
  sizes: z.array(shopSizeView),
  syncedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ShopProductView = z.infer<typeof shopProductView>;

/** The seller's shop: connected or not, the simulator or TikTok, and whether a sync is on its way. */
export const shopStatus = z.object({
  mode: z.enum(MARKETPLACE_MODES),
  connected: z.boolean(),
  shopName: z.string().nullable(),
  syncQueued: z.boolean(),
  lastSyncAt: z.string().nullable(),
  counts: z.record(z.enum(SHOP_SYNC_STATES), z.number().int()),
});
export type ShopStatus = z.infer<typeof shopStatus>;

export const shopCandidatesRequest = z.strictObject({ keyword: z.string().trim().max(64).default('') });

/** A SKU the seller may make a shop product of: its sizes with the pairs available, and its picture. */
export const shopCandidate = z.object({
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  sizes: z.array(z.object({ size: z.string(), available: z.number().int() })),
  picture: shopImageCheck.nullable(),
  /** The seller's product of this SKU already (edit it rather than make another). */
  productId: z.number().int().nullable(),
});
export type ShopCandidate = z.infer<typeof shopCandidate>;

export const shopSyncAnswer = z.object({ queued: z.boolean(), waiting: z.number().int() });
