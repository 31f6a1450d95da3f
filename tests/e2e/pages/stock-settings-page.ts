import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The admin's warehouse settings screens: /admin/Stock/Setting (warehouses) and
 * /admin/Stock/Setting/detail?id= (racks and shelves). Locators go by what a user reads.
 */
export class StockSettingsPage {
  constructor(readonly page: Page) {}

  async openWarehouses() {
    await this.page.goto('/#/admin/Stock/Setting');
    await expect(this.page.getByRole('heading', { name: 'Warehouse settings' })).toBeVisible();
  }

  warehouseRow(name: string): Locator {
    return this.page
      .getByTestId('warehouse-row')
      .filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async createWarehouse(name: string, level: 'Base' | 'Premium', address: string) {
    await this.page.getByRole('button', { name: 'New warehouse' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New warehouse' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByText(level, { exact: true }).click();
    await dialog.getByLabel('Address').fill(address);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async openWarehouse(name: string) {
    await this.warehouseRow(name).getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  rackDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'New rack' });
  }

  async tryRackName(name: string) {
    if (!(await this.rackDialog().isVisible()))
      await this.page.getByRole('button', { name: 'New rack' }).click();
    await this.rackDialog().getByLabel('Rack name').fill(name);
    await this.rackDialog().getByRole('button', { name: 'Save' }).click();
  }

  async createRack(name: string) {
    await this.tryRackName(name);
    await expect(this.rackDialog()).toBeHidden();
    await expect(this.page.getByRole('heading', { name: `Shelves of ${name}` })).toBeVisible();
  }

  async batchCreateShelves(prefix: string, from: number, to: number) {
    await this.page.getByRole('button', { name: 'Batch create' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Prefix').fill(prefix);
    await dialog.getByLabel('From number').fill(String(from));
    await dialog.getByLabel('To number').fill(String(to));
    return dialog;
  }

  shelfRow(name: string): Locator {
    return this.page
      .getByTestId('shelf-row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async findShelf(name: string) {
    await this.page.getByLabel('Find a shelf').fill(name);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  async clearShelfSearch() {
    await this.page.getByRole('button', { name: 'Clear the search' }).click();
  }

  async tickShelf(name: string) {
    await this.page.getByRole('checkbox', { name: `Select shelf ${name}` }).check();
  }

  async goToShelfPage(pageNo: number) {
    await this.page.getByRole('button', { name: String(pageNo), exact: true }).click();
  }

  async disableShelf(name: string, beforeConfirming?: () => Promise<void>) {
    await this.page.getByRole('button', { name: `Disable shelf ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Disable shelf' });
    await expect(confirm).toContainText(`Disable shelf ${name}?`);
    await beforeConfirming?.();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(confirm).toBeHidden();
  }
}
