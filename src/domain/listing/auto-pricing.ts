import { MIN_LISTING_PRICE_CENTS } from './rules';

/**
 * Auto-pricing (spec section 9; issue 25 point 6): a listing follows the lowest competing ask minus
 * the undercut ($1), never below its floor: the protection (original price minus $5), the seller's
 * bottom line and the minimum price ($10), whichever is highest. The seller's own asks are not
 * competition: an own ask at the bottom of the market is never undercut.
 */
export const UNDERCUT_CENTS = 100;
export const PROTECTION_CENTS = 500;

export type PricedListing = {
  priceCents: number;
  /** The price the seller listed at: the protection floor is this minus $5. */
  originalPriceCents: number;
  bottomLineCents: number;
};

export type MarketAsks = {
  /** The lowest ask of the size on the marketplace, null when nobody asks. */
  lowestAskCents: number | null;
  /** The seller's own asks of the same size on that marketplace (this listing's included). */
  ownAskCents: readonly number[];
};

export type PriceReason = 'undercut' | 'floor' | 'ownAskLowest' | 'noCompetition';
export type PriceDecision = { priceCents: number; reason: PriceReason };

/** The lowest price auto-pricing may set. */
export const priceFloorCents = (listing: Omit<PricedListing, 'priceCents'>) =>
  Math.max(listing.originalPriceCents - PROTECTION_CENTS, listing.bottomLineCents, MIN_LISTING_PRICE_CENTS);

/**
 * The price a listing should have in this market, and why. `priceCents` equal to the listing's
 * own means no change. The lowest ask is a competitor's only when no ask of the seller stands at it.
 */
export function nextPrice(listing: PricedListing, market: MarketAsks): PriceDecision {
  const floor = priceFloorCents(listing);
  const keep = (reason: PriceReason): PriceDecision => ({
    priceCents: Math.max(listing.priceCents, floor),
    reason,
  });
  const lowest = market.lowestAskCents;
  if (lowest === null) return keep('noCompetition');
  if (market.ownAskCents.some((own) => own <= lowest)) return keep('ownAskLowest');
  const target = lowest - UNDERCUT_CENTS;
  return target >= floor
    ? { priceCents: target, reason: 'undercut' }
    : { priceCents: floor, reason: 'floor' };
}

/** A new price for one of a size's listings (its index in the size's list), and why. */
export type SizeChange = PriceDecision & { index: number };

/**
 * The changes of one size's listings from one read of its market (a pass reads each size once): each
 * listing in turn, as if the ones before had been repriced already, so a new own ask at the bottom is
 * the seller's, not competition, and a second listing of the size never undercuts the first.
 */
export function repriceSize(listings: readonly PricedListing[], lowestAskCents: number | null): SizeChange[] {
  const own = listings.map((l) => l.priceCents);
  let lowest = lowestAskCents;
  const changes: SizeChange[] = [];
  listings.forEach((listing, index) => {
    const decision = nextPrice(listing, { lowestAskCents: lowest, ownAskCents: own });
    if (decision.priceCents === listing.priceCents) return;
    own[index] = decision.priceCents;
    if (lowest !== null) lowest = Math.min(lowest, decision.priceCents);
    changes.push({ index, ...decision });
  });
  return changes;
}
