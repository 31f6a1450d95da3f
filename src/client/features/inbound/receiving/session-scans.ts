import { create } from 'zustand';
import type { ScanOutcome } from './receive-scan';

/**
 * The scans of this receiving session, newest first, kept in memory while the app is open (the
 * outbox keeps the ops themselves). Each row links to its op, whose state the list reads live.
 */
export type SessionScan = {
  key: number;
  wareId: number;
  at: string;
  outcome: ScanOutcome;
  /** Set once the receiveParcel op is in the outbox. */
  opId?: string;
  /** The outbox refused the op (bad input): nothing was queued. */
  queueError?: string;
};

/** Enough for a shift at a scanning station; older rows are in the forecasts list anyway. */
export const SESSION_SCANS_KEPT = 500;

type SessionScansState = {
  scans: SessionScan[];
  add: (scan: Omit<SessionScan, 'key'>) => number;
  update: (key: number, patch: Partial<Pick<SessionScan, 'opId' | 'queueError'>>) => void;
  clear: () => void;
};

let nextKey = 1;

export const useSessionScans = create<SessionScansState>()((set) => ({
  scans: [],
  add: (scan) => {
    const key = nextKey++;
    set((s) => ({ scans: [{ ...scan, key }, ...s.scans].slice(0, SESSION_SCANS_KEPT) }));
    return key;
  },
  update: (key, patch) =>
    set((s) => ({ scans: s.scans.map((row) => (row.key === key ? { ...row, ...patch } : row)) })),
  clear: () => set({ scans: [] }),
}));

/** Tracking numbers this session has queued a receipt for, whose op may not be in the outbox index yet. */
export function queuedInSession(
  scans: readonly SessionScan[],
  wareId: number,
  logNo: string,
): SessionScan | undefined {
  return scans.find(
    (s) =>
      s.wareId === wareId &&
      s.outcome.logNo === logNo &&
      (s.outcome.kind === 'matched' || s.outcome.kind === 'unforecast') &&
      !s.queueError,
  );
}

export type RowSync = {
  state:
    'notQueued' | 'queueing' | 'waiting' | 'synced' | 'conflict' | 'rejected' | 'discarded' | 'failedToQueue';
  reason?: string;
};

/** A session row's sync state, from its op in the outbox. */
export function rowSync(
  scan: SessionScan,
  op: { state: string; conflict?: boolean; lastError?: { reason: string } } | undefined,
): RowSync {
  if (scan.queueError) return { state: 'failedToQueue', reason: scan.queueError };
  if (scan.outcome.kind !== 'matched' && scan.outcome.kind !== 'unforecast') return { state: 'notQueued' };
  if (!scan.opId || !op) return { state: 'queueing' };
  switch (op.state) {
    case 'applied':
      return { state: 'synced' };
    case 'rejected':
      return { state: op.conflict ? 'conflict' : 'rejected', reason: op.lastError?.reason };
    case 'discarded':
      return { state: 'discarded' };
    default:
      return { state: 'waiting' };
  }
}
