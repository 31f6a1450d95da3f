import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The seller's inventory and the admin's stock screens, by what a user reads. The shell keeps
 * earlier pages as hidden cached views, so everything is looked up in the view on screen.
 */
export class StockViewsPage {
  constructor(readonly page: Page) {}

  view(): Locator {
    return this.page.locator('[data-cached-view]:not([hidden])');
  }

  async openInventory() {
    await this.page.goto('/#/business/in-warehouse/inventory/inventory');
    await expect(this.view().getByTestId('item-filters')).toBeVisible();
  }

  tabCount(key: string): Locator {
    return this.view().getByTestId(`tab-count-${key}`);
  }

  rows(): Locator {
    return this.view().getByTestId('item-row');
  }

  async filterBy(label: string, text: string) {
    await this.view().getByLabel(label, { exact: true }).fill(text);
    await this.view().getByRole('button', { name: 'Search' }).click();
  }

  async resetFilters() {
    await this.view().getByRole('button', { name: /^Reset/ }).click();
  }

  async selectRow(index: number) {
    await this.rows().nth(index).getByRole('checkbox').check();
  }

  async goToPage(n: number) {
    await this.view().getByRole('button', { name: String(n), exact: true }).click();
  }

  selectedCount(): Locator {
    return this.view().getByTestId('selected-count');
  }

  async openOverview() {
    await this.page.goto('/#/admin/Warehouse/Overview');
    await expect(this.view().getByTestId('overview-warehouses')).toBeVisible();
  }
}
