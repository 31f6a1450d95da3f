import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  onSyncRequest,
  RequestCoalescer,
  requestSync,
  SYNC_MAX_WAIT_MS,
  SYNC_QUIET_MS,
} from './sync-trigger';

const runs = vi.fn();
let coalescer: RequestCoalescer;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  runs.mockReset();
  coalescer = new RequestCoalescer(runs);
});
afterEach(() => {
  coalescer.cancel();
  vi.useRealTimers();
});

it('a burst of requests makes one sync run, once the burst has been quiet for a moment', () => {
  for (let i = 0; i < 10; i += 1) {
    coalescer.request();
    vi.advanceTimersByTime(50);
  }
  expect(runs).not.toHaveBeenCalled();
  vi.advanceTimersByTime(SYNC_QUIET_MS);
  expect(runs).toHaveBeenCalledTimes(1);
});

it('a burst that goes on still syncs every SYNC_MAX_WAIT_MS, never one request per op', () => {
  // 20 scans a second for 5 seconds.
  for (let i = 0; i < 100; i += 1) {
    coalescer.request();
    vi.advanceTimersByTime(50);
  }
  expect(runs).toHaveBeenCalledTimes(Math.floor(5000 / SYNC_MAX_WAIT_MS));
  vi.advanceTimersByTime(SYNC_QUIET_MS);
  expect(runs).toHaveBeenCalledTimes(Math.floor(5000 / SYNC_MAX_WAIT_MS) + 1);
});

it('a stopped engine forgets a request still waiting', () => {
  coalescer.request();
  coalescer.cancel();
  vi.advanceTimersByTime(SYNC_MAX_WAIT_MS);
  expect(runs).not.toHaveBeenCalled();
});

it('requests reach the engine while it listens, with their cause, and nothing after it stops', () => {
  const heard = vi.fn();
  requestSync();
  const stop = onSyncRequest(heard);
  requestSync();
  requestSync('user');
  stop();
  requestSync('user');
  expect(heard.mock.calls).toEqual([['queued'], ['user']]);
});
