import { act, createEvent, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { planBurst } from './scanner-timing';
import type { BurstPlan, BurstTiming } from './scanner-timing';

/**
 * A keyboard-wedge scanner (or a person) for component tests in jsdom, under vi.useFakeTimers():
 *   sendBurst('SCAN000001');                                         // 5 ms apart, then Enter
 *   sendBurst('SCAN000001', { jitter: { minMs: 20, maxMs: 100 } });  // keys held up at random
 *   sendBurst('SCAN000001', { longTask: { atKey: 5, ms: 80 } });     // timers run before late keys
 *   scanAtOnce('SCAN000001');                  // every key at once, with real timers too
 *   pressKey('a');                                                   // one key, typed now
 * Timing plans come from scanner-timing.ts, shared with the end-to-end gun and bench:scan.
 */

/**
 * A key as the browser handles it: keydown on the focused element (or body), carrying `timeStamp`
 * when given, then, unless prevented, the character lands at the end of a focused text field.
 * Returns false when the keydown was prevented.
 */
export function pressKey(key: string, timeStamp?: number): boolean {
  const target = document.activeElement ?? document.body;
  const event = createEvent.keyDown(target, { key });
  if (timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  const delivered = fireEvent(target, event);
  if (
    delivered &&
    key.length === 1 &&
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
  ) {
    fireEvent.change(target, { target: { value: target.value + key } });
  }
  return delivered;
}

/**
 * Sends a burst as planned: fake time moves to each key's arrival (timers that fall due meanwhile
 * run first, as after a long task), and the key carries its planned timestamp, counted from now.
 */
export function sendBurst(burst: string | BurstPlan, timing?: BurstTiming): void {
  const { keys } = typeof burst === 'string' ? planBurst(burst, timing) : burst;
  // jsdom stamps events with Date.now(), which the fake timers move: planned stamps use the same clock.
  const base = Date.now();
  let now = 0;
  for (const k of keys) {
    act(() => {
      vi.advanceTimersByTime(k.arriveAt - now);
    });
    now = k.arriveAt;
    pressKey(k.key, base + k.timeStamp);
  }
}

/** A burst whose keys all carry the same time (no fake timers needed): a scan, then Enter. */
export function scanAtOnce(code: string): void {
  act(() => {
    for (const key of [...code, 'Enter']) pressKey(key);
  });
}
