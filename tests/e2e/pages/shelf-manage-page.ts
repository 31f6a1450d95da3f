import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { scanWithGun } from '../helpers/scanner-gun';

/**
 * /warehouse/ShelfManage/ShelfManage: scanning as a keyboard-wedge gun does it (characters 5 ms
 * apart, then Enter, with no field focused), the batch switch, and the rows of this tablet's shelving.
 */
export class ShelfManagePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/warehouse/ShelfManage/ShelfManage');
    await expect(this.banner()).toBeVisible();
  }

  /** Waits until the tablet has pulled the warehouse's shelves (the picker names how many it knows). */
  async waitForShelves() {
    await expect(this.page.getByText(/[1-9]\d* shelves of this warehouse on this tablet/)).toBeVisible({
      timeout: 20_000,
    });
  }

  /** A gun's burst (characters 5 ms apart, then Enter) with no field focused: helpers/scanner-gun.ts. */
  async scan(code: string) {
    await scanWithGun(this.page, code);
  }

  /** The banner on display: other scan screens stay mounted but hidden (keep-alive) with their own. */
  banner() {
    return this.page.getByTestId('scan-result').filter({ visible: true });
  }

  /**
   * Turns batch mode on from the keyboard (focus, Space): Mantine's switch input has no box of its
   * own for a pointer to aim at, and its label is covered by it.
   */
  async batchMode() {
    const toggle = this.page.getByRole('switch', { name: 'Batch mode: one shelf, many items' });
    // A tap on the switch itself (a focus then Space raced the scan field taking the focus back on
    // a loaded machine, and the Space went to the field).
    await toggle.dispatchEvent('click');
    await expect(toggle).toBeChecked();
    await expect(this.banner()).toContainText('Batch mode');
  }

  /** This tablet's row for a ONE ID in "Shelved on this tablet". */
  recentRow(oneId: string) {
    return this.page.locator(`[data-testid="recent-row"][data-one-id="${oneId}"]`);
  }

  async expectSynced(oneId: string) {
    await expect(this.recentRow(oneId).getByTestId('op-state')).toHaveAttribute('data-state', 'applied', {
      timeout: 30_000,
    });
  }
}
