import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { scanWithGun } from '../helpers/scanner-gun';
import type { Api } from '../support/api';

/** The warehouse tablet's outbound batches: a batch generated of chosen orders, its pick list, picks by scanner and the ship. */
export class OutboundBatchPage {
  constructor(readonly page: Page) {}

  /** Generates a batch of this one order on the batch list. */
  async generateBatchOf(oddNo: string) {
    await this.page.goto('/#/warehouse/OutboundBatch');
    await this.page.getByRole('button', { name: 'Generate batch' }).click();
    const modal = this.page.getByRole('dialog');
    await modal.getByRole('checkbox', { name: oddNo }).check();
    await modal.getByRole('button', { name: 'Chosen (1 order)' }).click();
    await expect(modal).toBeHidden();
  }

  /** Opens the pick list of the warehouse's newest batch (the one just generated) with its orders. */
  async openNewestBatch(staffApi: Api, wareId: number): Promise<number> {
    const batches = await staffApi.call<{ data: { id: number }[] }>('warehouse', '/sys_ware_out_batch/list', {
      method: 'POST',
      body: { pageNo: 1, pageSize: 5 },
      headers: { wareId: String(wareId) },
    });
    const newest = batches.data.data[0];
    await this.page.goto(`/#/warehouse/OutboundBatch?batch=${newest.id}`);
    await expect(this.pickList).toContainText('Up to date');
    return newest.id;
  }

  get pickList(): Locator {
    return this.page.getByTestId('batch-pick');
  }

  /** Scans a pair with the gun (no field focused) and waits for the pick to show. */
  async pick(oneId: string) {
    await scanWithGun(this.page, oneId);
    await expect(this.pickList).toContainText(`Picked ${oneId}`);
  }

  /** Confirms an order shipped once all its pairs are picked. */
  async confirmShipped(oddNo: string, pairs: number) {
    const row = this.page.getByTestId(`order-${oddNo}`);
    await expect(row).toContainText(`${pairs} / ${pairs} picked`);
    await row.getByRole('button', { name: 'Confirm shipped' }).click();
    await expect(this.pickList).toContainText(`Order ${oddNo} shipped`);
  }
}
