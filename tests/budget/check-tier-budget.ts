import { TIER_BUDGET } from './tier-budget';

export type TierTime = { tier: string; seconds: number };
export type TierVerdict = TierTime & { limit: number | null; over: boolean };

/** Each tier's wall time against its figure in tier-budget.ts plus the growth allowed. */
export function checkTierBudget(times: TierTime[], budget = TIER_BUDGET): TierVerdict[] {
  return times.map(({ tier, seconds }) => {
    const figure = budget.seconds[tier];
    if (figure === undefined) return { tier, seconds, limit: null, over: true };
    const limit = Math.round(figure * (1 + budget.growthAllowed));
    return { tier, seconds, limit, over: seconds > limit };
  });
}

export function describeVerdict(v: TierVerdict): string {
  if (v.limit === null) return `${v.tier}: ${v.seconds} s, no figure in tests/budget/tier-budget.ts`;
  const verdict = v.over ? 'OVER BUDGET' : 'ok';
  return `${v.tier}: ${v.seconds} s (limit ${v.limit} s = figure + ${TIER_BUDGET.growthAllowed * 100}%) ${verdict}`;
}
