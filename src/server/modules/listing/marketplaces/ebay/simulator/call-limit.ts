import type { Clock } from '../../../../../kernel/simulator-clock';

/**
 * The simulator's call limit per access token and second of its clock. eBay documents daily quotas
 * per API (5,000 calls a day for a new application's Browse API; getRateLimits tells the rest) and
 * answers 429, errorId 2001, once one is spent; a per-second window brings the same answer within a
 * test's reach, and is wide enough that a listing job's ordinary calls never meet it.
 */
export const EBAY_SIMULATOR_CALLS_PER_SECOND = 100;

export class CallLimit {
  private readonly windows = new Map<string, { second: number; calls: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly perSecond = EBAY_SIMULATOR_CALLS_PER_SECOND,
  ) {}

  /** Counts a call of the token: 0 when it may go, else how long until the next window (ms). */
  take(token: string): number {
    const now = this.clock.now();
    const second = Math.floor(now / 1000);
    const window = this.windows.get(token);
    if (window?.second === second) {
      if (window.calls >= this.perSecond) return (second + 1) * 1000 - now;
      window.calls += 1;
      return 0;
    }
    if (this.windows.size > 1_000)
      for (const [key, w] of this.windows) if (w.second < second) this.windows.delete(key);
    this.windows.set(token, { second, calls: 1 });
    return 0;
  }
}
