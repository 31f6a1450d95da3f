import { describe, expect, it } from 'vitest';
import { batchProblems, listingProblems, marketplaceProblems, MAX_LISTING_BATCH, payoutCents } from './rules';

const terms = {
  priceCents: 20_000,
  lowestPriceCents: 21_000,
  bottomLineCents: 15_000,
  minimumPayoutCents: 15_000,
  feeBasisPoints: 900,
};

describe('listing rules (spec sections 5 and 9)', () => {
  it('lists at $10 and more, with a bottom line and a minimum payout', () => {
    expect(listingProblems(terms)).toEqual([]);
    expect(
      listingProblems({ ...terms, priceCents: 1_000, lowestPriceCents: null, minimumPayoutCents: 900 }),
    ).toEqual([]);
  });

  it('refuses a price under $10', () => {
    expect(
      listingProblems({ ...terms, priceCents: 999, lowestPriceCents: null, minimumPayoutCents: 1 }),
    ).toEqual(['priceBelowMinimum']);
  });

  it('refuses a selling price under 30% of the lowest price', () => {
    expect(
      listingProblems({ ...terms, priceCents: 6_299, lowestPriceCents: 21_000, minimumPayoutCents: 1 }),
    ).toEqual(['priceBelowShareOfLowest']);
    expect(
      listingProblems({ ...terms, priceCents: 6_300, lowestPriceCents: 21_000, minimumPayoutCents: 1 }),
    ).toEqual([]);
  });

  it('needs a platform price, a bottom line above 0 and a minimum payout, none 0 or empty', () => {
    expect(
      listingProblems({ ...terms, priceCents: null, bottomLineCents: 0, minimumPayoutCents: null }),
    ).toEqual(['priceRequired', 'bottomLineRequired', 'minimumPayoutRequired']);
    expect(listingProblems({ ...terms, priceCents: 0 })).toContain('priceRequired');
  });

  it("refuses a price whose payout after the marketplace's fee is under the minimum payout", () => {
    expect(payoutCents(20_000, 900)).toBe(18_200);
    expect(listingProblems({ ...terms, minimumPayoutCents: 18_201 })).toEqual(['payoutBelowMinimum']);
    expect(listingProblems({ ...terms, minimumPayoutCents: 18_200 })).toEqual([]);
  });

  it('takes at most 100 items per batch, each marketplace once per item', () => {
    expect(batchProblems(MAX_LISTING_BATCH)).toEqual([]);
    expect(batchProblems(MAX_LISTING_BATCH + 1)).toEqual(['batchTooLarge']);
    expect(batchProblems(0)).toEqual(['batchEmpty']);
    expect(marketplaceProblems(['stockx', 'ebay'])).toEqual([]);
    expect(marketplaceProblems([])).toEqual(['marketplaceRequired']);
    expect(marketplaceProblems(['stockx', 'stockx'])).toEqual(['marketplaceRepeated']);
  });
});
