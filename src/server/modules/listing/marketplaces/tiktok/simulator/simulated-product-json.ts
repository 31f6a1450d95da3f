import { z } from 'zod';
import { amountOf } from '../tiktok-mapping';
import { TTS_PRODUCT_STATUSES } from '../tiktok-shapes';
import type { TtsIdentifierCode, TtsProduct, TtsSku } from '../tiktok-shapes';
import { skusOf, unixSeconds } from './simulated-shops';
import type { SimProduct, SimSku } from './simulated-shops';

/** The product requests the simulated TikTok Shop reads, and the product JSON it answers. */

const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount such as "160.00"');
const identifierCode = z.object({
  code: z.string().regex(/^\d{8,14}$/),
  type: z.enum(['GTIN', 'EAN', 'UPC', 'ISBN']),
});
const skuInput = z.object({
  /** Edit Product: the SKU changed; absent for a SKU added. */
  id: z.string().optional(),
  seller_sku: z.string().min(1).max(50),
  sales_attributes: z.array(z.object({ name: z.string(), value_name: z.string() })).default([]),
  price: z.object({ amount: money, currency: z.literal('USD') }),
  inventory: z.array(z.object({ warehouse_id: z.string(), quantity: z.number().int() })).length(1),
  identifier_code: identifierCode.optional(),
});
/** Create Product's and Edit Product's body, the part the simulator reads. */
export const productInput = z.object({
  title: z.string().min(1).max(255),
  description: z.string().min(1).max(10_000),
  category_id: z.string(),
  main_images: z
    .array(z.object({ uri: z.string() }))
    .max(9)
    .optional(),
  skus: z.array(skuInput).min(1).max(100),
  package_weight: z.object({ value: z.string(), unit: z.string() }),
});
export const createInput = productInput.extend({ idempotency_key: z.string().max(128).optional() });
export const inventoryInput = z.object({
  skus: z
    .array(
      z.object({
        id: z.string(),
        inventory: z.array(z.object({ warehouse_id: z.string(), quantity: z.number().int() })).length(1),
      }),
    )
    .min(1)
    .max(100),
});
export const searchInput = z.object({
  status: z.enum([...TTS_PRODUCT_STATUSES, 'ALL']).default('ALL'),
  seller_skus: z.array(z.string()).max(10).optional(),
});
export const priceInput = z.object({
  skus: z.array(z.object({ id: z.string(), price: z.object({ amount: money }) })).length(1),
});
export const deactivateInput = z.object({ product_ids: z.array(z.string()).min(1).max(20) });

const skuJson = (sku: SimSku): TtsSku => {
  const amount = amountOf(sku.priceCents);
  return {
    id: sku.id,
    seller_sku: sku.sellerSku,
    price: { currency: 'USD', sale_price: amount, tax_exclusive_price: amount },
    inventory: [{ warehouse_id: sku.warehouseId, quantity: sku.quantity }],
    sales_attributes: sku.size ? [{ id: '100000', name: 'Size', value_name: sku.size }] : [],
    ...(sku.gtin ? { identifier_code: { code: sku.gtin, type: gtinType(sku.gtin) } } : {}),
  };
};

const gtinType = (code: string): TtsIdentifierCode['type'] =>
  code.length === 12 ? 'UPC' : code.length === 14 ? 'GTIN' : 'EAN';

/** A product as Get Product answers it (Search Products answers the same, less the attributes). */
export function productJson(p: SimProduct, imageUrl: (uri: string) => string = (uri) => uri): TtsProduct {
  return {
    id: p.id,
    title: p.title,
    status: p.status,
    skus: skusOf(p).map(skuJson),
    create_time: unixSeconds(p.createdAt),
    update_time: unixSeconds(p.updatedAt),
    main_images: (p.images ?? []).map((uri) => ({ uri, urls: [imageUrl(uri)], width: 0, height: 0 })),
  };
}

/** A product as Search Products lists it: no sales attributes, barcodes or images (Get Product has them). */
export function searchedProductJson(p: SimProduct): TtsProduct {
  const { main_images: _images, ...product } = productJson(p);
  return {
    ...product,
    skus: product.skus.map(({ sales_attributes: _attributes, identifier_code: _code, ...sku }) => sku),
  };
}
