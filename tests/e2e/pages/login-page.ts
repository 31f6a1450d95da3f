import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export type PortalChoice = 'Seller' | 'Warehouse staff' | 'Administrator';

/** /user/login, /user/register and the header's account menu, by what a user reads. */
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

  /** A fresh visit to the login page, then logging in: how most tests start. */
  async openAndLogIn(portal: PortalChoice, username: string, password: string) {
    await this.open();
    await this.logIn(portal, username, password);
  }

  /** An admin logged in on a fresh page and landed in the admin portal. */
  async logInAsAdmin(who: { username: string; password: string }) {
    await this.openAndLogIn('Administrator', who.username, who.password);
    await this.page.waitForURL(/#\/admin\//);
  }

  /** Self-registration of a seller, which then waits for an admin's approval. */
  async registerSeller(seller: { username: string; password: string; realname: string; email: string }) {
    await this.page.goto('/#/user/register');
    await this.page.getByLabel('Username').fill(seller.username);
    await this.page.getByLabel(/^Password/).fill(seller.password);
    await this.page.getByLabel('Confirm password').fill(seller.password);
    await this.page.getByLabel('Real name').fill(seller.realname);
    await this.page.getByLabel('Email').fill(seller.email);
    await this.page.getByRole('button', { name: 'Register' }).click();
    await expect(this.page).toHaveURL(/#\/user\/register-result/);
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
    // Done only on the login page: logging in again before that would still find the old token.
    await this.page.waitForURL(/#\/user\/login/);
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
