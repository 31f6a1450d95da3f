/**
 * `npm test`: every test tier of the project, in order, then one line per tier with its wall time and
 * test count, the tests that needed their retry (flaky), and the closing "N passed, N failed" line.
 * Tiers in one stage run side by side (STAGES says which and why); a tier's output is
 * shown as it comes when it runs alone, and at its end when it shares its stage.
 * In CI (CI=true) each tier's wall time is checked against tests/budget/tier-budget.ts.
 * `npm test -- unit client` runs only the tiers named.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkTierBudget, describeVerdict } from '../budget/check-tier-budget';
import { medianSpeedSample, sampleWhile } from '../budget/machine-speed';
import { readTierCounts } from './tier-counts';
import type { TierCounts } from './tier-counts';

type Tier = { name: string; command: string; env?: Record<string, string>; counted?: boolean };

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const integration = (engine: 'pglite' | 'postgres'): Tier => ({
  name: `integration ${engine}`,
  command: 'vitest run --project integration',
  env: { TEST_ENGINES: engine },
  counted: true,
});

/**
 * The stages, one after another; a stage's tiers run side by side where one alone leaves a core
 * idle. Typecheck and lint keep one core each busy (the build beside them made the stage 93 s
 * instead of 56 s, where alone it takes 19 s). Both integration engines together keep both cores
 * busy. The size check needs the build and measures bytes, not time: it runs beside the end-to-end
 * tests, which leave about a fifth of the machine idle while their servers are killed, down or
 * backing off (clean-clone run of 2026-12-06: 1,060 core-seconds in 698 s on 2 cores), instead of
 * adding its demo seed to the saturated integration stage.
 */
const STAGES: Tier[][] = [
  [
    { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit' },
    { name: 'lint', command: 'eslint . --max-warnings=0 && prettier --check . --log-level=warn' },
  ],
  [{ name: 'build', command: 'npm run build --silent' }],
  [{ name: 'unit', command: 'vitest run --project unit', counted: true }],
  [{ name: 'client', command: "vitest run --project 'client*'", counted: true }],
  [integration('pglite'), ...(withPostgres ? [integration('postgres')] : [])],
  [
    { name: 'e2e', command: 'playwright test', counted: true },
    { name: 'size', command: 'tsx tests/budget/check-size-budget.ts' },
  ],
];

type TierResult = {
  tier: Tier;
  seconds: number;
  code: number;
  counts: TierCounts | null;
  /** The machine's speed samples before, during and after the tier's stage (machine-speed.ts). */
  samples?: number[];
};

const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-tiers-'));

function runTier(tier: Tier, alone: boolean): Promise<TierResult> {
  const countsFile = path.join(countsDir, `${tier.name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  console.log(`\n---- ${tier.name}: ${tier.command}`);
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', tier.command], {
      env: { ...process.env, ...tier.env, TIER_COUNTS_FILE: countsFile, FORCE_COLOR: '0' },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n---- ${tier.name} (ran beside another tier):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({
        tier,
        seconds: Math.round((Date.now() - started) / 1000),
        code: code ?? 1,
        counts: tier.counted ? readTierCounts(countsFile) : null,
      });
    });
  });
}

function meanOf(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function summaryLine(r: TierResult): string {
  const status = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  const c = r.counts;
  const tests = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.flaky} flaky` : '';
  return `${r.tier.name.padEnd(22)} ${`${r.seconds} s`.padStart(7)}  ${status.padEnd(4)}  ${tests}`.trimEnd();
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const stages = STAGES.map((stage) =>
    stage.filter((t) => only.length === 0 || only.includes(t.name)),
  ).filter((stage) => stage.length > 0);
  const started = Date.now();
  const results: TierResult[] = [];
  const budgeted = Boolean(process.env.CI) && only.length === 0;
  let before = budgeted ? medianSpeedSample() : 0;
  for (const stage of stages) {
    const during = budgeted ? sampleWhile() : null;
    const done = await Promise.all(stage.map((tier) => runTier(tier, stage.length === 1)));
    const duringSamples = during?.stop() ?? [];
    const after = budgeted ? medianSpeedSample() : 0;
    results.push(...done.map((r) => ({ ...r, samples: [before, ...duringSamples, after] })));
    before = after;
    // A broken tier stops the run, as `a && b` did: later tiers would only fail in its wake.
    if (done.some((r) => r.code !== 0)) break;
  }
  const totalSeconds = Math.round((Date.now() - started) / 1000);
  const counted = results.flatMap((r) => (r.counts ? [r.counts] : []));
  const sum = (key: keyof TierCounts) => counted.reduce((n, c) => n + c[key], 0);
  const failedTiers = results.filter((r) => r.code !== 0).length;

  console.log('\n==== Test tiers: wall time and tests');
  for (const r of results) console.log(summaryLine(r));
  console.log(`${'all'.padEnd(22)} ${`${totalSeconds} s`.padStart(7)}`);
  console.log(`Tests that needed their retry (flaky): ${sum('flaky')}`);

  let overBudget = 0;
  if (budgeted && failedTiers === 0) {
    const verdicts = checkTierBudget(
      results.map((r) => ({
        tier: r.tier.name,
        seconds: r.seconds,
        sample: meanOf(r.samples ?? []),
      })),
    );
    console.log('\n==== Tier time budget (tests/budget/tier-budget.ts)');
    for (const v of verdicts) console.log(describeVerdict(v));
    overBudget = verdicts.filter((v) => v.over).length;
  }
  fs.rmSync(countsDir, { recursive: true, force: true });
  // A tier that failed without a failed test (typecheck, lint, build, a crash) counts as one failure.
  const failedWithoutTest = results.filter((r) => r.code !== 0 && !(r.counts && r.counts.failed > 0)).length;
  console.log(`\n${sum('passed')} passed, ${sum('failed') + failedWithoutTest} failed`);
  return failedTiers > 0 || overBudget > 0 ? 1 : 0;
}

process.exitCode = await main();
