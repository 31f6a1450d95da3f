import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export type ListingTerms = { price: string; bottomLine: string; minimumPayout: string; autoPricing: boolean };

/** The seller's cross-listing screens: platformservices (connections), newlisting and cross-listing. */
export class SellerListingPage {
  constructor(readonly page: Page) {}

  connection(marketplace: string): Locator {
    return this.page.getByTestId(`connection-${marketplace}`);
  }

  async openConnections() {
    await this.page.goto('/#/business/platformservices');
    await expect(this.connection('stockx')).toBeVisible();
  }

  /**
   * Connects a marketplace through its consent page (the simulator's): Connect leaves the app for
   * it, Allow sends the browser back through the server's callback to the connections screen.
   */
  async connectThroughConsent(marketplace: string, name: string) {
    await this.connection(marketplace).getByRole('button', { name: 'Connect' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`${name} (simulator)`);
    await this.page.getByRole('button', { name: 'Allow' }).click();
    await expect(this.page.getByText(`${name} connected`)).toBeVisible();
    await expect(this.connection(marketplace)).toHaveAttribute('data-state', 'connected');
  }

  /** cross-listing's "List an item": the ONE ID typed opens newlisting for it. */
  async openNewListing(oneId: string) {
    await this.page.goto('/#/business/cross-listing');
    await this.page.getByRole('textbox', { name: 'List an item' }).fill(oneId);
    await this.page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'List an item' })).toBeVisible();
  }

  /** One marketplace's terms on newlisting; its payout after the fee shows once the price is in. */
  async fillTerms(marketplace: string, terms: ListingTerms) {
    const row = this.page.getByTestId(`terms-${marketplace}`);
    await row.getByTestId(`${marketplace}-price`).fill(terms.price);
    await row.getByTestId(`${marketplace}-bottomLine`).fill(terms.bottomLine);
    await row.getByTestId(`${marketplace}-minimumPayout`).fill(terms.minimumPayout);
    const autoPricing = row.getByRole('switch', { name: 'Auto-pricing' });
    if ((await autoPricing.isChecked()) !== terms.autoPricing) await autoPricing.click({ force: true });
    await expect(row.getByTestId(`payout-${marketplace}`)).toContainText('Payout $');
  }

  async confirmListing() {
    await this.page.getByRole('button', { name: 'Confirm' }).click();
    await this.page.waitForURL(/#\/business\/cross-listing/);
  }

  /** cross-listing filtered to one ONE ID, read afresh. */
  async openListingsOf(oneId: string) {
    await this.page.goto('/#/business/cross-listing');
    await this.page.reload();
    await this.page.getByRole('textbox', { name: 'ONE ID, SKU or name' }).fill(oneId);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }

  /** The listing row of the ONE ID on a marketplace (its name as the row shows it). */
  listingRow(name: string): Locator {
    return this.page.getByTestId('listing-row').filter({ hasText: name });
  }
}
