import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The warehouse Inspection screen (/warehouse/CodeWarehousing/Inspection): received parcels on the
 * left, the chosen parcel's expected items, the inspection form and the ONE ID label on the right.
 * Locators go by what a user reads (English texts).
 */
export class InspectionPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/warehouse/CodeWarehousing/Inspection');
    await expect(this.page.getByTestId('inspection-screen')).toBeVisible();
  }

  parcels(): Locator {
    return this.page.getByTestId('awaiting-parcels').getByTestId('awaiting-parcel');
  }

  /**
   * A keyboard-wedge scanner: the code's keys then Enter, with no field focused. Sent in one burst
   * inside the page, as a scanner does: typed from here, a loaded test machine sometimes leaves more
   * than the 30 ms gap between two keys that tells a person from a scanner.
   */
  async scan(code: string) {
    await this.page.evaluate((text) => {
      (document.activeElement as HTMLElement | null)?.blur();
      for (const key of [...text, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, code);
  }

  chosenParcel(): Locator {
    return this.page.getByTestId('chosen-parcel');
  }

  line(text: string): Locator {
    return this.page.getByTestId('inspection-line').filter({ hasText: text });
  }

  async grade(name: string) {
    await this.page.getByTestId('grade-picker').getByText(name, { exact: true }).click();
  }

  async remark(text: string) {
    await this.page.getByLabel('Check remark').fill(text);
  }

  /** Opens the (fake) camera if needed and takes one photo; waits for its thumbnail. */
  async takePhoto() {
    const before = await this.page.getByTestId('photo-thumbnail').count();
    if (!(await this.page.getByTestId('inspection-camera').isVisible())) {
      await this.page.getByRole('button', { name: 'Open camera' }).click();
    }
    await expect(this.page.getByTestId('inspection-camera')).toBeVisible();
    // The fake device needs a moment before its first frame; the screen says "not ready" until then.
    await expect(async () => {
      await this.page.getByRole('button', { name: 'Take photo' }).click();
      await expect(this.page.getByTestId('photo-thumbnail')).toHaveCount(before + 1, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Submits and answers the ONE ID shown (a new one: `previous` is the last item's). */
  async submit(previous = ''): Promise<string> {
    await this.page.getByRole('button', { name: 'Submit inspection' }).click();
    const oneId = this.page.getByTestId('one-id');
    await expect(oneId).toHaveText(/^\d{8,15}$/);
    if (previous) await expect(oneId).not.toHaveText(previous);
    return (await oneId.textContent()) ?? '';
  }

  parcelStatus(): Locator {
    return this.page.getByTestId('parcel-status');
  }
}
