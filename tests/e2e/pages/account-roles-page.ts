import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

/** Account/Roles: roles and their permission tree. */
export class AccountRolesPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Account/Roles', 'Roles');
  }

  row(name: string): Locator {
    return this.rowWhere('role', name);
  }

  /** An admin role with the given tree checkboxes ticked, e.g. "Stock settings: all actions". */
  async createAdminRole(name: string, ticks: string[]) {
    await this.page.getByRole('button', { name: 'New role' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'New role' });
    await drawer.getByLabel('Role name').fill(name);
    const tree = drawer.getByTestId('permission-tree');
    for (const label of ticks) await tree.getByRole('checkbox', { name: label }).check();
    await drawer.getByRole('button', { name: 'Create role' }).click();
    await expect(drawer).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }
}
