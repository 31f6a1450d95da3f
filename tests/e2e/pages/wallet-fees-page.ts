import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

/** Admin Fee/Account (default card and seller overrides) and Fee/Platform, by what an admin reads. */
export class AccountFeesPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Fee/Account', 'Merchant rates');
  }

  defaultCard(): Locator {
    return this.page.getByTestId('default-card');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.dialog().getByLabel(label);
  }

  /** Types a value and leaves the field, so its check runs as an admin would see it. */
  async type(label: string, value: string) {
    await this.field(label).fill(value);
    await this.field(label).blur();
  }

  async chooseSeller(search: string) {
    await this.field('Seller').fill(search);
    await this.page.getByRole('option', { name: new RegExp(search) }).click();
  }

  save() {
    return this.dialog().getByRole('button', { name: 'Save' }).click();
  }

  override(sellerUid: string, day: string): Locator {
    return this.page.locator(`tr[data-seller="${sellerUid}"][data-day="${day}"]`);
  }
}

export class PlatformFeesPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Fee/Platform', 'Marketplace fees');
  }

  platform(code: string): Locator {
    return this.page.locator(`tr[data-platform="${code}"]`);
  }

  async setFee(name: string, percent: string) {
    await this.page.getByRole('button', { name: `Edit the fee of ${name}` }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Fee (% of the sale price)').fill(percent);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
}
