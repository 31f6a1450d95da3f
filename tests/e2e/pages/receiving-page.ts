import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** /warehouse/WarehousingAppoint: the receiving scan panel, this session's scans and the expected parcels. */
export class ReceivingPage {
  readonly banner: Locator;
  readonly sessionRows: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByTestId('scan-result');
    this.sessionRows = page.getByTestId('scan-session-row');
  }

  async open() {
    await this.page.goto('/#/warehouse/WarehousingAppoint');
    await expect(this.banner).toBeVisible();
  }

  /** A forecast row once the tablet's cache holds it. */
  forecastRow(logNo: string): Locator {
    return this.page.getByTestId('appoint-row').filter({ hasText: logNo });
  }

  /** A keyboard-wedge scanner: characters 5 ms apart then Enter, with no field focused. */
  async scan(code: string) {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.type(code, { delay: 5 });
    await this.page.keyboard.press('Enter');
  }

  sessionRow(logNo: string): Locator {
    return this.page.locator(`[data-testid="scan-session-row"][data-lognumber="${logNo}"]`).first();
  }
}
