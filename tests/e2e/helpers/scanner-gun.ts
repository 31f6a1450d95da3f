import type { Page } from '@playwright/test';

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
