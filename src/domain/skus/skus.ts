import { z } from 'zod';
import { sizeSchema, skuCodeSchema } from '../inbound/inbound';
import { pagingFields, rowId } from '../kernel/request-fields';
import { brandNameSchema } from './brands';
import { SKU_SIZES_MAX } from './rules';

/**
 * The SKU catalogue: sellers pick from it when they forecast, inspectors scan or pick the SKU of each
 * item, and tablets keep a copy for offline lookups (pulled by updatedAt deltas).
 *
 *   POST /sku/list    (admin, warehouse, business)  skuListRequest -> page of SkuRow
 *   POST /sku/create  (admin, warehouse)            skuCreateRequest -> SkuRow
 *   POST /sku/update  (admin, warehouse)            skuUpdateRequest -> SkuRow
 *   POST /sku/enable|disable (admin, warehouse)     skuIdRequest -> SkuRow (a disabled SKU leaves
 *        the pickers and the tablets' cache; its products keep it)
 *   Excel import and template: src/domain/kernel/imports.ts
 */

// The status codes and limits live in skus-rules.ts (no zod), for the tablet's offline SKU cache.
export * from './rules';

const id = rowId;
const sizes = z
  .array(sizeSchema)
  .max(SKU_SIZES_MAX)
  .refine((list) => new Set(list).size === list.length, { message: 'a size cannot be repeated' });
const imageHash = z.union([
  z.literal(''),
  z.string().regex(/^[a-f0-9]{64}$/, 'a content hash of an uploaded picture'),
]);

export const skuListRequest = z.strictObject({
  /** Contains-match on SKU code, name or brand. */
  keyword: z.string().trim().max(64).optional(),
  brand: z.string().trim().max(64).optional(),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  ...pagingFields,
});
export type SkuListRequest = z.infer<typeof skuListRequest>;

export const skuCreateRequest = z.strictObject({
  sku: skuCodeSchema,
  brand: brandNameSchema,
  name: z.string().trim().min(1).max(200),
  sizes: sizes.default([]),
  image: imageHash.default(''),
});
export type SkuCreateRequest = z.infer<typeof skuCreateRequest>;

export const skuUpdateRequest = z.strictObject({
  id,
  brand: brandNameSchema.optional(),
  name: z.string().trim().min(1).max(200).optional(),
  sizes: sizes.optional(),
  image: imageHash.optional(),
});
export type SkuUpdateRequest = z.infer<typeof skuUpdateRequest>;

export const skuIdRequest = z.strictObject({ id });

export const skuRow = z.object({
  id: z.number(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
  image: z.string(),
  status: z.number(),
  gmtModify: z.string(),
});
export type SkuRow = z.infer<typeof skuRow>;
