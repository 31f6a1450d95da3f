import { expect } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';

/** The Export button of a list screen and the download center (DownLoad), by what a user reads. */
export class DownloadCenterPage {
  constructor(readonly page: Page) {}

  /** Clicks Export on the list shown and follows the notice's link to the download center. */
  async exportAndOpenCenter(successText: string | RegExp) {
    await this.page.getByTestId('export-button').click();
    await expect(this.page.getByText(successText)).toBeVisible();
    await this.page.getByTestId('export-open-center').click();
  }

  row(taskId?: number): Locator {
    return taskId === undefined
      ? this.page.locator('[data-testid^="download-task-"]').first()
      : this.page.getByTestId(`download-task-${taskId}`);
  }

  /** Waits (the screen polls) until the newest task has finished, and returns its row. */
  async waitUntilDone(timeoutMs: number): Promise<Locator> {
    const row = this.row();
    await expect(row).toHaveAttribute('data-status', '2', { timeout: timeoutMs });
    return row;
  }

  async download(row: Locator): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      row.getByTestId('download-file').click(),
    ]);
    return download;
  }
}
