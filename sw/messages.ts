/**
 * Messages between the pages and the service worker. Imported by sw/sw.ts and by the client
 * (src/client/pwa for updates; the offline sync engine listens for SYNC_NOW).
 */

/** Page -> waiting worker: activate now (sent when the user accepts "Reload"). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Worker -> pages: the network is back (online event or a Background Sync), push the outbox now. */
export const SYNC_NOW = 'SYNC_NOW';

/** Background Sync tag the sync engine registers while ops wait for the network. */
export const OUTBOX_SYNC_TAG = 'solestack-outbox';

export type SyncNowMessage = { type: typeof SYNC_NOW; reason: 'online' | 'background-sync' };

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}

export function isSyncNowMessage(data: unknown): data is SyncNowMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SYNC_NOW;
}
