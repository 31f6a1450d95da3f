import { TIER_BUDGET } from './tier-budget';

/**
 * A tier's wall time, and the mean speed sample taken beside it (machine-speed.ts; seconds, larger on
 * a busier machine), printed so a reader sees how busy the machine was.
 */
export type TierTime = { tier: string; seconds: number; sample?: number };
export type TierVerdict = TierTime & { limit: number | null; over: boolean };

type Budget = Pick<typeof TIER_BUDGET, 'growthAllowed' | 'machineVariance' | 'seconds'>;

/** Each tier's wall time against its figure in tier-budget.ts, plus the growth allowed, times the machine's variance. */
export function checkTierBudget(times: TierTime[], budget: Budget = TIER_BUDGET): TierVerdict[] {
  return times.map((time) => {
    const figure = budget.seconds[time.tier];
    if (figure === undefined) return { ...time, limit: null, over: true };
    const limit = Math.round(figure * (1 + budget.growthAllowed) * budget.machineVariance);
    return { ...time, limit, over: time.seconds > limit };
  });
}

/** A verdict of checkTierBudget as `npm test` prints it, against the same budget. */
export function describeVerdict(v: TierVerdict, budget: Budget = TIER_BUDGET): string {
  if (v.limit === null) return `${v.tier}: ${v.seconds} s, no figure in tests/budget/tier-budget.ts`;
  const verdict = v.over ? 'OVER BUDGET' : 'ok';
  const figure = budget.seconds[v.tier];
  const sample = v.sample ? `, speed sample ${v.sample.toFixed(3)} s` : '';
  return `${v.tier}: ${v.seconds} s, ${(v.seconds / figure).toFixed(2)} x its figure (limit ${v.limit} s = figure + ${budget.growthAllowed * 100}% x ${budget.machineVariance} machine variance${sample}) ${verdict}`;
}
