// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../tests/client/support/offline-fake-server';
import type { FakeSyncServer } from '../../../tests/client/support/offline-fake-server';
import { OUTBOX_SYNC_TAG, SYNC_NOW } from '../../../sw/messages';
import { offlineDb } from './db';
import { enqueueOp } from './outbox';
import { storePhoto } from './photos';
import { startSyncEngine } from './sync-engine';
import { useEngineState } from './sync-status';
import { requestSync } from './sync-trigger';

/**
 * Issue 13's retry storm: with the server down (the browser still online) a tablet must not call
 * the server more often than the backoff allows, whatever asks for a sync: the scanner queueing
 * ops, the service worker's SYNC_NOW (a Background Sync registered while online fires at once, as
 * Chromium does), or the engine's own failed run. Only an `online` event or the user's "sync now"
 * may cut a wait short.
 */
const OUTAGE_MS = 30_000;
const STEP_MS = 100;

/** A service worker as Chromium runs it while online: a Background Sync fires at once and tells the page. */
class FakeServiceWorker extends EventTarget {
  registrations = 0;
  messages = 0;
  readonly registration = {
    sync: {
      register: (tag: string) => {
        if (tag !== OUTBOX_SYNC_TAG) return Promise.resolve();
        this.registrations += 1;
        setTimeout(() => this.tellPage('background-sync'), 0);
        return Promise.resolve();
      },
    },
  };
  getRegistration = () => Promise.resolve(this.registration);
  tellPage(reason: 'online' | 'background-sync') {
    this.messages += 1;
    this.dispatchEvent(new MessageEvent('message', { data: { type: SYNC_NOW, reason } }));
  }
}

let server: FakeSyncServer;
let worker: FakeServiceWorker;
let stop: (() => void) | undefined;
beforeEach(async () => {
  server = await freshTablet();
  worker = new FakeServiceWorker();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets IndexedDB (setImmediate, left real) and the engine work between timer steps. */
async function settle(ticks = 60) {
  for (let i = 0; i < ticks; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function advance(ms: number, each?: (elapsed: number) => Promise<void>) {
  for (let elapsed = 0; elapsed < ms; elapsed += STEP_MS) {
    await each?.(elapsed);
    await vi.advanceTimersByTimeAsync(STEP_MS);
    await settle();
  }
}

const calls = () => server.fetch.mock.calls.length;
const callsTo = (path: string, from = 0) =>
  server.fetch.mock.calls.slice(from).filter(([url]) => new URL(String(url), 'http://t').pathname === path)
    .length;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7];
const aPng = () => new NodeBlob([new Uint8Array(PNG)], { type: 'image/png' }) as unknown as Blob;

async function startedTablet() {
  stop = startSyncEngine();
  await advance(1_000);
  expect(useEngineState.getState()).toMatchObject({ online: true, lastError: null, syncing: false });
}

/**
 * 30 s of the server gone while the inspector keeps working (a photo inspection, then a scan every
 * 500 ms) and the service worker keeps telling the page to sync.
 */
async function outage(): Promise<{ calls: number; uploads: number; syncs: number }> {
  server.down = true;
  const before = calls();
  const photo = await storePhoto(aPng());
  await enqueueOp('inspectItem', { logNo: 'TRACK0001', grade: 1, photos: [photo], oneId: '10000001' });
  let scans = 0;
  await advance(OUTAGE_MS, async (elapsed) => {
    // Whatever wakes the service worker meanwhile, it tells the page ten times a second.
    worker.tellPage('background-sync');
    if (elapsed % 500 === 0)
      await enqueueOp('receiveParcel', { logNo: `SCAN${String(scans++).padStart(4, '0')}` });
  });
  return {
    calls: calls() - before,
    uploads: callsTo('/api/warehouse/upload', before),
    syncs: callsTo('/api/warehouse/sync', before),
  };
}

describe('a 30 s outage with the browser online', () => {
  for (const [name, random] of [
    ['the smallest jitter', 0],
    ['a middling jitter', 0.5],
  ] as const) {
    it(
      `keeps to the backoff with ${name}: a handful of calls, however many triggers`,
      { timeout: 120_000 },
      async () => {
        vi.spyOn(Math, 'random').mockReturnValue(random);
        await startedTablet();
        const made = await outage();
        console.info(
          `sync storm (${name}): ${made.calls} calls in ${OUTAGE_MS / 1000} s (${made.uploads} uploads, ${made.syncs} syncs), ${worker.messages} service worker messages, ${worker.registrations} background sync registrations`,
        );
        // Waits of at least 0.5, 1, 2, 4, 8 and 16 s after failures 1 to 6: no more than 7 runs in 30 s.
        expect(made.calls).toBeLessThanOrEqual(7);
        expect(worker.messages).toBeGreaterThanOrEqual(OUTAGE_MS / STEP_MS);
        // Registered while online, a Background Sync fires at once: the engine no longer asks for one.
        expect(worker.registrations).toBe(0);

        // Back up: the next try (at most the 60 s cap away) sends the photo, the inspection and every scan.
        server.down = false;
        await advance(61_000);
        expect(await offlineDb.outbox.where('state').equals('applied').count()).toBe(61);
        expect(server.uploads).toHaveLength(1);
      },
    );
  }

  it(
    'a service worker message, a queued op or a failed run never cuts a wait short; online and "sync now" do',
    { timeout: 60_000 },
    async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.999999);
      await startedTablet();
      server.down = true;
      const before = calls();
      await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
      await advance(2_000);
      // The first try, and its retry after at most 1 s; the next wait is 2 s (random at its top).
      const afterTwo = calls();
      expect(afterTwo - before).toBe(2);
      worker.tellPage('background-sync');
      worker.tellPage('online');
      await enqueueOp('receiveParcel', { logNo: 'TRACK0002' });
      // The third try is due 2 s after the second (at about 3.3 s): nothing before.
      await advance(900);
      expect(calls()).toBe(afterTwo);

      window.dispatchEvent(new Event('online'));
      await advance(STEP_MS);
      expect(calls()).toBe(afterTwo + 1);

      // The header's "sync now".
      requestSync('user');
      await settle();
      expect(calls()).toBe(afterTwo + 2);
    },
  );
});
