import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';

/** One core's work the tiers do: hashing and JSON round trips. */
function computeSeconds(): number {
  const started = process.hrtime.bigint();
  const block = Buffer.alloc(1 << 20, 7);
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 120; i += 1) digest = crypto.createHash('sha256').update(block).update(digest).digest();
  let doc: unknown = {
    rows: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}`, tags: ['a', 'b'] })),
  };
  for (let i = 0; i < 25; i += 1) doc = JSON.parse(JSON.stringify(doc));
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Touches 32 MB of fresh memory a page at a time, as a new browser renderer or database heap does. */
const FRESH_MEMORY_SCRIPT =
  'const b = Buffer.allocUnsafeSlow(32 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;';

/**
 * The kernel's share of the tiers' work: a process started, given fresh memory and ended, twice. On
 * this virtual machine a page fault costs from 3 to 12 microseconds depending on the day, and the
 * end-to-end tier (a renderer per browser context) and PGlite's heaps spend much of their time there:
 * on slow days they ran 1.5 times slower while the one-core compute work ran only 1.16 times slower.
 */
function processSeconds(): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < 2; i += 1)
    spawnSync(process.execPath, ['-e', FRESH_MEMORY_SCRIPT], { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * How busy this shared machine is right now, as the seconds a fixed piece of work takes: compute on
 * one core plus processes with fresh memory. The tier budget compares each tier's wall time with its
 * figure scaled by how much slower this work ran during the tier than during the same tier of the
 * run that gave the figures (tier-budget.ts), so another job on the machine, or a slow day of the
 * host, does not fail CI, while a suite that grew still does.
 */
export function speedSample(): number {
  return computeSeconds() + processSeconds();
}

/** The median of a few samples, so one hiccup does not decide. */
export function medianSpeedSample(count = 3): number {
  const samples = Array.from({ length: count }, speedSample).sort((a, b) => a - b);
  return samples[Math.floor(count / 2)];
}

/** Takes a speed sample every `everyMs` until stopped; the samples show how busy the machine was. */
export function sampleWhile(everyMs = 60_000): { stop: () => number[] } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(speedSample()), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * The most a busy machine may excuse: past twice the figure's own conditions, a slow tier is the
 * suite's own.
 */
export const MAX_SLOWDOWN = 2;

/**
 * How many times slower the machine was during a tier than during the same tier of the reference
 * run: the mean of the samples over the reference's mean; 1 to MAX_SLOWDOWN.
 */
export function slowdownOf(samples: readonly number[], reference: number): number {
  if (samples.length === 0 || reference <= 0) return 1;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return Math.min(MAX_SLOWDOWN, Math.max(1, mean / reference));
}
