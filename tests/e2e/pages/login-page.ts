import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export type PortalChoice = 'Seller' | 'Warehouse staff' | 'Administrator';

/** /user/login and the header's account menu, by what a user reads. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(path = '/#/user/login') {
    await this.page.goto(path);
    await expect(this.page.getByRole('button', { name: 'Log in' })).toBeVisible();
  }

  async logIn(portal: PortalChoice, username: string, password: string) {
    await this.page.getByText(portal, { exact: true }).click();
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** The hash path the app shows, e.g. '/business/workplace'. */
  hashPath(): string {
    return decodeURIComponent(new URL(this.page.url()).hash.replace(/^#/, ''));
  }

  async openUserMenu() {
    await this.page.getByTestId('user-menu').click();
  }

  async logOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  }

  async changePassword(oldPassword: string, newPassword: string) {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill(oldPassword);
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    return dialog;
  }
}
