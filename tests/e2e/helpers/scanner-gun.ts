import type { Page } from '@playwright/test';
import { gunSteps, planBurst } from '../../client/support/scanner-timing';
import type { BurstTiming, GunStep } from '../../client/support/scanner-timing';

/** The gun's gap between two characters of one burst. */
const GUN_GAP_MS = 5;

/**
 * A keyboard-wedge gun's burst with no field focused: the characters 5 ms apart by the clock (a
 * busy wait; a timer may fire late), then Enter, sent inside the page (typed from the test process
 * with keyboard.type, a loaded machine stretches the gaps past the 30 ms a gun stays under).
 * Each key carries the time the gun sent it, as a real key event carries the time the keyboard
 * sent it: the scan listener reads event.timeStamp, so a page thread descheduled mid-burst on this
 * shared 2-core machine delays the keys' handling but never splits the burst into two scans (a
 * split burst's tail can itself look like a tracking number and be received as an unforecast parcel).
 */
export async function scanWithGun(page: Page, code: string): Promise<void> {
  await page.evaluate(
    ({ text, gap }) => {
      (document.activeElement as HTMLElement | null)?.blur();
      const sentAt = performance.now();
      for (const [index, key] of [...text, 'Enter'].entries()) {
        const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        Object.defineProperty(event, 'timeStamp', { value: sentAt + index * gap });
        document.body.dispatchEvent(event);
        const until = performance.now() + gap;
        while (performance.now() < until) {
          // The gun's 5 ms between characters.
        }
      }
    },
    { text: code, gap: GUN_GAP_MS },
  );
}

/**
 * A burst with irregular timing, with no field focused: scanWithJitteredGun(page, code, { jitter:
 * { minMs: 20, maxMs: 100 } }) or { longTask: { atKey: 5, ms: 80 } } (scanner-timing.ts). Unlike
 * scanWithGun the page is free between keys, so the listener's timers run when they fall due.
 */
export async function scanWithJitteredGun(page: Page, code: string, timing: BurstTiming): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await runGunSteps(page, gunSteps(planBurst(code, timing), 0, code));
}

/**
 * Plays gun steps in the page, times from now + 50 ms: each key dispatched on the focused element
 * (or body) when due, with its planned timeStamp; each block busy-waits on the main thread, then
 * lets the timers that fell due meanwhile run before the keys that waited. Returns, for each step
 * with a code, the page time (performance.now) its Enter carried.
 */
export async function runGunSteps(page: Page, steps: GunStep[]): Promise<[string, number][]> {
  return page.evaluate(async (planned) => {
    const t0 = performance.now() + 50;
    const sent: [string, number][] = [];
    for (const step of planned) {
      const wait = t0 + step.at - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      if ('blockMs' in step) {
        const until = performance.now() + step.blockMs;
        while (performance.now() < until) {
          // A long task: nothing else runs on the page's main thread.
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
      const event = new KeyboardEvent('keydown', { key: step.key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: t0 + step.timeStamp });
      if (step.code !== undefined) sent.push([step.code, t0 + step.timeStamp]);
      (document.activeElement ?? document.body).dispatchEvent(event);
    }
    return sent;
  }, steps);
}
