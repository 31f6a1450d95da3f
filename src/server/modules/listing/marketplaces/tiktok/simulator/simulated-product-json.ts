import { z } from 'zod';
import { amountOf } from '../tiktok-mapping';
import { TTS_PRODUCT_STATUSES } from '../tiktok-shapes';
import type { TtsProduct } from '../tiktok-shapes';
import { unixSeconds } from './simulated-shops';
import type { SimProduct } from './simulated-shops';

/** The product requests the simulated TikTok Shop reads, and the product JSON it answers. */

const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount such as "160.00"');
export const createInput = z.object({
  title: z.string().min(1).max(255),
  description: z.string().min(1),
  category_id: z.string(),
  skus: z
    .array(
      z.object({
        seller_sku: z.string().min(1).max(50),
        sales_attributes: z.array(z.object({ name: z.string(), value_name: z.string() })).default([]),
        price: z.object({ amount: money, currency: z.literal('USD') }),
        inventory: z
          .array(z.object({ warehouse_id: z.string(), quantity: z.number().int().min(0) }))
          .length(1),
      }),
    )
    .length(1, 'the simulator takes products of one SKU'),
  package_weight: z.object({ value: z.string(), unit: z.string() }),
  idempotency_key: z.string().max(128).optional(),
});
export const searchInput = z.object({
  status: z.enum([...TTS_PRODUCT_STATUSES, 'ALL']).default('ALL'),
  seller_skus: z.array(z.string()).max(10).optional(),
});
export const priceInput = z.object({
  skus: z.array(z.object({ id: z.string(), price: z.object({ amount: money }) })).length(1),
});
export const deactivateInput = z.object({ product_ids: z.array(z.string()).min(1).max(20) });

export function productJson(p: SimProduct): TtsProduct {
  const amount = amountOf(p.sku.priceCents);
  return {
    id: p.id,
    title: p.title,
    status: p.status,
    skus: [
      {
        id: p.sku.id,
        seller_sku: p.sku.sellerSku,
        price: { currency: 'USD', sale_price: amount, tax_exclusive_price: amount },
        inventory: [{ warehouse_id: p.sku.warehouseId, quantity: p.sku.quantity }],
      },
    ],
    create_time: unixSeconds(p.createdAt),
    update_time: unixSeconds(p.updatedAt),
  };
}
