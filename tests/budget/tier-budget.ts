/**
 * Each test tier's wall time in the clean-clone CI run (`bash .ci/run` on the 2-core machine), in
 * seconds, on an idle day. `npm test` (tests/tiers/run-tiers.ts) fails in CI when a tier takes more
 * than its figure plus `growthAllowed`, times `machineVariance`: a change that makes a tier slower
 * raises the figure here, in the same commit, and says why in the commit message. A new area may add
 * at most 2 minutes in all.
 *
 * The machine is a shared virtual machine: the same commit's end-to-end tier took 696 s on
 * 2026-12-03's morning and 1,043 to 1,323 s that afternoon and evening (kernel time at 25 to 35 %,
 * page faults of 3 to 12 us), and no sample taken beside a tier (one core's compute, a process with
 * fresh memory) followed it closely enough to excuse the difference without excusing a grown suite
 * too. So the gate only catches what the machine cannot explain (a tier nearly doubled), and each
 * run prints every tier's time and the speed samples beside it, where a smaller growth shows.
 */
export const TIER_BUDGET = {
  measuredOn:
    '2026-12-03, bash .ci/run on clean clones of bb77e80 and b11a376, 2 cores (npm test 1196 s and 1183 s)',
  growthAllowed: 0.2,
  /** The slowest run of a figure's commit on this machine, over the figure (1,323 s / 696 s). */
  machineVariance: 1.9,
  seconds: {
    typecheck: 70,
    // 75 -> 89: import-x/no-cycle read no TypeScript module (no parser was set), so it never found a
    // cycle; it works now, on src/ and sw/: eslint alone 41 s -> 54 s, with prettier 69 s -> 82 s (+19%).
    lint: 89,
    // 10 -> 12: 11 to 17 s in the clean-clone runs of 2026-12-05 and 12-06 against a limit of 23 s; a
    // tier this short moves with the seconds vitest takes to start on a busy machine.
    unit: 12,
    // 85 -> 95: issue 23 moved 25 end-to-end tests' single-screen checks into 39 component tests; the
    // tier took 198 s against 178 s (+11%) in the clean-clone runs of 74aed9d and d60486f the same morning.
    // 95 -> 110: the tier took 183 to 202 s in the landing run and the clean-clone runs of 2026-12-06 (limit
    // 217 s); its quietest run as it is was 129 s with 953 tests (9863840, 2026-12-05), 993 tests now.
    client: 110,
    // 300 -> 470, 285 -> 430, size 60 -> 100: the figures of 2026-12-03 were not raised as the areas of
    // issues 25 to 28 (selling, sourcing, repair, running the platform) took the files from 91 to 115 and
    // their demo data; these are the clean-clone run of 9863840 on 2026-12-05 (469 s, 428 s, 97 s), the
    // quietest run of the suite as it is. The size check seeds a demo of its own, so it takes 2 to 4 times
    // its 36 s alone beside other tiers; since 2026-12-06 it runs beside the end-to-end tests (62 s there).
    'integration pglite': 470,
    'integration postgres': 430,
    build: 25,
    size: 100,
    e2e: 700,
  } as Record<string, number>,
};
