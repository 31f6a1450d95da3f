import { TIER_BUDGET } from './tier-budget';

/**
 * A tier's wall time, how many times slower the machine ran during it than during the same tier of
 * the reference run (machine-speed.ts; 1 when not slower), and the mean speed sample during it (the
 * figure to put in tier-budget.ts `samples` when this run becomes the reference).
 */
export type TierTime = { tier: string; seconds: number; slowdown?: number; sample?: number };
export type TierVerdict = TierTime & { limit: number | null; over: boolean };

/**
 * Each tier's wall time against its figure in tier-budget.ts plus the growth allowed, scaled by the
 * machine's slowdown beside the tier: a busy shared machine is not a grown suite.
 */
export function checkTierBudget(
  times: TierTime[],
  budget: Pick<typeof TIER_BUDGET, 'growthAllowed' | 'seconds'> = TIER_BUDGET,
): TierVerdict[] {
  return times.map(({ tier, seconds, slowdown = 1, sample }) => {
    const figure = budget.seconds[tier];
    const measured = sample === undefined ? {} : { sample };
    if (figure === undefined) return { tier, seconds, slowdown, ...measured, limit: null, over: true };
    const limit = Math.round(figure * (1 + budget.growthAllowed) * Math.max(1, slowdown));
    return { tier, seconds, slowdown, ...measured, limit, over: seconds > limit };
  });
}

export function describeVerdict(v: TierVerdict): string {
  if (v.limit === null) return `${v.tier}: ${v.seconds} s, no figure in tests/budget/tier-budget.ts`;
  const verdict = v.over ? 'OVER BUDGET' : 'ok';
  const busy = (v.slowdown ?? 1) > 1 ? ` x ${v.slowdown?.toFixed(2)} (machine busier)` : '';
  const sample = v.sample ? `, speed sample ${v.sample.toFixed(3)} s` : '';
  return `${v.tier}: ${v.seconds} s (limit ${v.limit} s = figure + ${TIER_BUDGET.growthAllowed * 100}%${busy}${sample}) ${verdict}`;
}
