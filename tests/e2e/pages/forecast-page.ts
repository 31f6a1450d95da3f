import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The seller's Inbound forecasts screens (/business/my-package, its new-forecast form and one
 * reservation). Locators go by what a user reads.
 */
export class ForecastPage {
  constructor(readonly page: Page) {}

  async openSellerList() {
    await this.page.goto('/#/business/my-package');
    await expect(this.page.getByRole('heading', { name: 'Inbound forecasts' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('forecast-row');
  }

  rowWith(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async filterByTrackingNumber(logNo: string) {
    await this.page
      .getByTestId('forecast-filters')
      .getByRole('textbox', { name: 'Tracking number' })
      .fill(logNo);
  }

  async startNewReservation() {
    await this.page.getByRole('button', { name: 'New forecast' }).click();
    await expect(this.page.getByRole('heading', { name: 'New forecast' })).toBeVisible();
  }

  trackingBox(): Locator {
    return this.page.getByRole('textbox', { name: 'Tracking number' });
  }

  async addTrackingNumber(logNo: string) {
    await this.trackingBox().fill(logNo);
    await this.trackingBox().press('Enter');
  }

  itemRow(n: number): Locator {
    return this.page.getByTestId('item-row').nth(n);
  }

  /** A catalogue line: search the catalogue, pick the SKU, then size, quantity, cost and source. */
  async fillCatalogueItem(
    n: number,
    search: string,
    sku: string,
    size: string,
    quantity: number,
    cost: string,
    supply: string,
  ) {
    const row = this.itemRow(n);
    await row.getByRole('textbox', { name: 'SKU' }).fill(search);
    await this.page.getByRole('option', { name: new RegExp(`^${sku}`) }).click();
    await this.fillLineNumbers(row, size, quantity, cost, supply);
  }

  /** A line the catalogue lacks, described in free text. */
  async fillFreeTextItem(
    n: number,
    name: string,
    brand: string,
    size: string,
    quantity: number,
    cost: string,
    supply: string,
  ) {
    const row = this.itemRow(n);
    await row.getByText('Not in catalogue').click();
    await row.getByRole('textbox', { name: 'Product name' }).fill(name);
    await row.getByRole('textbox', { name: 'Brand' }).fill(brand);
    await this.fillLineNumbers(row, size, quantity, cost, supply);
  }

  private async fillLineNumbers(row: Locator, size: string, quantity: number, cost: string, supply: string) {
    await row.getByRole('textbox', { name: 'Size' }).fill(size);
    await row.getByRole('textbox', { name: 'Size' }).press('Escape');
    await row.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
    await row.getByRole('textbox', { name: 'Cost (USD)' }).fill(cost);
    await row.getByRole('textbox', { name: 'Source of goods' }).fill(supply);
  }

  async addItem() {
    await this.page.getByRole('button', { name: 'Add item' }).click();
  }

  async submit(label = 'Submit forecast') {
    await this.page.getByRole('button', { name: label }).click();
  }

  async openRow(text: string) {
    await this.rowWith(text).click();
    await expect(this.page.getByRole('heading', { name: /^Forecast #\d+$/ })).toBeVisible();
  }

  async cancelOpenReservation() {
    await this.page.getByRole('button', { name: 'Cancel forecast' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Recall' }).click();
  }
}
