import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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

  async scan(code: string) {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.type(code, { delay: 5 });
    await this.page.keyboard.press('Enter');
  }

  banner() {
    return this.page.getByTestId('scan-result');
  }

  async batchMode() {
    await this.page.getByText('Batch mode: one shelf, many items').click();
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
