import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * A marketplace simulator's buyer page (src/server/modules/listing/marketplaces/simulator-buyer-page.ts),
 * opened in its own tab from the seller's `platformservices`: its listings bought, its orders completed.
 */
export class SimulatorBuyerPage {
  constructor(readonly page: Page) {}

  /** Opens it from the marketplace's card on platformservices (a new tab of the same browser). */
  static async openFrom(sellerPage: Page, marketplace: string, name: string): Promise<SimulatorBuyerPage> {
    const link = sellerPage.getByTestId(`connection-${marketplace}`).getByTestId('simulator-buyer-page');
    const [tab] = await Promise.all([sellerPage.context().waitForEvent('page'), link.click()]);
    const buyer = new SimulatorBuyerPage(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`${name} simulator — buyer`);
    return buyer;
  }

  listingRow(listingId: string): Locator {
    return this.page.getByRole('table', { name: 'On sale' }).getByRole('row').filter({ hasText: listingId });
  }

  orderRow(orderId: string): Locator {
    return this.page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderId });
  }

  get outcome(): Locator {
    return this.page.getByRole('status');
  }

  /** The marketplace finishes the listings it is still making (StockX's creation, TikTok's audit). */
  async finishListingsInTheMaking() {
    await this.page.getByRole('button', { name: 'Finish the listings in the making now' }).click();
    await expect(this.outcome).toHaveText('Every listing in the making is finished.');
  }

  /** A buyer buys the listing; answers the marketplace's order id. */
  async buy(listingId: string): Promise<string> {
    await this.listingRow(listingId).getByRole('button', { name: 'Buy' }).click();
    await expect(this.outcome).toContainText('Bought: order ');
    const orderId = /order (\S+) placed/.exec((await this.outcome.textContent()) ?? '')?.[1] ?? '';
    await expect(this.orderRow(orderId)).toBeVisible();
    return orderId;
  }

  /** The buyer has the pair: the marketplace completes the order (and pays the seller out). */
  async complete(orderId: string) {
    await this.orderRow(orderId).getByRole('button', { name: 'Mark completed' }).click();
    await expect(this.outcome).toContainText(`Order ${orderId} completed`);
  }
}
