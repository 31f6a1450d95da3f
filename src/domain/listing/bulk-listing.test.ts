import { describe, expect, it } from 'vitest';
import { adminDelistRequest } from './admin-listings';
import { bulkCandidatesRequest, bulkCreateListingsRequest } from './bulk-listing';
import { batchProblems } from './rules';

const terms = {
  marketplace: 'stockx',
  priceCents: 20_000,
  bottomLineCents: 15_000,
  minimumPayoutCents: 15_000,
};
const batch = (count: number) => ({
  requestKey: 'bulk-request-1',
  items: Array.from({ length: count }, (_, i) => ({
    requestKey: `item-key-${i}`,
    oneId: String(10_000_000 + i),
    listings: [terms],
  })),
});

describe('bulklisting rules', () => {
  it('takes 100 items in a batch and refuses the 101st with the spec message, not a field error', () => {
    expect(batchProblems(100)).toEqual([]);
    expect(batchProblems(0)).toEqual(['batchEmpty']);
    // The body of 101 items passes the schema, so the server answers with the rule's words.
    expect(bulkCreateListingsRequest.safeParse(batch(101)).success).toBe(true);
    expect(batchProblems(batch(101).items.length)).toEqual(['batchTooLarge']);
  });

  it("asks each item's own request key and at least one marketplace", () => {
    const noKey = batch(1);
    delete (noKey.items[0] as { requestKey?: string }).requestKey;
    expect(bulkCreateListingsRequest.safeParse(noKey).success).toBe(false);
    const noMarketplace = batch(1);
    noMarketplace.items[0].listings = [];
    expect(bulkCreateListingsRequest.safeParse(noMarketplace).success).toBe(false);
    expect(bulkCreateListingsRequest.parse(batch(1)).items[0].listings[0].autoPricing).toBe(true);
  });

  it('chooses at most 100 items before any terms', () => {
    const oneIds = (n: number) => Array.from({ length: n }, (_, i) => String(10_000_000 + i));
    expect(bulkCandidatesRequest.safeParse({ oneIds: oneIds(100) }).success).toBe(true);
    expect(bulkCandidatesRequest.safeParse({ oneIds: oneIds(101) }).success).toBe(false);
  });

  it("asks an admin's delisting reason of at least 5 characters", () => {
    expect(adminDelistRequest.safeParse({ id: 1, reason: ' bad ' }).success).toBe(false);
    expect(adminDelistRequest.parse({ id: '7', reason: ' Fake pair ' })).toEqual({
      id: 7,
      reason: 'Fake pair',
    });
  });
});
