import type { Clock } from '../../../../../kernel/simulator-clock';
import { STOCKX_RATE_LIMIT } from '../stockx-shapes';
import type { StockxRateLimit } from '../stockx-shapes';

type Bucket = { tokens: number; at: number; day: string; usedToday: number };

const DAY_MS = 86_400_000;

/**
 * StockX's pace for each access token, on the simulator's clock: a token bucket of `burst` calls
 * refilled at `requestsPerSecond`, and `requestsPerDay` calls per UTC day. A call over the pace is
 * answered 429 with Retry-After: the whole seconds until the next call may go.
 */
export class SellerRateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: StockxRateLimit = STOCKX_RATE_LIMIT,
  ) {}

  /** Null when the call may go ahead (and counts it), else the seconds to wait. */
  take(accessToken: string): number | null {
    const now = this.clock.now();
    const day = new Date(now).toISOString().slice(0, 10);
    const bucket = this.buckets.get(accessToken) ?? { tokens: this.limit.burst, at: now, day, usedToday: 0 };
    this.buckets.set(accessToken, bucket);
    const refill = (Math.max(0, now - bucket.at) / 1000) * this.limit.requestsPerSecond;
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + refill);
    bucket.at = now;
    if (bucket.day !== day) Object.assign(bucket, { day, usedToday: 0 });
    if (bucket.usedToday >= this.limit.requestsPerDay) return Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / this.limit.requestsPerSecond);
    bucket.tokens -= 1;
    bucket.usedToday += 1;
    return null;
  }
}
