import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The warehouse's inventory view (/warehouse/InventoryView): items of the selected warehouse, found by
 * ONE ID, SKU, name or brand. The shell keeps earlier pages as hidden cached views, so only what is on
 * screen counts.
 */
export class InventoryViewPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/warehouse/InventoryView');
    await expect(this.page.getByTestId('inventory-table').filter({ visible: true })).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByLabel('ONE ID, SKU, name or brand').filter({ visible: true }).fill(text);
    await this.page.getByRole('button', { name: 'Search' }).filter({ visible: true }).click();
  }

  /** The row of one item, as the table marks it (data-one-id). */
  row(oneId: string): Locator {
    return this.page
      .locator(`[data-testid="inventory-row"][data-one-id="${oneId}"]`)
      .filter({ visible: true });
  }
}
