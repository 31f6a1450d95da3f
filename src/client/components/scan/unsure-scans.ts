import { create } from 'zustand';

/**
 * Scans the listener could not be sure of (useScanListener): a scanner's burst that slowed down
 * before its Enter, ended without one, or is shorter than a code, with no field to take its characters. Nothing read is
 * dropped silently: each waits here, shown by <UnsureScanPrompt />, until the worker confirms it
 * (the screen gets the code as if scanned) or discards it.
 *   const id = askAboutScan({ code, reason, take: () => onScan(code) });   forgetScan(id);
 */
export type UnsureReason = 'uneven' | 'noEnter' | 'short';
export type UnsureScan = { id: number; code: string; reason: UnsureReason; take: () => void };

type UnsureScans = { scans: readonly UnsureScan[] };

export const useUnsureScans = create<UnsureScans>(() => ({ scans: [] }));

let nextId = 1;

export function askAboutScan(scan: Omit<UnsureScan, 'id'>): number {
  const id = nextId++;
  useUnsureScans.setState((s) => ({ scans: [...s.scans, { ...scan, id }] }));
  return id;
}

/** Takes a scan off the list without using it (discarded, or the burst it came from went on). */
export function forgetScan(id: number): void {
  useUnsureScans.setState((s) => ({ scans: s.scans.filter((scan) => scan.id !== id) }));
}

/** The worker says the code is right: the screen that read it gets it as a scan. */
export function confirmScan(id: number): void {
  const scan = useUnsureScans.getState().scans.find((s) => s.id === id);
  forgetScan(id);
  scan?.take();
}
