import type { Clock } from '../../../kernel/simulator-clock';
import { systemClock } from '../../../kernel/simulator-clock';

/**
 * The adapters' own pace (ARCHITECTURE section 10: calls within the service's limits): a token
 * bucket per rate-limit scope (StockX and eBay count per access token, TikTok Shop per shop) that
 * every call of an adapter takes a token from before it is sent, waiting its turn when the bucket is
 * empty. A 429 that still comes (another process on the same account, a limit lower than documented)
 * empties the scope's bucket until the marketplace's Retry-After has passed. Without this a large
 * pass drowns in 429s, and retrying on Retry-After alone livelocks (git log 1a15fb0).
 *
 * One bucket per process: several API processes on one account each keep their own, so the
 * marketplace may still answer 429 now and then; the caller records that and tries at the next run.
 */
export type PaceLimit = {
  /** Tokens added per second. */
  perSecond: number;
  /** The bucket's size: calls that may go at once after a quiet time. */
  burst: number;
};

export type PacerStats = {
  /** Calls that took a token. */
  calls: number;
  /** Calls that had to wait for one, and for how long in all (ms of the pacer's clock). */
  waited: number;
  waitedMs: number;
  /** 429s the marketplace answered all the same. */
  rateLimited: number;
};

export type PacerOptions = {
  /** Whose time the bucket refills in: the simulator's clock against a simulator. */
  clock?: Clock;
  /** How a wait is spent; a seed on an advancing clock lets it pass at once. */
  sleep?: (ms: number) => Promise<void>;
};

type Bucket = { tokens: number; at: number; pausedUntil: number };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class CallPacer {
  private readonly buckets = new Map<string, Bucket>();
  private readonly clock: Clock;
  private readonly sleep: (ms: number) => Promise<void>;
  readonly stats: PacerStats = { calls: 0, waited: 0, waitedMs: 0, rateLimited: 0 };

  constructor(
    readonly limit: PaceLimit,
    options: PacerOptions = {},
  ) {
    if (!(limit.perSecond > 0) || !(limit.burst >= 1)) throw new Error('A pace needs a rate and a burst');
    this.clock = options.clock ?? systemClock;
    this.sleep = options.sleep ?? realSleep;
  }

  private bucket(scope: string, now: number): Bucket {
    let bucket = this.buckets.get(scope);
    if (!bucket) {
      bucket = { tokens: this.limit.burst, at: now, pausedUntil: 0 };
      this.buckets.set(scope, bucket);
      // Scopes of expired tokens are dropped once they are full again (nothing owed to them).
      if (this.buckets.size > 10_000) this.forgetIdle(now);
    }
    const refill = (Math.max(0, now - bucket.at) / 1000) * this.limit.perSecond;
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + refill);
    bucket.at = now;
    return bucket;
  }

  private forgetIdle(now: number): void {
    for (const [scope, b] of this.buckets)
      if (b.pausedUntil <= now && b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= this.limit.burst)
        this.buckets.delete(scope);
  }

  /**
   * Waits until a call of `scope` may go, and counts it. The token is reserved at once (the bucket
   * may go below zero), so waiting callers go in the order they asked, one per refill.
   */
  async take(scope: string): Promise<void> {
    const now = this.clock.now();
    const bucket = this.bucket(scope, now);
    bucket.tokens -= 1;
    this.stats.calls += 1;
    let waitMs = this.waitOf(bucket, now);
    if (waitMs <= 0) return;
    this.stats.waited += 1;
    const started = now;
    while (waitMs > 0) {
      await this.sleep(waitMs);
      // A 429 may have paused the scope meanwhile: wait that out too.
      const later = this.clock.now();
      waitMs = Math.max(0, bucket.pausedUntil - later);
    }
    this.stats.waitedMs += this.clock.now() - started;
  }

  /** How long the reserved token (bucket already charged) waits from `now`. */
  private waitOf(bucket: Bucket, now: number): number {
    const forToken = bucket.tokens < 0 ? Math.ceil((-bucket.tokens / this.limit.perSecond) * 1000) : 0;
    return Math.max(forToken, bucket.pausedUntil - now);
  }

  /** The marketplace answered 429 all the same: nothing of `scope` goes before `retryAfterMs`. */
  slowDown(scope: string, retryAfterMs: number): void {
    const now = this.clock.now();
    const bucket = this.bucket(scope, now);
    this.stats.rateLimited += 1;
    bucket.pausedUntil = Math.max(bucket.pausedUntil, now + Math.max(0, retryAfterMs));
    bucket.tokens = Math.min(bucket.tokens, 0);
  }
}

/**
 * Each marketplace's pace as its adapter holds to it, below what the simulators enforce (so a pass
 * meets no 429 of its own making), with room for the network: the pacer spaces the calls as they
 * leave, and they arrive some milliseconds apart from that. StockX refills one call a second per token
 * with a burst of 10 (STOCKX_RATE_LIMIT); eBay's simulator counts 100 calls per token in each second of
 * its clock, and a bucket of 80/s with a burst of 10 puts at most 90 in one such second; TikTok Shop
 * counts 50 calls per shop in any sliding second, and 35/s with a burst of 10 puts at most 45 in one.
 * (40/s there left no room: a burst arriving a few milliseconds late made the 51st call of a second,
 * and a 429, on a loaded machine.)
 */
export const MARKETPLACE_PACE = {
  stockx: { perSecond: 1, burst: 10 },
  ebay: { perSecond: 80, burst: 10 },
  tiktok: { perSecond: 35, burst: 10 },
} as const satisfies Record<string, PaceLimit>;
