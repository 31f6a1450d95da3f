import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** /warehouse/WarehousingAppoint: the receiving scan panel, this session's scans and the expected parcels. */
export class ReceivingPage {
  readonly banner: Locator;
  readonly sessionRows: Locator;

  constructor(readonly page: Page) {
    // Other scan screens stay mounted but hidden (keep-alive): the banner is the one on display.
    this.banner = page.getByTestId('scan-result').filter({ visible: true });
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

  /**
   * A keyboard-wedge scanner: characters 5 ms apart then Enter, with no field focused. The keys are
   * dispatched in the page carrying the time the scanner sent them (as bench:scan does): Playwright's
   * keyboard waits for each key to be handled, so on a busy machine its gaps grew past the scanner
   * threshold and the burst lost its first characters.
   */
  async scan(code: string) {
    await this.page.evaluate(async (text) => {
      (document.activeElement as HTMLElement | null)?.blur();
      const keys = [...text, 'Enter'];
      const start = performance.now();
      for (let i = 0; i < keys.length; i += 1) {
        const at = start + i * 5;
        const wait = at - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const event = new KeyboardEvent('keydown', { key: keys[i], bubbles: true, cancelable: true });
        Object.defineProperty(event, 'timeStamp', { value: at });
        (document.activeElement ?? document.body).dispatchEvent(event);
      }
    }, code);
  }

  sessionRow(logNo: string): Locator {
    return this.page.locator(`[data-testid="scan-session-row"][data-lognumber="${logNo}"]`).first();
  }
}
