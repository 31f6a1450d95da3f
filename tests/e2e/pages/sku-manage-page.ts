import { expect } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';

/** SKUManage (warehouse /warehouse/SKUManage, admin /admin/SKUManage/SKUManage), by what a user reads. */
export class SkuManagePage {
  constructor(readonly page: Page) {}

  async open(path = '/#/warehouse/SKUManage') {
    await this.page.goto(path);
    await expect(this.page.getByTestId('sku-table').filter({ visible: true })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('sku-table').filter({ visible: true });
  }

  row(sku: string): Locator {
    return this.table().getByTestId('sku-row').filter({ hasText: sku });
  }

  async search(text: string) {
    const box = this.page.getByLabel('Search SKUs').filter({ visible: true });
    await box.fill(text);
    await box.press('Enter');
  }

  importDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Import SKUs from Excel' });
  }

  async openImport() {
    await this.page.getByRole('button', { name: 'Import', exact: true }).filter({ visible: true }).click();
    await expect(this.importDialog()).toBeVisible();
  }

  async downloadTemplate(): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.importDialog().getByRole('button', { name: 'Download template' }).click();
    return waiting;
  }

  /** Picks a file in the import dialog and sends it. */
  async importFile(name: string, bytes: Buffer) {
    await this.importDialog().locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bytes,
    });
    await this.importDialog().getByRole('button', { name: 'Import', exact: true }).click();
  }

  importErrors(): Locator {
    return this.importDialog().getByTestId('import-errors');
  }
}
