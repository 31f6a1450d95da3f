import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { flakyReport, writeTierCounts } from './tier-counts';
import type { TierCounts } from './tier-counts';

/**
 * Counts a Playwright run's tests for the tier summary of `npm test` (run-tiers.ts), and prints what
 * the failed attempt of each test that needed its retry said.
 */
export default class PlaywrightTierReporter implements Reporter {
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.tests.add(test);
  }

  onEnd(_result: FullResult): void {
    const counts: TierCounts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'flaky') {
        counts.passed += 1;
        counts.flaky += 1;
        const failed = test.results.filter((r) => r.status !== 'passed').flatMap((r) => r.errors);
        console.log(flakyReport(`${test.location.file}:${test.location.line} › ${test.title}`, failed));
      } else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    writeTierCounts(counts);
  }
}
