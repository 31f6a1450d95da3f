/**
 * Each test tier's wall time in the clean-clone CI run (`bash .ci/run` on the 2-core machine), in
 * seconds. `npm test` (tests/tiers/run-tiers.ts) fails in CI when a tier takes more than
 * `growthAllowed` over its figure: a change that makes a tier slower raises the figure here, in the
 * same commit, and says why in the commit message. A new area may add at most 2 minutes in all.
 */
export const TIER_BUDGET = {
  measuredOn:
    '2026-12-02, on the 2-core machine, tier by tier (vitest tiers sharing module graphs, e2e snapshots)',
  growthAllowed: 0.2,
  seconds: {
    typecheck: 60,
    lint: 60,
    unit: 20,
    client: 100,
    'integration pglite': 200,
    'integration postgres': 160,
    build: 40,
    size: 40,
    e2e: 900,
  } as Record<string, number>,
};
