import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

export type StaffAccount = {
  username: string;
  password: string;
  realname: string;
  role: string;
  warehouse: string;
  /** Checkbox labels in the warehouse's permission grid, e.g. "Workplace: all actions". */
  permissions: string[];
};

/** Account/PlatformAccount: admins and warehouse staff. */
export class AccountPlatformPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Account/PlatformAccount', 'Platform accounts');
  }

  row(username: string): Locator {
    return this.rowWhere('username', username);
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'New platform account' });
  }

  async pick(field: Locator, option: string) {
    await field.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async createWarehouseStaff(staff: StaffAccount) {
    await this.page.getByRole('button', { name: 'New account' }).click();
    const drawer = this.drawer();
    await drawer.getByLabel('Username').fill(staff.username);
    await drawer.getByLabel('Password').fill(staff.password);
    await drawer.getByLabel('Real name').fill(staff.realname);
    await drawer.getByText('Warehouse staff', { exact: true }).click();
    await this.pick(drawer.getByRole('textbox', { name: 'Role' }), staff.role);
    await this.pick(drawer.getByRole('textbox', { name: 'Warehouses' }), staff.warehouse);
    await this.page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: `Remove every permission in ${staff.warehouse}` }).click();
    const grid = drawer.getByRole('table', { name: `Permissions in ${staff.warehouse}` });
    for (const label of staff.permissions) await grid.getByRole('checkbox', { name: label }).check();
    await drawer.getByRole('button', { name: 'Create account' }).click();
    await expect(drawer).toBeHidden();
    await expect(this.row(staff.username)).toContainText(staff.warehouse);
  }
}
