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
 * end-to-end tier (a renderer per browser context) and PGlite's heaps spend much of their time there.
 */
function processSeconds(): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < 2; i += 1)
    spawnSync(process.execPath, ['-e', FRESH_MEMORY_SCRIPT], { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * How busy this shared machine is right now, as the seconds a fixed piece of work takes: compute on
 * one core plus processes with fresh memory. `npm test` prints the samples taken beside each tier
 * in CI, so a slow run shows whether the machine was slow (tier-budget.ts says why they do not
 * excuse a tier automatically).
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
