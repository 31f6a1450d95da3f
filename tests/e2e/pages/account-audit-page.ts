import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Account/AuditLog: entries newest first, each opening its before and after. */
export class AccountAuditPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/admin/Account/AuditLog');
    await expect(this.page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  }

  entries(action: string): Locator {
    return this.page.locator(`tr[data-action="${action}"]`);
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
