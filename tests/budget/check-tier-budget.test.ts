import { describe, expect, it } from 'vitest';
import { checkTierBudget } from './check-tier-budget';
import { MAX_SLOWDOWN, slowdownOf } from './machine-speed';

const budget = { measuredOn: 'test', growthAllowed: 0.2, seconds: { unit: 100, e2e: 500 } };

describe('the tier time budget', () => {
  it('passes a tier up to 20% over its figure', () => {
    expect(checkTierBudget([{ tier: 'unit', seconds: 120 }], budget)).toEqual([
      { tier: 'unit', seconds: 120, slowdown: 1, limit: 120, over: false },
    ]);
  });

  it('allows as much more as the machine was slower beside the tier, never less than the figure', () => {
    const [busy] = checkTierBudget([{ tier: 'e2e', seconds: 890, slowdown: 1.5 }], budget);
    expect(busy).toMatchObject({ limit: 900, over: false });
    const [grown] = checkTierBudget([{ tier: 'e2e', seconds: 910, slowdown: 1.5 }], budget);
    expect(grown).toMatchObject({ over: true });
    const [fast] = checkTierBudget([{ tier: 'e2e', seconds: 601, slowdown: 0.7 }], budget);
    expect(fast).toMatchObject({ limit: 600, over: true });
  });

  it('counts a busy machine from the speed samples beside a tier, up to twice the figure', () => {
    expect(slowdownOf([], 0.1)).toBe(1);
    expect(slowdownOf([0.5], 0), 'a tier without a reference sample is not excused').toBe(1);
    expect(slowdownOf([0.08, 0.1], 0.1)).toBe(1);
    expect(slowdownOf([0.12, 0.18], 0.1)).toBeCloseTo(1.5);
    expect(slowdownOf([0.3, 0.33], 0.1)).toBe(MAX_SLOWDOWN);
  });

  it('keeps the speed sample of the tier so a reference run can give the budget its samples', () => {
    const [unit] = checkTierBudget([{ tier: 'unit', seconds: 90, slowdown: 1, sample: 0.412 }], budget);
    expect(unit).toMatchObject({ sample: 0.412, over: false });
  });

  it('fails a tier more than 20% over its figure', () => {
    const [e2e] = checkTierBudget([{ tier: 'e2e', seconds: 601 }], budget);
    expect(e2e).toMatchObject({ limit: 600, over: true });
  });

  it('fails a tier that has no figure, so a new tier is budgeted when it is added', () => {
    const [repair] = checkTierBudget([{ tier: 'repair', seconds: 1 }], budget);
    expect(repair).toMatchObject({ limit: null, over: true });
  });
});
