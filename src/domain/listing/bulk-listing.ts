import { z } from 'zod';
import { requestKeyField, requestKeyFields } from '../kernel/request-key';
import { listingTermsInput, listingView } from './listing-requests';
import { MARKETPLACES } from './marketplaces';
import { MAX_LISTING_BATCH } from './rules';

/**
 * `bulklisting` (issue 25 point 2; spec sections 2, 5 and 9): up to 100 items listed in one go, each
 * item on its own (the same rules and create as `newlisting`), so one refused item does not undo the
 * others. The batch's request key answers a resend with the first answer; each item's own key makes
 * a batch retried after a network error, or a row retried alone, list that item once.
 */

/**
 * The schema's bound against oversized bodies. A batch past 100 items reaches the rule, so it is
 * refused with the spec's message (At most 100 products per listing batch) rather than a field's.
 */
const BULK_BODY_ITEMS = 1_000;
const oneId = z.string().trim().min(1).max(32);

export const bulkListingItem = z.strictObject({
  /** This item's own key: the same key again answers the item's first listings. */
  requestKey: requestKeyField,
  oneId,
  listings: z.array(listingTermsInput).min(1).max(MARKETPLACES.length),
});
export type BulkListingItem = z.infer<typeof bulkListingItem>;

export const bulkCreateListingsRequest = z.strictObject({
  ...requestKeyFields,
  items: z.array(bulkListingItem).max(BULK_BODY_ITEMS),
});
export type BulkCreateListingsRequest = z.infer<typeof bulkCreateListingsRequest>;

/** A rule broken by one of the item's listings (the listing namespace's problem key). */
export const bulkTermsProblem = z.object({
  marketplace: z.enum(MARKETPLACES),
  problems: z.array(z.string()),
});

/** One item's outcome: its listings made (or made before for its key), or why it was refused. */
export const bulkListingOutcome = z.object({
  oneId: z.string(),
  requestKey: z.string(),
  ok: z.boolean(),
  listings: z.array(listingView),
  /** The refusal's code as a single create would answer it (400, 404, 409...), and its words. */
  code: z.number().int().nullable(),
  msg: z.string().nullable(),
  problems: z.array(bulkTermsProblem),
});
export type BulkListingOutcome = z.infer<typeof bulkListingOutcome>;

export const bulkListingAnswer = z.object({
  listed: z.number().int(),
  refused: z.number().int(),
  results: z.array(bulkListingOutcome),
});
export type BulkListingAnswer = z.infer<typeof bulkListingAnswer>;

/** The items the seller chose for a batch (bulklisting's first step): at most 100. */
export const bulkCandidatesRequest = z.strictObject({
  oneIds: z.array(oneId).min(1).max(MAX_LISTING_BATCH),
});

/**
 * One chosen item as bulklisting shows it: whether it may be listed (the seller's, available and
 * qualified) and the marketplaces it is already listed on (skipped for it). An item that is not the
 * seller's reads as not found, as any other seller's record does.
 */
export const bulkListingCandidate = z.object({
  oneId: z.string(),
  found: z.boolean(),
  listable: z.boolean(),
  sku: z.string(),
  size: z.string(),
  name: z.string(),
  listedOn: z.array(z.enum(MARKETPLACES)),
  /** Why it cannot be listed, in the reader's words. */
  problem: z.string().nullable(),
});
export type BulkListingCandidate = z.infer<typeof bulkListingCandidate>;
