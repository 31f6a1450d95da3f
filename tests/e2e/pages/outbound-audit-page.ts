import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The admin's outbound audit screens: an Audit list, an order's detail and its steps. */
export class OutboundAuditPage {
  constructor(readonly page: Page) {}

  async openList(path: string) {
    await this.page.goto(`/#/admin/${path}`);
    await this.rows.first().waitFor();
  }

  get rows(): Locator {
    // Lists stay mounted (keepAlive) while hidden: only the shown one counts.
    return this.page.getByTestId('audit-orders').filter({ visible: true }).locator('[data-odd-no]');
  }

  /** Opens an order from the list by its number (the list is filtered to it first). */
  async openOrder(oddNo: string) {
    const field = this.page.getByRole('textbox', { name: 'Order number' }).filter({ visible: true });
    await field.fill(oddNo);
    await field.press('Enter');
    // The filtered list first: a link clicked in the list being replaced by it goes nowhere.
    await expect(this.rows).toHaveCount(1);
    await expect(this.rows.first()).toHaveAttribute('data-odd-no', oddNo);
    await this.page.getByRole('link', { name: oddNo }).filter({ visible: true }).click();
    await this.facts.waitFor();
  }

  get facts(): Locator {
    return this.page.getByTestId('order-facts');
  }

  get status(): Locator {
    return this.facts.getByTestId('order-status');
  }

  step(action: string): Locator {
    return this.page.getByTestId(`step-${action}`);
  }

  /** Approves the open order: the step asks first (no money moves until the seller pays). */
  async approve() {
    await this.step('approve').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async quote(price: string) {
    await this.page.getByRole('textbox', { name: 'Price offered' }).fill(price);
    await this.page.getByTestId('quote-submit').click();
  }

  async reject(reasons: string[]) {
    await this.step('reject').click();
    const dialog = this.page.getByRole('dialog');
    for (const reason of reasons) await dialog.getByRole('checkbox', { name: reason }).check();
    await dialog.getByTestId('reject-submit').click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
