import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The one-ID drawer as a user meets it: opened by scanning a ONE ID (a keyboard-wedge burst) anywhere.
 * Opening it from a list is checked by a component test (DrawerFromLists.test.tsx).
 */
export class OneIdDrawerPage {
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByTestId('product-drawer');
  }

  /** Types the ONE ID the way a scanner gun does: fast keys ending in Enter, no field focused. */
  async scan(oneId: string) {
    // The keys go out in one burst inside the page, as a scanner sends them: Playwright's own typing
    // can stretch past the 30 ms scanner gap on a loaded machine and read as a person typing.
    // Right after a login the shell may not listen yet (its listener is an effect of the first
    // render): a scan that opened nothing is scanned again, as a worker would. Opening the drawer
    // changes nothing, so a repeat is harmless.
    await expect(async () => {
      await this.page.evaluate((code) => {
        for (const key of [...code, 'Enter'])
          window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }, oneId);
      await expect(this.drawer).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.drawer).toBeHidden();
  }

  section(
    name: 'product' | 'cost' | 'inbound' | 'inspection' | 'shelving' | 'outbound' | 'timeline',
  ): Locator {
    return this.page.getByTestId(`drawer-${name}`);
  }

  async editCost(dollars: string, supply: string) {
    // A refused value keeps the editor open with what was typed; only a closed editor needs opening.
    if ((await this.page.getByTestId('cost-editor').count()) === 0)
      await this.page.getByTestId('cost-edit').click();
    await this.page.getByTestId('cost-input').fill(dollars);
    await this.page.getByTestId('supply-input').fill(supply);
    await this.page.getByTestId('cost-editor').getByRole('button', { name: 'Save' }).click();
  }
}
