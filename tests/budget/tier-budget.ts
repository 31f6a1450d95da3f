/**
 * Each test tier's wall time in the clean-clone CI run (`bash .ci/run` on the 2-core machine), in
 * seconds. `npm test` (tests/tiers/run-tiers.ts) fails in CI when a tier takes more than
 * `growthAllowed` over its figure: a change that makes a tier slower raises the figure here, in the
 * same commit, and says why in the commit message. A new area may add at most 2 minutes in all.
 * The machine is shared: `referenceSample` is machine-speed.ts's sample on the idle machine (0.095 to
 * 0.106 s on 2026-12-03), and a tier's limit grows by as much as the samples beside it were slower.
 */
export const TIER_BUDGET = {
  measuredOn:
    '2026-12-03, bash .ci/run on clean clones of bb77e80 and b11a376, 2 cores (npm test 1196 s and 1183 s)',
  growthAllowed: 0.2,
  /** The mean speed sample during each tier of the reference run (printed by `npm test` in CI). */
  samples: {} as Record<string, number>,
  seconds: {
    typecheck: 70,
    lint: 75,
    unit: 10,
    client: 85,
    'integration pglite': 300,
    'integration postgres': 285,
    build: 25,
    size: 60,
    e2e: 700,
  } as Record<string, number>,
};
