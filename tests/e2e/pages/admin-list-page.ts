import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../helpers/accessibility';

/**
 * What the admin portal's list screens have in common for a test: opening one by its path until its
 * heading shows (and its data is in), audited for accessibility there as every journey passes, and
 * finding a row by the data attribute the screen puts on it.
 */
export class AdminListPage {
  constructor(
    readonly page: Page,
    private readonly path: string,
    private readonly heading: string,
  ) {}

  async open() {
    await this.page.goto(`/#${this.path}`);
    await expect(this.page.getByRole('heading', { name: this.heading })).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    await expectAccessible(this.page, this.path);
  }

  /** e.g. rowWhere('username', 'kim') finds <tr data-username="kim">. */
  protected rowWhere(attribute: string, value: string): Locator {
    return this.page.locator(`tr[data-${attribute}="${value}"]`);
  }
}
