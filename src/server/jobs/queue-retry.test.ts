import { describe, expect, it } from 'vitest';
import { MarketplaceError } from '../modules/listing/marketplaces/marketplace-errors';
import { retryAfterOf, retryDelayMs } from './queue';

describe('when a failed job runs again', () => {
  it('doubles the base delay per attempt made, at most an hour', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(1000, a))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(1000, 30)).toBe(3_600_000);
  });

  it("takes the service's own wait when it named one, within an hour", () => {
    expect(retryDelayMs(5000, 3, 1200)).toBe(1200);
    expect(retryDelayMs(5000, 1, 0)).toBe(0);
    expect(retryDelayMs(5000, 1, 7_200_000)).toBe(3_600_000);
  });

  it("reads a marketplace's 429 Retry-After, and nothing from other failures", () => {
    const limited = new MarketplaceError('stockx', 'rate_limited', 'slow down', {
      status: 429,
      retryAfterMs: 900,
    });
    const down = new MarketplaceError('stockx', 'unavailable', 'down', { status: 503, retryAfterMs: 900 });
    expect(retryAfterOf(limited)).toBe(900);
    expect(retryAfterOf(down)).toBeUndefined();
    expect(retryAfterOf(new Error('boom'))).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
  });
});
