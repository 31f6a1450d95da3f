import type { Reporter, TestModule } from 'vitest/node';
import { flakyReport, writeTierCounts } from './tier-counts';
import type { TierCounts } from './tier-counts';

/**
 * Counts a vitest run's tests for the tier summary of `npm test` (run-tiers.ts), and prints what the
 * failed attempt of each test that needed its retry said.
 */
export default class VitestTierReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts: TierCounts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        if (state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0) {
          counts.flaky += 1;
          console.log(flakyReport(`${module.moduleId} > ${test.fullName}`, test.result().errors ?? []));
        }
      }
    }
    writeTierCounts(counts);
  }
}
