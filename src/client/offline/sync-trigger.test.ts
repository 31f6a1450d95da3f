import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { onSyncRequested, requestSync, SYNC_MAX_WAIT_MS, SYNC_QUIET_MS } from './sync-trigger';

const runs = vi.fn();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  runs.mockReset();
  onSyncRequested(runs);
});
afterEach(() => {
  onSyncRequested(null);
  vi.useRealTimers();
});

it('a burst of requests makes one sync run, once the burst has been quiet for a moment', () => {
  for (let i = 0; i < 10; i += 1) {
    requestSync();
    vi.advanceTimersByTime(50);
  }
  expect(runs).not.toHaveBeenCalled();
  vi.advanceTimersByTime(SYNC_QUIET_MS);
  expect(runs).toHaveBeenCalledTimes(1);
});

it('a burst that goes on still syncs every SYNC_MAX_WAIT_MS, never one request per op', () => {
  // 20 scans a second for 5 seconds.
  for (let i = 0; i < 100; i += 1) {
    requestSync();
    vi.advanceTimersByTime(50);
  }
  expect(runs).toHaveBeenCalledTimes(Math.floor(5000 / SYNC_MAX_WAIT_MS));
  vi.advanceTimersByTime(SYNC_QUIET_MS);
  expect(runs).toHaveBeenCalledTimes(Math.floor(5000 / SYNC_MAX_WAIT_MS) + 1);
});

it('nothing runs without an engine, and a stopped engine forgets a request still waiting', () => {
  requestSync();
  onSyncRequested(null);
  vi.advanceTimersByTime(SYNC_MAX_WAIT_MS);
  expect(runs).not.toHaveBeenCalled();
  requestSync();
  vi.advanceTimersByTime(SYNC_MAX_WAIT_MS);
  expect(runs).not.toHaveBeenCalled();
});
