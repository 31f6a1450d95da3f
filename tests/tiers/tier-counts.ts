import fs from 'node:fs';
import path from 'node:path';

/**
 * What one test tier counted: written by the tier's reporter (vitest-tier-reporter.ts,
 * playwright-tier-reporter.ts) to the file named by TIER_COUNTS_FILE, read by run-tiers.ts.
 * `flaky` is a test that failed once and passed on its retry (CI keeps one retry as a safety net).
 */
export type TierCounts = { passed: number; failed: number; skipped: number; flaky: number };

export function writeTierCounts(counts: TierCounts): void {
  const file = process.env.TIER_COUNTS_FILE;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(counts));
}

export function readTierCounts(file: string): TierCounts | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TierCounts;
}

/** What a failed attempt said, as much as a log needs to find the cause (message and first frames). */
export type AttemptError = { message?: string; stack?: string };

const LINES_PER_ERROR = 12;

/**
 * The lines a tier prints for a test that needed its retry: where it is, and what its failed attempt
 * said, so a flaky test in a CI log can be looked into without running it again.
 */
export function flakyReport(where: string, errors: readonly AttemptError[]): string {
  const said = errors.flatMap((error) =>
    (error.stack ?? error.message ?? 'no error recorded').split('\n').slice(0, LINES_PER_ERROR),
  );
  return [`FLAKY (passed on its retry): ${where}`, ...said.map((line) => `    ${line}`)].join('\n');
}
