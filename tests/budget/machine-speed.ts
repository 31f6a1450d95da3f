import crypto from 'node:crypto';

/**
 * How busy this shared machine is right now, as the seconds a fixed piece of work takes: hashing and
 * JSON round trips on one core, the kind of work the test tiers do. The tier budget compares each
 * tier's wall time with its figure scaled by how much slower this work ran beside it than when the
 * figures were measured (tier-budget.ts `referenceSample`), so another job on the machine does not
 * fail CI, while a suite that grew still does.
 */
export function speedSample(): number {
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

/** The median of a few samples, so one hiccup does not decide. */
export function medianSpeedSample(count = 3): number {
  const samples = Array.from({ length: count }, speedSample).sort((a, b) => a - b);
  return samples[Math.floor(count / 2)];
}

/**
 * The most a busy machine may excuse: the one-core sample slows about three times when both cores
 * are taken, the tiers (which use both) far less, so past this a slow tier is the suite's own.
 */
export const MAX_SLOWDOWN = 2;

/** How many times slower the machine is than when the figures were measured; 1 to MAX_SLOWDOWN. */
export function slowdownOf(samples: readonly number[], reference: number): number {
  if (samples.length === 0) return 1;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return Math.min(MAX_SLOWDOWN, Math.max(1, mean / reference));
}
