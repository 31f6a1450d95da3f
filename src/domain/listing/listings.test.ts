import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLiveListing, LISTING_ACTIONS, LISTING_STATES, listingStep, sellerActionsOf } from './listings';
import type { ListingState } from './listings';

describe('the listing state machine', () => {
  it('takes a listing from submitting to active, then sold or delisted', () => {
    expect(listingStep('submitting', 'accepted')).toBe('pending');
    expect(listingStep('pending', 'activated')).toBe('active');
    expect(listingStep('active', 'reprice')).toBe('active');
    expect(listingStep('active', 'sold')).toBe('sold');
    expect(listingStep('active', 'delist')).toBe('delisting');
    expect(listingStep('delisting', 'delisted')).toBe('inactive');
    expect(listingStep('submitting', 'refused')).toBe('failed');
  });

  it('refuses what does not apply: no repricing of a sold or pending listing, no sale of a failed one', () => {
    expect(listingStep('sold', 'reprice')).toBeNull();
    expect(listingStep('pending', 'reprice')).toBeNull();
    expect(listingStep('failed', 'sold')).toBeNull();
    expect(listingStep('inactive', 'activated')).toBeNull();
  });

  it('offers the seller reprice and delist on an active listing, nothing on a sold one', () => {
    expect(sellerActionsOf('active')).toEqual(['reprice', 'delist']);
    expect(sellerActionsOf('sold')).toEqual([]);
  });

  it('whatever happens, a sold, failed or inactive listing never moves again and never comes back live', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LISTING_ACTIONS), { maxLength: 30 }), (actions) => {
        let state: ListingState = 'submitting';
        let ended = false;
        for (const action of actions) {
          const next = listingStep(state, action);
          if (next === null) continue;
          expect(LISTING_STATES).toContain(next);
          expect(ended).toBe(false);
          state = next;
          if (!isLiveListing(state)) ended = true;
        }
      }),
    );
  });
});
