import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

/** Account/AuditLog: entries newest first, each opening its before and after. */
export class AccountAuditPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Account/AuditLog', 'Audit log');
  }

  entries(action: string): Locator {
    return this.rowWhere('action', action);
  }

  async filterByAction(action: string) {
    await this.page.getByRole('textbox', { name: 'Action' }).fill(action);
  }

  /** Opens the newest entry of an action and returns its changes panel. */
  async openChange(action: string): Promise<Locator> {
    await this.entries(action).first().click();
    const diff = this.page.getByTestId('audit-diff');
    await expect(diff).toBeVisible();
    return diff;
  }
}
