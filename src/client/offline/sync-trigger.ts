/**
 * How the outbox asks the engine to sync without importing it (the engine imports the outbox's
 * helpers). Nothing happens while no engine runs; the warehouse layout starts one.
 *
 * Requests are coalesced: a scanner burst queues 20 ops a second, and one sync run per op would
 * send 20 requests a second of one op each and re-pull the caches after each. The engine runs once
 * SYNC_QUIET_MS after the last request, and at the latest SYNC_MAX_WAIT_MS after the first one of a
 * burst, so a long burst still reaches the server every couple of seconds, in batches.
 */
export const SYNC_QUIET_MS = 300;
export const SYNC_MAX_WAIT_MS = 2000;

type Listener = () => void;
let listener: Listener | null = null;
let quietTimer: ReturnType<typeof setTimeout> | undefined;
let firstRequestAt: number | null = null;

function cancelPending(): void {
  clearTimeout(quietTimer);
  quietTimer = undefined;
  firstRequestAt = null;
}

function fire(): void {
  cancelPending();
  listener?.();
}

export function onSyncRequested(next: Listener | null): void {
  cancelPending();
  listener = next;
}

export function requestSync(): void {
  if (!listener) return;
  const now = Date.now();
  firstRequestAt ??= now;
  const wait = Math.min(SYNC_QUIET_MS, firstRequestAt + SYNC_MAX_WAIT_MS - now);
  clearTimeout(quietTimer);
  if (wait <= 0) fire();
  else quietTimer = setTimeout(fire, wait);
}
