/**
 * How the outbox (an op was queued) and the header's "sync now" ask the engine to sync without
 * importing it (the engine imports the outbox's helpers): requests go through one constant channel
 * that the running engine listens to; with no engine running nothing happens.
 *
 * Queued-op requests are coalesced by the engine's RequestCoalescer: a scanner burst queues 20 ops
 * a second, and one sync run per op would send 20 requests a second of one op each and re-pull the
 * caches after each. The engine runs once SYNC_QUIET_MS after the last request, and at the latest
 * SYNC_MAX_WAIT_MS after the first one of a burst, so a long burst still reaches the server every
 * couple of seconds, in batches.
 */
export const SYNC_QUIET_MS = 300;
export const SYNC_MAX_WAIT_MS = 2000;

/** `queued`: an op was queued (waits out a backoff); `user`: "sync now" (may cut a backoff short). */
export type SyncRequest = 'queued' | 'user';

const SYNC_REQUEST = 'solestack-sync-request';
const channel = new EventTarget();

export function requestSync(request: SyncRequest = 'queued'): void {
  channel.dispatchEvent(new CustomEvent<SyncRequest>(SYNC_REQUEST, { detail: request }));
}

/** The engine listens while it runs; the returned function stops listening. */
export function onSyncRequest(listener: (request: SyncRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SyncRequest>).detail);
  channel.addEventListener(SYNC_REQUEST, handle);
  return () => channel.removeEventListener(SYNC_REQUEST, handle);
}

/** Turns a burst of requests into one call of `fire` (see above); `cancel` forgets a waiting one. */
export class RequestCoalescer {
  #quietTimer: ReturnType<typeof setTimeout> | undefined;
  #firstRequestAt: number | null = null;

  constructor(private readonly fire: () => void) {}

  request(): void {
    const now = Date.now();
    this.#firstRequestAt ??= now;
    const wait = Math.min(SYNC_QUIET_MS, this.#firstRequestAt + SYNC_MAX_WAIT_MS - now);
    clearTimeout(this.#quietTimer);
    if (wait <= 0) this.#fireNow();
    else this.#quietTimer = setTimeout(() => this.#fireNow(), wait);
  }

  cancel(): void {
    clearTimeout(this.#quietTimer);
    this.#quietTimer = undefined;
    this.#firstRequestAt = null;
  }

  #fireNow(): void {
    this.cancel();
    this.fire();
  }
}
