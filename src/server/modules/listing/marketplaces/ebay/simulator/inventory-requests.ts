import { z } from 'zod';
import { EBAY_ERROR_IDS, ebayAmount } from '../ebay-shapes';
import { failure } from './sim-answers';

/** The Inventory API requests the simulator takes, checked as eBay checks them (the part it reads). */
export const inventoryItemInput = z.object({
  availability: z.object({ shipToLocationAvailability: z.object({ quantity: z.number().int().min(0) }) }),
  condition: z.string(),
  product: z.object({
    title: z.string().min(1).max(80),
    epid: z.string().optional(),
    mpn: z.string().optional(),
    brand: z.string().optional(),
    aspects: z.record(z.string(), z.array(z.string())),
    imageUrls: z.array(z.string().url()).max(24).optional(),
  }),
});

export const offerInput = z.object({
  sku: z.string(),
  marketplaceId: z.string(),
  format: z.literal('FIXED_PRICE'),
  availableQuantity: z.number().int().min(0).default(1),
  categoryId: z.string().optional(),
  listingPolicies: z
    .object({ fulfillmentPolicyId: z.string(), paymentPolicyId: z.string(), returnPolicyId: z.string() })
    .optional(),
  merchantLocationKey: z.string().max(36).optional(),
  pricingSummary: z.object({ price: ebayAmount.optional() }).optional(),
});

export const priceUpdateInput = z.object({
  requests: z
    .array(
      z.object({ sku: z.string(), offers: z.array(z.object({ offerId: z.string(), price: ebayAmount })) }),
    )
    .min(1)
    .max(25),
});

/** "Only alphanumeric characters can be used for SKUs, and their length must not exceed 50 characters." */
export const SKU = /^[A-Za-z0-9]{1,50}$/;
export const userError = (message: string, errorId: number = EBAY_ERROR_IDS.userError) =>
  failure({ status: 400, errorId, message });
export const invalid = (error: z.ZodError) =>
  userError(
    `Invalid value for ${error.issues[0]?.path.join('.') || 'the request'}. ${error.issues[0]?.message ?? ''}`,
    25709,
  );
