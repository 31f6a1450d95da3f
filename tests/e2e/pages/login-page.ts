import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { writeAppStorage } from '../helpers/app-storage';
import type { LoginResult } from '../../../src/domain/auth/auth';
import { STORED_USER_TYPE_HOST } from '../../../src/domain/kernel/users';
import type { StoredUserType } from '../../../src/domain/kernel/users';

export type PortalChoice = 'Seller' | 'Warehouse staff' | 'Administrator';

/** The login page's portal choice as the session stores it. */
const STORED_TYPE: Record<PortalChoice, StoredUserType> = {
  Seller: 'business',
  'Warehouse staff': 'warehouse',
  Administrator: 'admin',
};

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

  /**
   * Signed in without the form, for a test whose subject comes after the login (the form itself is
   * tested by auth.spec.ts and i18n.spec.ts): the portal's login API answers the session, which is
   * put where the login page puts it (local storage), and the app opens at its root, where the
   * route guard loads the user, picks the header warehouse and lands on the portal's default page
   * as after a login. One start of the app instead of two (the login page's, then the portal's).
   */
  async signIn(portal: PortalChoice, username: string, password: string) {
    const storedUserType = STORED_TYPE[portal];
    const answer = await this.page.request.post(`/api/${STORED_USER_TYPE_HOST[storedUserType]}/login`, {
      data: { username, password },
    });
    const body = (await answer.json()) as { code: number; msg: string; data: LoginResult };
    if (body.code !== 200) throw new Error(`login of ${username} (${portal}): ${body.code} ${body.msg}`);
    const { token, expiresAt, name, avatar } = body.data;
    // The session store's persisted shape (zustand persist; src/client/stores/session.ts): what its
    // startSession and setStoredUserType keep.
    const session = { state: { token, tokenExpiresAt: expiresAt, name, avatar, storedUserType }, version: 0 };
    await writeAppStorage(this.page, { entries: { session } }, '/');
  }

  /** An admin signed in on a fresh page (signIn) and landed in the admin portal. */
  async logInAsAdmin(who: { username: string; password: string }) {
    await this.signIn('Administrator', who.username, who.password);
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
