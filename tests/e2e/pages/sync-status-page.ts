import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The warehouse header's sync status and the needs-attention screen it leads to. */
export class SyncStatusPage {
  constructor(readonly page: Page) {}

  indicator() {
    return this.page.getByTestId('sync-status-slot').getByTestId('sync-status');
  }

  pendingCount() {
    return this.page.getByTestId('sync-pending-count');
  }

  async openDetails() {
    await this.indicator().click();
    await expect(this.page.getByTestId('sync-status-details')).toBeVisible();
    return this.page.getByTestId('sync-status-details');
  }
}
