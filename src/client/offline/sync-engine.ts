import { isSyncNowMessage, OUTBOX_SYNC_TAG } from '../../../sw/messages';
import type { SyncOp, SyncResult } from '../../domain/sync';
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
import { onSyncRequested } from './sync-trigger';
import { callApi, errorText, isUnauthorized } from './transport';

/**
 * The sync engine (ARCHITECTURE.md section 4). One run: send the user's queue, pull the selected
 * warehouse's caches, top up the ONE ID pool. Runs on start, on the `online` event, on the service
 * worker's SYNC_NOW message, on demand (enqueue, "sync now") and by timer. Failures back off
 * exponentially with full jitter up to 60 s; a 401 stops syncing until the engine is started again
 * (after the next login), and never drops an op.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60_000;
export const SYNC_INTERVAL_MS = 30_000;
/** Applied ops are kept this long for the screens' "done" lists, then forgotten. */
export const APPLIED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Full jitter: a random wait between 0 and min(cap, base * 2^(failures-1)). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.floor(random() * ceiling);
}

let started = false;
let authStopped = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let again = false;

function schedule(delay: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (!started || authStopped) return;
  timer = setTimeout(() => void syncNow(), delay);
}

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

/** Asks the service worker to wake the page when the network is back (Background Sync, where supported). */
async function registerBackgroundSync(): Promise<void> {
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

async function runOnce(): Promise<void> {
  const userId = currentUserId();
  if (userId === null || activeToken() === null) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    setEngineState({ online: false });
    return;
  }
  setEngineState({ syncing: true });
  try {
    const deviceId = await getDeviceId();
    await pushOps(userId, deviceId, send);
    const wareId = selectedWareId();
    if (wareId !== null) await pullCaches(wareId, fetchPage);
    await topUpOneIds(deviceId);
    failures = 0;
    await writeMeta(META_KEYS.lastSuccessAt, new Date().toISOString());
    setEngineState({ online: true, lastError: null });
    schedule(SYNC_INTERVAL_MS);
  } catch (error) {
    setEngineState({ lastError: errorText(error), online: isNetworkError(error) ? false : true });
    if (isUnauthorized(error)) {
      // The HTTP client logs the user out; their ops wait for the next login.
      authStopped = true;
      schedule(0);
      return;
    }
    failures += 1;
    void registerBackgroundSync();
    schedule(backoffDelay(failures));
  } finally {
    setEngineState({ syncing: false });
  }
}

/** One sync now; a request during a run makes the run go once more when it ends. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await runOnce();
    } while (again && !authStopped);
  })().finally(() => {
    running = null;
  });
  return running;
}

function onOnline(): void {
  setEngineState({ online: true });
  failures = 0;
  void syncNow();
}

function onOffline(): void {
  setEngineState({ online: false });
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as { type?: unknown } | null;
  if (isSyncNowMessage(data) || data?.type === 'sync') void syncNow();
}

let stopEngine: (() => void) | null = null;

/** Starts the engine once (a second call returns the same stop); the warehouse layout calls it. */
export function startSyncEngine(): () => void {
  if (stopEngine) return stopEngine;
  started = true;
  authStopped = false;
  failures = 0;
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  onSyncRequested(() => void syncNow());
  // Another warehouse chosen in the header: pull its caches now.
  const unsubscribe = useSession.subscribe((now, before) => {
    if (now.headerWareId !== before.headerWareId && now.headerWareId !== null) void syncNow();
  });
  setEngineState({ online: navigator.onLine });
  void (async () => {
    // Ops left "sending" by a closed tab go again (the server answers a replay with its first result).
    await offlineDb.outbox.where('state').equals('sending').modify({ state: 'pending' });
    await forgetOldAppliedOps();
    await syncNow();
  })();
  const stop = () => {
    if (stopEngine !== stop) return;
    stopEngine = null;
    started = false;
    schedule(0);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    onSyncRequested(null);
    unsubscribe();
  };
  stopEngine = stop;
  return stop;
}
