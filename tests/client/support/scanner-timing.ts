/**
 * When each key of a keyboard-wedge scanner's burst reaches the page, and the timestamp it carries,
 * as plain data, so component tests (tests/client/support/scanner.ts), the end-to-end gun
 * (tests/e2e/helpers/scanner-gun.ts) and bench:scan send the same bursts.
 *   planBurst('SCAN000001')                                    // 5 ms apart, then Enter
 *   planBurst(code, { jitter: { minMs: 20, maxMs: 100 } })     // every key held up 20-100 ms at random
 *   planBurst(code, { longTask: { atKey: 5, ms: 80 } })        // the page busy 80 ms before the 6th key
 * Times are ms from the burst's first key being sent.
 *  - Jitter (a Bluetooth link, a busy scanner): each key is held up on its way to the tablet by a
 *    random delay; keys stay in order; the tablet stamps a key when it arrives, so the delay shows
 *    in event.timeStamp.
 *  - A long task: the page's main thread is busy for `ms` starting just after the key before
 *    `atKey`; the keys sent meanwhile carry the time they were sent (the OS got them on time) and
 *    reach the page when the task ends, after any timer that fell due during it (the worst order
 *    for a listener that keeps time with timers).
 */
export type PlannedKey = { key: string; arriveAt: number; timeStamp: number };
/** The page's main thread blocked from `at` for `ms`. */
export type PlannedBlock = { at: number; ms: number };
export type BurstPlan = { keys: PlannedKey[]; blocks: PlannedBlock[] };

export type BurstTiming = {
  /** Gap between two keys as the scanner sends them (default 5 ms). */
  gapMs?: number;
  jitter?: { minMs: number; maxMs: number };
  longTask?: { atKey: number; ms: number };
  /** Ends with Enter (default true). */
  enter?: boolean;
  /** Numbers in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
};

export const SCANNER_GAP_MS = 5;

export function planBurst(code: string, timing: BurstTiming = {}): BurstPlan {
  const { gapMs = SCANNER_GAP_MS, jitter, longTask, enter = true, random = Math.random } = timing;
  const names = enter ? [...code, 'Enter'] : [...code];
  const keys: PlannedKey[] = [];
  let previous = -Infinity;
  names.forEach((key, i) => {
    const sent = i * gapMs;
    const delay = jitter ? jitter.minMs + random() * (jitter.maxMs - jitter.minMs) : 0;
    // In order: a key never overtakes the one before it.
    const arrived = Math.max(sent + delay, previous);
    previous = arrived;
    keys.push({ key, arriveAt: arrived, timeStamp: arrived });
  });
  const blocks: PlannedBlock[] = [];
  if (longTask && longTask.atKey > 0 && longTask.atKey < keys.length) {
    const at = keys[longTask.atKey - 1].arriveAt + 1;
    const end = at + longTask.ms;
    blocks.push({ at, ms: longTask.ms });
    for (const k of keys) if (k.arriveAt >= at && k.arriveAt < end) k.arriveAt = end;
  }
  return { keys, blocks };
}

/** A plan's keys and blocks as one list in the order the page meets them, each moved by `offset` ms. */
export type GunStep =
  { at: number; key: string; timeStamp: number; code?: string } | { at: number; blockMs: number };

export function gunSteps(plan: BurstPlan, offset = 0, code?: string): GunStep[] {
  const steps: GunStep[] = [
    ...plan.blocks.map((b) => ({ at: offset + b.at, blockMs: b.ms })),
    ...plan.keys.map((k) => ({
      at: offset + k.arriveAt,
      key: k.key,
      timeStamp: offset + k.timeStamp,
      ...(code !== undefined && k.key === 'Enter' ? { code } : {}),
    })),
  ];
  // A block comes before the keys that wait for it (they arrive when it ends).
  return steps.sort((a, b) => a.at - b.at || ('blockMs' in a ? -1 : 0) - ('blockMs' in b ? -1 : 0));
}
