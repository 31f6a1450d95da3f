import { create } from 'zustand';

/**
 * Scans the listener could not be sure of (useScanListener): a scanner's burst that slowed down
 * before its Enter, ended without one, or is shorter than a code, with no field to take its
 * characters. Nothing read is dropped silently: each waits here, shown by <UnsureScanPrompt />,
 * until the worker confirms it (every listener that read it gets the code, as it would a clean
 * scan) or discards it. Two listeners reading the same burst (a screen's and the one-ID drawer's)
 * share one question.
 *   const id = askAboutScan({ code, reason, owner, take: () => onScan(code) });
 *   withdrawScan(id, owner);   // the burst went on after all, or the listener stopped
 */
export type UnsureReason = 'uneven' | 'noEnter' | 'short';
export type UnsureScan = {
  id: number;
  code: string;
  reason: UnsureReason;
  /** Per listener that read it, what confirming does. */
  takers: ReadonlyMap<symbol, () => void>;
};

type UnsureScans = { scans: readonly UnsureScan[] };

export const useUnsureScans = create<UnsureScans>(() => ({ scans: [] }));

let nextId = 1;

export function askAboutScan(ask: {
  code: string;
  reason: UnsureReason;
  owner: symbol;
  take: () => void;
}): number {
  const same = useUnsureScans.getState().scans.find((s) => s.code === ask.code);
  if (same) {
    update(same.id, (s) => ({ ...s, takers: new Map(s.takers).set(ask.owner, ask.take) }));
    return same.id;
  }
  const id = nextId++;
  const scan: UnsureScan = {
    id,
    code: ask.code,
    reason: ask.reason,
    takers: new Map([[ask.owner, ask.take]]),
  };
  useUnsureScans.setState((s) => ({ scans: [...s.scans, scan] }));
  return id;
}

function update(id: number, change: (scan: UnsureScan) => UnsureScan | null): void {
  useUnsureScans.setState((s) => ({
    scans: s.scans.flatMap((scan) => {
      if (scan.id !== id) return [scan];
      const next = change(scan);
      return next ? [next] : [];
    }),
  }));
}

/** One listener's part of the question is gone; the question goes when no listener is left. */
export function withdrawScan(id: number, owner: symbol): void {
  update(id, (scan) => {
    const takers = new Map(scan.takers);
    takers.delete(owner);
    return takers.size > 0 ? { ...scan, takers } : null;
  });
}

/** The worker says the code is not right: nothing is done with it. */
export function discardScan(id: number): void {
  update(id, () => null);
}

/** The worker says the code is right: every listener that read it gets it as a scan. */
export function confirmScan(id: number): void {
  const scan = useUnsureScans.getState().scans.find((s) => s.id === id);
  discardScan(id);
  for (const take of scan?.takers.values() ?? []) take();
}
