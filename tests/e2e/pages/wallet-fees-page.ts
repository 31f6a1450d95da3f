import type { Locator, Page } from '@playwright/test';
import { AdminListPage } from './admin-list-page';

/** Admin Fee/Account (default card and seller overrides) and Fee/Platform, by what an admin reads. */
export class AccountFeesPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Fee/Account', 'Merchant rates');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.dialog().getByLabel(label);
  }
}

export class PlatformFeesPage extends AdminListPage {
  constructor(page: Page) {
    super(page, '/admin/Fee/Platform', 'Marketplace fees');
  }

  platform(code: string): Locator {
    return this.page.locator(`tr[data-platform="${code}"]`);
  }
}
