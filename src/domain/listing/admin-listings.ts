import { z } from 'zod';
import { requestKeyFields } from '../kernel/request-key';
import { listingDetail, listingListRequest, listingView } from './listing-requests';
import { DELIST_REASONS } from './marketplaces';

/**
 * The admin's cross-listing (spec admin `cross-listing/:pageNo?` and `cross-listing/detail`; issue 25
 * point 2): every seller's listings with the seller named, found by marketplace, state, seller and
 * ONE ID or SKU; an admin delists with a reason, which the seller then reads on the listing.
 */

export { CROSS_LISTING_PAGE } from './cross-listing-page';

/** Who owns a listing, as the admin's list shows it. */
export const listingSeller = z.object({ id: z.number().int(), uid: z.string(), name: z.string() });

export const adminListingView = listingView.extend({ seller: listingSeller });
export type AdminListingView = z.infer<typeof adminListingView>;

export const adminListingListRequest = listingListRequest.extend({
  /** The seller's merchant code, username or name (part of it). */
  seller: z.string().trim().max(64).optional(),
});
export type AdminListingListRequest = z.infer<typeof adminListingListRequest>;

/** Why a listing came down and, when an admin took it down, the reason the admin gave. */
export const listingDelisting = z.object({
  reason: z.enum(DELIST_REASONS),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
});
export type ListingDelisting = z.infer<typeof listingDelisting>;

/** One listing with its price history and how it came down (the seller's detail and the admin's). */
export const listingDetailWithDelisting = listingDetail.extend({ delisting: listingDelisting.nullable() });
export type ListingDetailWithDelisting = z.infer<typeof listingDetailWithDelisting>;

export const adminListingDetail = listingDetailWithDelisting.extend({ seller: listingSeller });
export type AdminListingDetail = z.infer<typeof adminListingDetail>;

export const ADMIN_DELIST_REASON_MIN = 5;
export const adminDelistRequest = z.strictObject({
  ...requestKeyFields,
  id: z.coerce.number().int().positive().max(2_147_483_647),
  /** Shown to the seller on the listing: at least five characters, as the spec's rule descriptions. */
  reason: z.string().trim().min(ADMIN_DELIST_REASON_MIN).max(500),
});
export type AdminDelistRequest = z.infer<typeof adminDelistRequest>;
