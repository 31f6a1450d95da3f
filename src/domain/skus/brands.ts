import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';

/**
 * Brands of the SKU catalogue (spec section 2 "brand management": new and edit brand; section 5:
 * brand name required). A brand name is unique regardless of case; SKUs carry the name as text, so
 * renaming a brand renames it on its SKUs too.
 *
 *   POST /brand/list    (admin, warehouse)  brandListRequest -> page of BrandRow
 *   POST /brand/create  (admin)             brandCreateRequest -> BrandRow
 *   POST /brand/update  (admin)             brandUpdateRequest -> BrandRow
 */
export const BRAND_NAME_MAX = 64;

export const brandNameSchema = z.string().trim().min(1, 'Brand name required').max(BRAND_NAME_MAX);

/** The key two spellings of one brand share. */
export function brandKey(name: string): string {
  return name.trim().toLowerCase();
}

const id = rowId;

export const brandListRequest = z.strictObject({
  /** Contains-match on the name. */
  name: z.string().trim().max(BRAND_NAME_MAX).optional(),
  ...pagingFields,
});
export type BrandListRequest = z.infer<typeof brandListRequest>;

export const brandCreateRequest = z.strictObject({ name: brandNameSchema });
export type BrandCreateRequest = z.infer<typeof brandCreateRequest>;

export const brandUpdateRequest = z.strictObject({ id, name: brandNameSchema });
export type BrandUpdateRequest = z.infer<typeof brandUpdateRequest>;

export const brandRow = z.object({
  id: z.number(),
  name: z.string(),
  skuCount: z.number(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type BrandRow = z.infer<typeof brandRow>;
