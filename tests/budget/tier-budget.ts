/**
 * Each test tier's wall time in the clean-clone CI run (`bash .ci/run` on the 2-core machine), in
 * seconds. `npm test` (tests/tiers/run-tiers.ts) fails in CI when a tier takes more than
 * `growthAllowed` over its figure: a change that makes a tier slower raises the figure here, in the
 * same commit, and says why in the commit message. A new area may add at most 2 minutes in all.
 */
export const TIER_BUDGET = {
  measuredOn: '2026-12-02, clean clone of main, 2 cores',
  growthAllowed: 0.2,
  seconds: {
    typecheck: 60,
    lint: 90,
    unit: 60,
    client: 240,
    'integration pglite': 300,
    'integration postgres': 300,
    build: 90,
    size: 60,
    e2e: 600,
  } as Record<string, number>,
};
