import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The address book (seller address/:pageNo?, admin warehouse/address), by what a user reads. */
export class AddressBookPage {
  constructor(readonly page: Page) {}

  /** The seller's way in: the header's user menu, then Address. */
  async openFromUserMenu() {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name: 'Address' }).click();
    await this.page.waitForURL(/#\/business\/address/);
    await expect(this.rows.first()).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByTestId('address-row');
  }

  rowOf(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async fillNew(address: Record<'name' | 'street' | 'city' | 'state' | 'zip', string>) {
    await this.page.getByRole('button', { name: 'Add address' }).click();
    const d = this.dialog;
    await d.getByLabel(/^Name/).fill(address.name);
    await d.getByLabel(/^Street/).fill(address.street);
    await d.getByLabel(/^City/).fill(address.city);
    await d.getByLabel(/^State/).fill(address.state);
    await d.getByLabel(/^ZIP code/).fill(address.zip);
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  async rowAction(action: 'Make default' | 'Edit' | 'Delete', rowText: string) {
    await this.rowOf(rowText)
      .getByRole('button', { name: new RegExp(`^${action}:`) })
      .click();
  }
}
