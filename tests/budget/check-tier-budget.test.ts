import { describe, expect, it } from 'vitest';
import { checkTierBudget, describeVerdict } from './check-tier-budget';

const budget = { growthAllowed: 0.2, machineVariance: 1.5, seconds: { unit: 100, e2e: 500 } };

describe('the tier time budget', () => {
  it('passes a tier up to its figure plus 20%, times the machine variance', () => {
    expect(checkTierBudget([{ tier: 'unit', seconds: 180 }], budget)).toEqual([
      { tier: 'unit', seconds: 180, limit: 180, over: false },
    ]);
  });

  it('fails a tier past that, whatever the samples beside it say', () => {
    const [e2e] = checkTierBudget([{ tier: 'e2e', seconds: 901, sample: 3.2 }], budget);
    expect(e2e).toMatchObject({ limit: 900, over: true, sample: 3.2 });
  });

  it('fails a tier that has no figure, so a new tier is budgeted when it is added', () => {
    const [repair] = checkTierBudget([{ tier: 'repair', seconds: 1 }], budget);
    expect(repair).toMatchObject({ limit: null, over: true });
  });

  it("prints the tier's time against its figure and the speed sample beside it", () => {
    const [unit] = checkTierBudget([{ tier: 'unit', seconds: 90, sample: 0.404 }], budget);
    expect(describeVerdict(unit, budget)).toBe(
      'unit: 90 s, 0.90 x its figure (limit 180 s = figure + 20% x 1.5 machine variance, speed sample 0.404 s) ok',
    );
  });
});
