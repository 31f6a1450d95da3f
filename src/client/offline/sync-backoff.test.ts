// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../tests/client/support/offline-fake-server';
import type { FakeSyncServer } from '../../../tests/client/support/offline-fake-server';
import { offlineDb } from './db';
import { enqueueOp } from './outbox';
import { startSyncEngine, SyncEngine, SYNC_INTERVAL_MS } from './sync-engine';
import { useEngineState } from './sync-status';

let server: FakeSyncServer;
let stop: (() => void) | undefined;
beforeEach(async () => {
  server = await freshTablet();
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets IndexedDB (which runs on setImmediate, left real) and the engine settle between timer steps. */
async function settle(until: () => boolean = () => false) {
  for (let i = 0; i < 5000 && !until(); i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const syncCalls = () =>
  server.fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/warehouse/sync')).length;

it('retries a failing network with exponential backoff capped at 60 s, then syncs on its regular interval', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(0.999999);
  const op = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
  server.failures = Array<'network'>(9).fill('network');
  stop = startSyncEngine();
  await settle();
  expect(syncCalls()).toBe(1);
  expect(useEngineState.getState()).toMatchObject({ online: false, lastError: expect.any(String) });

  // Waits after failure n: 1, 2, 4, 8, 16, 32, then the 60 s cap.
  for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
    const before = syncCalls();
    await vi.advanceTimersByTimeAsync(seconds * 1000 - 50);
    await settle();
    expect(syncCalls()).toBe(before);
    await vi.advanceTimersByTimeAsync(50);
    await settle(() => syncCalls() > before && !useEngineState.getState().syncing);
    expect(syncCalls()).toBe(before + 1);
  }
  await vi.advanceTimersByTimeAsync(60_000);
  await settle(() => !useEngineState.getState().syncing);
  expect((await offlineDb.outbox.get(op.opId))?.state).toBe('applied');
  expect(useEngineState.getState()).toMatchObject({ online: true, lastError: null });

  const pulls = server.pullCursors.length;
  await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
  await settle(() => server.pullCursors.length > pulls);
  expect(server.pullCursors.length).toBe(pulls + 1);
});

it('syncs at once when the browser comes back online or the service worker says so', async () => {
  const worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  try {
    const engine = new SyncEngine();
    stop = engine.start();
    await vi.waitFor(() => expect(server.pullCursors.length).toBe(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.pullCursors.length).toBe(2));
    worker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'SYNC_NOW', reason: 'background-sync' } }),
    );
    await vi.waitFor(() => expect(server.pullCursors.length).toBe(3));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'sync' } }));
    await vi.waitFor(() => expect(server.pullCursors.length).toBe(4));
    expect(engine.start()).toBe(stop);
  } finally {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  }
});
