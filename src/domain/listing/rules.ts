import { MARKETPLACES } from './marketplaces';
import type { MarketplaceCode } from './marketplaces';

/**
 * The listing rules (spec sections 5 and 9; issue 25 point 2), one place for the server's check and
 * the form's: money in integer US cents.
 */
/** Minimum price $10. */
export const MIN_LISTING_PRICE_CENTS = 1_000;
/** The selling price is at least 30% of the lowest price. */
export const MIN_SHARE_OF_LOWEST_PERCENT = 30;
/** At most 100 products per listing batch. */
export const MAX_LISTING_BATCH = 100;

/** A listing's problem, as the i18n key (listing namespace) the form and the server's 400 name. */
export type ListingProblem =
  | 'priceRequired'
  | 'priceBelowMinimum'
  | 'priceBelowShareOfLowest'
  | 'bottomLineRequired'
  | 'minimumPayoutRequired'
  | 'payoutBelowMinimum'
  | 'marketplaceRequired'
  | 'marketplaceRepeated'
  | 'batchTooLarge'
  | 'batchEmpty';

export type ListingTerms = {
  /** The platform price on one marketplace. */
  priceCents: number | null;
  /** The lowest price the marketplace shows for the size now (its lowest ask), when it has one. */
  lowestPriceCents: number | null;
  /** The seller's bottom line: auto-pricing never goes under it. */
  bottomLineCents: number | null;
  /** The least the seller accepts to receive after the marketplace's fee. */
  minimumPayoutCents: number | null;
  /** The marketplace's fee in basis points (Fee/Platform). */
  feeBasisPoints: number;
};

/** The marketplace's fee of a sale (fee type 22), rounded half up to the cent. */
export const marketplaceFeeCents = (priceCents: number, feeBasisPoints: number) =>
  Math.floor((priceCents * feeBasisPoints + 5_000) / 10_000);

/** What the seller receives of a sale on a marketplace before our own fees. */
export const payoutCents = (priceCents: number, feeBasisPoints: number) =>
  priceCents - marketplaceFeeCents(priceCents, feeBasisPoints);

const isSet = (cents: number | null): cents is number =>
  cents !== null && Number.isFinite(cents) && cents > 0;

/** Every rule a listing's terms break, in the form's order; empty when it may be listed. */
export function listingProblems(terms: ListingTerms): ListingProblem[] {
  const problems: ListingProblem[] = [];
  const { priceCents, lowestPriceCents } = terms;
  if (!isSet(priceCents)) problems.push('priceRequired');
  else {
    if (priceCents < MIN_LISTING_PRICE_CENTS) problems.push('priceBelowMinimum');
    if (isSet(lowestPriceCents) && priceCents * 100 < lowestPriceCents * MIN_SHARE_OF_LOWEST_PERCENT)
      problems.push('priceBelowShareOfLowest');
  }
  if (!isSet(terms.bottomLineCents)) problems.push('bottomLineRequired');
  if (!isSet(terms.minimumPayoutCents)) problems.push('minimumPayoutRequired');
  else if (isSet(priceCents) && payoutCents(priceCents, terms.feeBasisPoints) < terms.minimumPayoutCents)
    problems.push('payoutBelowMinimum');
  return problems;
}

/** A batch's size: at least one item, at most 100. */
export function batchProblems(itemCount: number): ListingProblem[] {
  if (itemCount === 0) return ['batchEmpty'];
  return itemCount > MAX_LISTING_BATCH ? ['batchTooLarge'] : [];
}

/** An item's marketplaces: at least one, each once. */
export function marketplaceProblems(marketplaces: readonly MarketplaceCode[]): ListingProblem[] {
  if (marketplaces.length === 0 || marketplaces.some((m) => !MARKETPLACES.includes(m)))
    return ['marketplaceRequired'];
  return new Set(marketplaces).size === marketplaces.length ? [] : ['marketplaceRepeated'];
}
