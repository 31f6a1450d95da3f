import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The seller's wallet screens and the admin's Finance/PlatformFlow, by what a user reads. */
export class SellerWalletPage {
  constructor(readonly page: Page) {}

  async openCharge() {
    await this.page.goto('/#/business/wallet/WalletCharge');
    await expect(this.page.getByTestId('applications-1')).toBeVisible();
  }

  /** Opens the screen afresh (a reload when it is already shown, as a person coming back to it). */
  async openWithdrawal() {
    const shown = this.page.url().endsWith('/wallet/Withdrawal');
    await this.page.goto('/#/business/wallet/Withdrawal');
    if (shown) await this.page.reload();
    await expect(this.page.getByTestId('applications-2')).toBeVisible();
  }

  async openWallet() {
    await this.page.goto('/#/business/wallet');
    await expect(this.page.getByTestId('wallet-transactions')).toBeVisible();
  }

  /** Available, held and total as the cards show them. */
  async expectBalances(available: string, held: string, total: string) {
    // A kept-alive wallet screen stays mounted, hidden, under the one shown: read the visible cards.
    const card = (name: string) => this.page.getByTestId(`wallet-${name}`).filter({ visible: true });
    await expect(card('available')).toHaveText(available);
    await expect(card('held')).toHaveText(held);
    await expect(card('total')).toHaveText(total);
  }

  async applyForRecharge(amount: string, reference: string, proof: Buffer) {
    await this.page.getByLabel('Amount (USD)').fill(amount);
    await this.page.getByLabel('Transfer reference').fill(reference);
    await this.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: proof });
    await this.page.getByRole('button', { name: 'Submit recharge' }).click();
    await expect(this.page.getByText('Recharge application submitted')).toBeVisible();
  }

  async addBankAccount(holder: string, number: string, bank: string) {
    await this.page.getByRole('button', { name: 'Add account' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Account holder/ }).fill(holder);
    await dialog.getByLabel('Bank account number').fill(number);
    await dialog.getByLabel('Bank name').fill(bank);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async applyForWithdrawal(amount: string, password: string) {
    await this.page.getByLabel('Amount (USD)').fill(amount);
    await this.page.getByLabel(/^Account password/).fill(password);
    await this.page.getByRole('button', { name: 'Submit withdrawal' }).click();
  }

  /** The row of the newest application in the seller's list of one kind. */
  newestApplication(kind: 1 | 2) {
    return this.page.getByTestId(`applications-${kind}`).locator('tbody tr').first();
  }
}

export class PlatformFlowPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/admin/Finance/PlatformFlow');
    await expect(this.page.getByTestId('platform-flow')).toBeVisible();
  }

  rowOf(sellerUid: string) {
    return this.page.getByTestId('platform-flow').locator('tbody tr', { hasText: sellerUid }).first();
  }

  async openNewestOf(sellerUid: string) {
    await this.rowOf(sellerUid)
      .getByRole('button', { name: /^Open application/ })
      .click();
    await expect(this.page.getByTestId('application-facts')).toBeVisible();
  }

  /** The stage shown on the open ChargeDetail or WithdrawalDetail. */
  stage() {
    return this.page.getByTestId('application-stage');
  }

  fact(name: string) {
    return this.page.locator(`[data-fact="${name}"]`);
  }

  /** A review step: one with a form fills it and saves; one without confirms its amount in a dialog. */
  async act(button: string, fill?: { label: string; value: string }) {
    await this.page.getByTestId('review-actions').getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    if (!fill) {
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await expect(dialog).toBeHidden();
      return;
    }
    await dialog.getByLabel(fill.label).fill(fill.value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
}
