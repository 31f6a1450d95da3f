import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BURST_GAP_MS } from '../../../src/client/components/scan/burst-detector';

/**
 * /warehouse/ShelfManage/ShelfManage: scanning as a keyboard-wedge gun does it (characters 5 ms
 * apart, then Enter, with no field focused), the batch switch, and the rows of this tablet's shelving.
 */
export class ShelfManagePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/warehouse/ShelfManage/ShelfManage');
    await expect(this.page.getByTestId('scan-result')).toBeVisible();
  }

  /** Waits until the tablet has pulled the warehouse's shelves (the picker names how many it knows). */
  async waitForShelves() {
    await expect(this.page.getByText(/[1-9]\d* shelves of this warehouse on this tablet/)).toBeVisible({ timeout: 20_000 });
  }

  /**
   * A gun's burst, typed inside the page 5 ms apart by the clock (a busy wait; a timer may fire late),
   * then Enter, with no field focused. On this shared 2-core machine the page's thread is sometimes
   * descheduled mid-burst, which stretches a gap past the 30 ms a real gun stays under; such a burst
   * is not what a gun sends, so it is typed again (a worker rescans after the error beep, too).
   */
  async scan(code: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const widestGap = await this.page.evaluate((text) => {
        (document.activeElement as HTMLElement | null)?.blur();
        let last = performance.now();
        let widest = 0;
        const press = (key: string) => {
          const now = performance.now();
          widest = Math.max(widest, now - last);
          last = now;
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        };
        for (const key of text) {
          press(key);
          const until = performance.now() + 5;
          while (performance.now() < until) {
            // The gun's 5 ms between characters.
          }
        }
        press('Enter');
        return widest;
      }, code);
      // The same test the listener makes (burst-detector.ts): a wider gap broke the burst there too.
      if (widestGap < BURST_GAP_MS) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`could not type ${code} as a scanner burst: the page stalled every time`);
  }

  banner() {
    return this.page.getByTestId('scan-result');
  }

  async batchMode() {
    await this.page.getByRole('switch', { name: 'Batch mode: one shelf, many items' }).check({ force: true });
    await expect(this.banner()).toContainText('Batch mode');
  }

  /** This tablet's row for a ONE ID in "Shelved on this tablet". */
  recentRow(oneId: string) {
    return this.page.locator(`[data-testid="recent-row"][data-one-id="${oneId}"]`);
  }

  async expectSynced(oneId: string) {
    await expect(this.recentRow(oneId).getByTestId('op-state')).toHaveAttribute('data-state', 'applied', { timeout: 30_000 });
  }
}
