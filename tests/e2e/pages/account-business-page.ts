import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

/** Account/BusinessAccount: merchants, found by what an admin reads on the screen. */
export class AccountBusinessPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Account/BusinessAccount', 'Merchant accounts');
  }

  row(username: string): Locator {
    return this.rowWhere('username', username);
  }

  pendingTab(): Locator {
    return this.page.getByRole('tab', { name: /Awaiting approval/ });
  }

  /** The count on the awaiting-approval tab (no badge means none). */
  async awaitingCount(): Promise<number> {
    await expect(this.page.getByTestId('business-accounts')).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    const badge = this.pendingTab().getByTestId('pending-count');
    return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  }

  /** Approves a pending registration; on the awaiting-approval tab the row then leaves the list. */
  async approve(username: string) {
    await this.row(username)
      .getByRole('button', { name: `Approve ${username}` })
      .click();
    await expect(this.page.getByText('Account approved')).toBeVisible();
  }

  flag(username: string, flag: 'Cross Listing' | 'Consignment / Sales' | 'Flex'): Locator {
    return this.row(username).getByRole('switch', { name: `${flag} for ${username}` });
  }

  async disable(username: string) {
    await this.row(username)
      .getByRole('button', { name: `Disable ${username}` })
      .click();
    const confirm = this.page.getByRole('dialog', { name: 'Disable account' });
    await expect(confirm).toContainText(username);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(confirm).toBeHidden();
    await expect(this.row(username)).toContainText('Suspended');
  }

  /** Resets the password and reads the temporary one from the modal that shows it once. */
  async resetPassword(username: string): Promise<string> {
    await this.row(username)
      .getByRole('button', { name: `Reset the password of ${username}` })
      .click();
    await this.page
      .getByRole('dialog', { name: 'Reset password' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const shown = this.page.getByRole('dialog', { name: 'Temporary password' });
    await expect(shown).toContainText('It will not be shown again');
    const password = (await shown.getByTestId('temporary-password').textContent()) ?? '';
    await shown.getByRole('button', { name: 'I have noted it' }).click();
    await expect(shown).toBeHidden();
    return password;
  }
}
