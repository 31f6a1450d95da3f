import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/simulator-clock';
import { CallPacer } from './call-pacer';

/** A pacer on a clock of its own, whose waits move that clock (each wait recorded). */
function aPacer(perSecond: number, burst: number) {
  const clock = new ManualClock(1_000_000);
  const waits: number[] = [];
  const pacer = new CallPacer(
    { perSecond, burst },
    {
      clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock.advance(ms);
      },
    },
  );
  return { clock, waits, pacer };
}

describe('CallPacer (an adapter keeps to the marketplace pace)', () => {
  it('lets a burst go at once, then one call per refill, in the order they asked', async () => {
    const { clock, waits, pacer } = aPacer(1, 3);
    const started = clock.now();
    for (let call = 0; call < 3; call++) await pacer.take('token-a');
    expect(waits).toEqual([]);
    await pacer.take('token-a');
    await pacer.take('token-a');
    expect(clock.now() - started).toBe(2_000);
    expect(pacer.stats).toMatchObject({ calls: 5, waited: 2, rateLimited: 0 });
  });

  it('keeps a bucket per scope: one token waiting does not hold another back', async () => {
    const { waits, pacer } = aPacer(1, 1);
    await pacer.take('token-a');
    await pacer.take('token-b');
    expect(waits).toEqual([]);
    await pacer.take('token-a');
    expect(waits).toEqual([1_000]);
  });

  it('refills with time, never above the burst', async () => {
    const { clock, waits, pacer } = aPacer(10, 2);
    await pacer.take('s');
    await pacer.take('s');
    clock.advance(60_000);
    await pacer.take('s');
    await pacer.take('s');
    expect(waits).toEqual([]);
    await pacer.take('s');
    expect(waits).toEqual([100]);
  });

  it("holds a scope's calls until a 429's Retry-After has passed", async () => {
    const { clock, pacer } = aPacer(100, 10);
    pacer.slowDown('token-a', 5_000);
    const before = clock.now();
    await pacer.take('token-a');
    expect(clock.now() - before).toBeGreaterThanOrEqual(5_000);
    expect(pacer.stats.rateLimited).toBe(1);
  });

  it('refuses a pace without a rate or a burst', () => {
    expect(() => new CallPacer({ perSecond: 0, burst: 1 })).toThrow();
    expect(() => new CallPacer({ perSecond: 1, burst: 0 })).toThrow();
  });
});
