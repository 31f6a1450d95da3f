import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../helpers/accessibility';

/**
 * The seller's inventory and the admin's stock screens, by what a user reads. The shell keeps
 * earlier pages as hidden cached views, so only what is on screen counts. Opening the inventory
 * audits it for accessibility (helpers/accessibility.ts) with whatever data the journey put there.
 */
export class StockViewsPage {
  constructor(readonly page: Page) {}

  /** An element of the screen shown, not of a hidden cached view. */
  shown(testId: string): Locator {
    return this.page.getByTestId(testId).filter({ visible: true });
  }

  async openInventory() {
    await this.page.goto('/#/business/in-warehouse/inventory/inventory');
    await expect(this.shown('item-filters')).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    await expectAccessible(this.page, 'the seller inventory');
  }

  rows(): Locator {
    return this.shown('item-row');
  }

  async openOverview() {
    await this.page.goto('/#/admin/Warehouse/Overview');
    await expect(this.shown('overview-warehouses')).toBeVisible();
  }
}
