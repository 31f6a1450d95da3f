import { isSyncNowMessage, OUTBOX_SYNC_TAG } from '../../../sw/messages';
import type { SyncOp, SyncResult } from '../../domain/sync/sync';
import { isNetworkError } from '../api/http';
import { activeToken, currentUserId, selectedWareId, useSession } from '../stores/session';
import { META_KEYS, offlineDb, writeMeta } from './db';
import { getDeviceId } from './device';
import { POOL_LEASE_COUNT, POOL_LOW_WATER, storeLease, unusedOneIdCount } from './one-id-pool';
import type { OneIdLease } from './one-id-pool';
import { pullCaches } from './sync-pull';
import type { PullPage } from './sync-pull';
import { pushOps } from './sync-push';
import { setEngineState } from './sync-status';
import { onSyncRequest, RequestCoalescer } from './sync-trigger';
import { callApi, errorText, isUnauthorized } from './transport';

/**
 * The sync engine (ARCHITECTURE.md section 4). One run: send the user's queue (photos first), pull
 * the selected warehouse's caches, top up the ONE ID pool. Runs on start, on the `online` event, on
 * the service worker's SYNC_NOW message, on demand (an op queued, "sync now") and by timer.
 *
 * Failures back off exponentially with jitter up to 60 s, and the wait holds whatever asks for a
 * sync (issue 13's retry storm): a queued op, the service worker or the failed run itself only run
 * the engine once the wait is over; only the `online` event and the user's "sync now" cut it
 * short. A 401 stops syncing until the engine is started again (after the next login), and never
 * drops an op.
 *
 * All its state is one SyncEngine; the warehouse layout creates one and owns it while it is shown
 * (startSyncEngine), tests make their own.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60_000;
export const SYNC_INTERVAL_MS = 30_000;
/** Applied ops are kept this long for the screens' "done" lists, then forgotten. */
export const APPLIED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Equal jitter: half of min(cap, base * 2^(failures-1)) for sure, plus a random part of the other
 * half, so however the dice fall the waits after failures 1, 2, 3... are at least 0.5, 1, 2 s...
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.floor(ceiling / 2 + (random() * ceiling) / 2);
}

/** What asked for a run. `online` and `user` may cut a backoff short; the others wait it out. */
export type SyncCause = 'start' | 'queued' | 'worker' | 'warehouse' | 'timer' | 'online' | 'user';
const CUTS_BACKOFF: ReadonlySet<SyncCause> = new Set(['online', 'user']);

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

const send = (body: { deviceId: string; ops: SyncOp[] }) =>
  callApi<{ results: SyncResult[] }>('/sync', { method: 'POST', body });

const fetchPage = (wareId: number, cursor: string | undefined) =>
  callApi<PullPage>('/sync/pull', { method: 'GET', query: { cursor }, headers: { wareId: String(wareId) } });

async function topUpOneIds(deviceId: string): Promise<void> {
  if ((await unusedOneIdCount(deviceId)) >= POOL_LOW_WATER) return;
  const lease = await callApi<OneIdLease>('/oneid/lease', {
    method: 'POST',
    body: { deviceId, count: POOL_LEASE_COUNT },
  });
  await storeLease(deviceId, lease);
}

/**
 * Asks the service worker to wake the page when the network is back (Background Sync, where
 * supported). Only while the browser is offline: registered online it fires at once, and a page
 * told to sync after each failure was issue 13's retry storm.
 */
async function registerBackgroundSync(): Promise<void> {
  if (browserOnline()) return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the online event and the timer still run the engine.
  }
}

async function forgetOldAppliedOps(): Promise<void> {
  const before = new Date(Date.now() - APPLIED_KEPT_MS).toISOString();
  await offlineDb.outbox
    .where('state')
    .anyOf('applied', 'discarded')
    .and((op) => (op.settledAt ?? op.createdAt) < before)
    .delete();
}

function listen(target: EventTarget | undefined, type: string, handler: (event: Event) => void): () => void {
  target?.addEventListener(type, handler);
  return () => target?.removeEventListener(type, handler);
}

export class SyncEngine {
  #started = false;
  #authStopped = false;
  #failures = 0;
  /** The next run the engine set itself: after the regular interval, or at the end of a backoff. */
  #wake: { timer: ReturnType<typeof setTimeout>; backoff: boolean } | undefined;
  #running: Promise<void> | null = null;
  /** A request came during a run: `cut` when it may cut a backoff short. */
  #again: 'no' | 'yes' | 'cut' = 'no';
  #stop: (() => void) | null = null;
  readonly #queued = new RequestCoalescer(() => void this.request('queued'));

  constructor(private readonly random: () => number = Math.random) {}

  /** The user's "sync now": at once, even in a backoff. */
  syncNow(): Promise<void> {
    return this.request('user');
  }

  /** One run now, or, during a run, once more when it ends; a backoff holds unless the cause may cut it. */
  request(cause: SyncCause): Promise<void> {
    const cuts = CUTS_BACKOFF.has(cause);
    if (cause === 'online') this.#failures = 0;
    if (this.#running) {
      this.#again = cuts || this.#again === 'cut' ? 'cut' : 'yes';
      return this.#running;
    }
    if (!cuts && this.#backingOff()) return Promise.resolve();
    this.#running = (async () => {
      do {
        this.#again = 'no';
        await this.#runOnce();
      } while (this.#again !== 'no' && !this.#authStopped && (this.#again === 'cut' || !this.#backingOff()));
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Starts the engine once (a second call returns the same stop); the warehouse layout calls it. */
  start(): () => void {
    if (this.#stop) return this.#stop;
    this.#started = true;
    this.#authStopped = false;
    this.#failures = 0;
    const stopListening = [
      listen(window, 'online', () => {
        setEngineState({ online: true });
        void this.request('online');
      }),
      listen(window, 'offline', () => setEngineState({ online: false })),
      listen(navigator.serviceWorker, 'message', (event) => {
        const data = (event as MessageEvent).data as { type?: unknown } | null;
        if (isSyncNowMessage(data) || data?.type === 'sync') void this.request('worker');
      }),
      onSyncRequest((request) => (request === 'user' ? void this.syncNow() : this.#queued.request())),
      // Another warehouse chosen in the header: pull its caches.
      useSession.subscribe((now, before) => {
        if (now.headerWareId !== before.headerWareId && now.headerWareId !== null)
          void this.request('warehouse');
      }),
    ];
    setEngineState({ online: browserOnline() });
    void (async () => {
      // Ops left "sending" by a closed tab go again (the server answers a replay with its first result).
      await offlineDb.outbox.where('state').equals('sending').modify({ state: 'pending' });
      await forgetOldAppliedOps();
      await this.request('start');
    })();
    const stop = () => {
      if (this.#stop !== stop) return;
      this.#stop = null;
      this.#started = false;
      this.#schedule(0, false);
      this.#queued.cancel();
      for (const unsubscribe of stopListening) unsubscribe();
    };
    this.#stop = stop;
    return stop;
  }

  #backingOff(): boolean {
    return this.#wake?.backoff === true;
  }

  #schedule(delay: number, backoff: boolean): void {
    clearTimeout(this.#wake?.timer);
    this.#wake = undefined;
    if (!this.#started || this.#authStopped) return;
    const timer = setTimeout(() => {
      this.#wake = undefined;
      void this.request('timer');
    }, delay);
    this.#wake = { timer, backoff };
  }

  async #runOnce(): Promise<void> {
    const userId = currentUserId();
    if (userId === null || activeToken() === null) return;
    if (!browserOnline()) {
      setEngineState({ online: false });
      void registerBackgroundSync();
      return;
    }
    setEngineState({ syncing: true });
    try {
      const deviceId = await getDeviceId();
      await pushOps(userId, deviceId, send);
      const wareId = selectedWareId();
      if (wareId !== null) await pullCaches(wareId, fetchPage);
      await topUpOneIds(deviceId);
      this.#failures = 0;
      await writeMeta(META_KEYS.lastSuccessAt, new Date().toISOString());
      setEngineState({ online: true, lastError: null });
      this.#schedule(SYNC_INTERVAL_MS, false);
    } catch (error) {
      setEngineState({ lastError: errorText(error), online: isNetworkError(error) ? false : true });
      if (isUnauthorized(error)) {
        // The HTTP client logs the user out; their ops wait for the next login.
        this.#authStopped = true;
        this.#schedule(0, false);
        return;
      }
      this.#failures += 1;
      void registerBackgroundSync();
      this.#schedule(backoffDelay(this.#failures, this.random), true);
    } finally {
      setEngineState({ syncing: false });
    }
  }
}

/** A new engine, started; the returned function stops it (the warehouse layout's effect). */
export function startSyncEngine(): () => void {
  return new SyncEngine().start();
}
