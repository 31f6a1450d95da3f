import { describe, expect, it } from 'vitest';
import { checkTierBudget } from './check-tier-budget';

const budget = { measuredOn: 'test', growthAllowed: 0.2, seconds: { unit: 100, e2e: 500 } };

describe('the tier time budget', () => {
  it('passes a tier up to 20% over its figure', () => {
    expect(checkTierBudget([{ tier: 'unit', seconds: 120 }], budget)).toEqual([
      { tier: 'unit', seconds: 120, limit: 120, over: false },
    ]);
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
