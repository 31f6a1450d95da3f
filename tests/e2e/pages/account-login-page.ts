import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export type Portal = 'Seller' | 'Warehouse staff' | 'Administrator';

/** The public screens the account tests go through: registration and the login form of each portal. */
export class AccountLoginPage {
  constructor(readonly page: Page) {}

  async logIn(portal: Portal, username: string, password: string) {
    await this.page.goto('/#/user/login');
    await this.page.getByText(portal, { exact: true }).click();
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

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

  /** The language the next page load starts in (the settings store's own key). */
  async useLanguage(locale: 'en-US' | 'zh-CN') {
    await this.page.evaluate((lang) => {
      localStorage.setItem('solestack.app_language', JSON.stringify(lang));
      // The own language key is read only beside the settings record.
      if (localStorage.getItem('solestack.settings') === null) {
        localStorage.setItem('solestack.settings', JSON.stringify({ state: {}, version: 0 }));
      }
    }, locale);
    await this.page.reload();
  }
}
