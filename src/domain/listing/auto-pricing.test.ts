import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPrice, priceFloorCents, PROTECTION_CENTS, repriceSize, UNDERCUT_CENTS } from './auto-pricing';
import { MIN_LISTING_PRICE_CENTS } from './rules';

const cents = fc.integer({ min: 0, max: 200_000 });
const listing = fc.record({ priceCents: cents, originalPriceCents: cents, bottomLineCents: cents });
const market = fc.record({
  lowestAskCents: fc.option(cents, { nil: null }),
  ownAskCents: fc.array(cents, { maxLength: 4 }),
});

describe('auto-pricing', () => {
  it('follows the lowest competing ask minus $1', () => {
    const decision = nextPrice(
      { priceCents: 20_000, originalPriceCents: 19_000, bottomLineCents: 15_000 },
      { lowestAskCents: 19_000, ownAskCents: [20_000] },
    );
    expect(decision).toEqual({ priceCents: 19_000 - UNDERCUT_CENTS, reason: 'undercut' });
  });

  it('stops at the protection floor, the original price minus $5', () => {
    const decision = nextPrice(
      { priceCents: 20_000, originalPriceCents: 20_000, bottomLineCents: 1_000 },
      { lowestAskCents: 17_000, ownAskCents: [20_000] },
    );
    expect(decision).toEqual({ priceCents: 20_000 - PROTECTION_CENTS, reason: 'floor' });
  });

  it("never undercuts the seller's own ask at the bottom of the market", () => {
    const decision = nextPrice(
      { priceCents: 20_000, originalPriceCents: 20_000, bottomLineCents: 1_000 },
      { lowestAskCents: 18_000, ownAskCents: [20_000, 18_000] },
    );
    expect(decision).toEqual({ priceCents: 20_000, reason: 'ownAskLowest' });
  });

  it('is never below the floor, the bottom line or $10, whatever the market', () => {
    fc.assert(
      fc.property(listing, market, (l, m) => {
        const { priceCents } = nextPrice(l, m);
        expect(priceCents).toBeGreaterThanOrEqual(priceFloorCents(l));
        expect(priceCents).toBeGreaterThanOrEqual(l.bottomLineCents);
        expect(priceCents).toBeGreaterThanOrEqual(l.originalPriceCents - PROTECTION_CENTS);
        expect(priceCents).toBeGreaterThanOrEqual(MIN_LISTING_PRICE_CENTS);
      }),
    );
  });

  it("never goes under one of the seller's own asks that is the lowest", () => {
    fc.assert(
      fc.property(listing, market, (l, m) => {
        const decision = nextPrice(l, m);
        const ownLowest = m.lowestAskCents !== null && m.ownAskCents.some((own) => own <= m.lowestAskCents!);
        if (ownLowest) expect(decision.priceCents).toBeGreaterThanOrEqual(l.priceCents);
        if (decision.reason === 'undercut') {
          expect(decision.priceCents).toBe(m.lowestAskCents! - UNDERCUT_CENTS);
          for (const own of m.ownAskCents) expect(own).toBeGreaterThan(m.lowestAskCents!);
        }
      }),
    );
  });

  it('settles: a second pass over the same market changes nothing', () => {
    fc.assert(
      fc.property(listing, market, (l, m) => {
        const first = nextPrice(l, m);
        const again = nextPrice({ ...l, priceCents: first.priceCents }, m);
        expect(again.priceCents).toBe(first.priceCents);
      }),
    );
  });

  it('reprices a size from one market read: never below a floor, and at most one listing undercuts', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 6 }), fc.option(cents, { nil: null }), (size, lowest) => {
        const changes = repriceSize(size, lowest);
        for (const c of changes) expect(c.priceCents).toBeGreaterThanOrEqual(priceFloorCents(size[c.index]));
        expect(changes.filter((c) => c.reason === 'undercut').length).toBeLessThanOrEqual(1);
        expect(new Set(changes.map((c) => c.index)).size).toBe(changes.length);
      }),
    );
  });

  it('lets the second listing of a size keep its price once the first undercut the market', () => {
    const size = [
      { priceCents: 31_000, originalPriceCents: 31_000, bottomLineCents: 15_000 },
      { priceCents: 31_100, originalPriceCents: 31_100, bottomLineCents: 15_000 },
    ];
    expect(repriceSize(size, 30_800)).toEqual([{ index: 0, priceCents: 30_700, reason: 'undercut' }]);
  });
});
