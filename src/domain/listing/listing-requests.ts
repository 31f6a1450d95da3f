import { z } from 'zod';
import { requestKeyFields } from '../kernel/request-key';
import { LISTING_STATES } from './listings';
import { MARKETPLACES } from './marketplaces';
import { MAX_LISTING_BATCH } from './rules';

/**
 * The listing screens' requests and answers (`newlisting`, `bulklisting`, `cross-listing`; issue 25
 * point 2). Money in integer cents; a listing's terms per marketplace; at most 100 items per batch.
 */
const cents = z.number().int().min(0).max(100_000_000);
const oneId = z.string().trim().min(1).max(32);
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const listingTermsInput = z.strictObject({
  marketplace: z.enum(MARKETPLACES),
  priceCents: cents.nullable(),
  bottomLineCents: cents.nullable(),
  minimumPayoutCents: cents.nullable(),
  autoPricing: z.boolean().default(true),
});
export type ListingTermsInput = z.infer<typeof listingTermsInput>;

/** What the form asks before listing: per item and marketplace, the product found, its market and fee. */
export const listingQuoteRequest = z.strictObject({
  oneIds: z.array(oneId).min(1).max(MAX_LISTING_BATCH),
  marketplaces: z.array(z.enum(MARKETPLACES)).min(1).max(MARKETPLACES.length),
});

export const listingQuote = z.object({
  oneId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  /** False when the marketplace has no product of this SKU and size (nothing to list on). */
  found: z.boolean(),
  title: z.string().nullable(),
  lowestAskCents: z.number().int().nullable(),
  highestBidCents: z.number().int().nullable(),
  feeBasisPoints: z.number().int(),
});
export type ListingQuote = z.infer<typeof listingQuote>;

export const createListingsRequest = z.strictObject({
  ...requestKeyFields,
  items: z
    .array(z.strictObject({ oneId, listings: z.array(listingTermsInput).min(1).max(MARKETPLACES.length) }))
    .min(1)
    .max(MAX_LISTING_BATCH),
});
export type CreateListingsRequest = z.infer<typeof createListingsRequest>;

export const listingView = z.object({
  id: z.number().int(),
  oneId: z.string(),
  sku: z.string(),
  size: z.string(),
  name: z.string(),
  marketplace: z.enum(MARKETPLACES),
  mode: z.enum(['live', 'simulator']),
  state: z.enum(LISTING_STATES),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  bottomLineCents: z.number().int(),
  minimumPayoutCents: z.number().int(),
  feeBasisPoints: z.number().int(),
  payoutCents: z.number().int(),
  autoPricing: z.boolean(),
  externalId: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingView = z.infer<typeof listingView>;

export const priceChangeView = z.object({
  priceCents: z.number().int(),
  reason: z.string(),
  operator: z.string().nullable(),
  at: z.string(),
});

export const listingDetail = listingView.extend({ priceChanges: z.array(priceChangeView) });

export const listingListRequest = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  state: z.enum(LISTING_STATES).optional(),
  marketplace: z.enum(MARKETPLACES).optional(),
  keyword: z.string().trim().max(64).optional(),
  /** Only these listings (a bulklisting batch's, followed until the marketplaces answer). */
  ids: z
    .array(id)
    .max(MAX_LISTING_BATCH * MARKETPLACES.length)
    .optional(),
});

export const listingIdRequest = z.strictObject({ id });
export const delistRequest = z.strictObject({ ...requestKeyFields, id });
