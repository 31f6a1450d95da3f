import type { Page } from '@playwright/test';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD } from './support/server';
import { expect, test } from './support/fixtures';

/**
 * The seller's outbound screens (issue 16): in the demo, the seller picks available pairs in the
 * inventory, asks for a switch user to seller2 (U100002) and a cash-out, with the fees shown before
 * confirming; finds both in the order lists; recalls the cash-out.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/outbound-seller/screens';
const INVENTORY = '/#/business/in-warehouse/inventory/inventory/1/1';

async function pickAvailable(page: Page, count: number): Promise<string[]> {
  await page.goto(INVENTORY);
  // The list is read again after an order (its pairs are no longer available): pick from the fresh one.
  await expect(page.getByTestId('item-table')).toHaveAttribute('aria-busy', 'false');
  const boxes = page.getByTestId('item-table').getByRole('checkbox', { name: /^Select \d+$/ });
  await expect(boxes.first()).toBeVisible();
  const oneIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const box = boxes.nth(i);
    oneIds.push(((await box.getAttribute('aria-label')) ?? '').replace('Select ', ''));
    await box.check();
  }
  await expect(page.getByTestId('outbound-actions')).toContainText(`${count} pairs selected`);
  return oneIds;
}

test('a seller asks for a switch user and a cash-out from the inventory, finds them in the lists and recalls one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('Seller', 'seller', DEMO_PASSWORD);
  await page.waitForURL(/#\/business\//);

  // Switch user: the fee from the rate card shows before confirming.
  const switched = await pickAvailable(page, 2);
  await page.screenshot({ path: `${SHOTS}/inventory-actions-en-US.png` });
  await page.getByTestId('outbound-action-7').click();
  await expect(page).toHaveURL(/detail\/warehousetransfer\?dealType=7&oneIds=/);
  await expect(page.getByTestId('fee-total')).toContainText('Total $');
  await expect(page.getByTestId('order-items').getByTestId('order-item')).toHaveCount(2);
  await page.getByTestId('to-uid').fill('U100002');
  await page.screenshot({ path: `${SHOTS}/switch-user-form-en-US.png` });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Reviewing');
  await expect(page.getByTestId('order-target')).toContainText('U100002');
  const switchNo = (await page.getByTestId('order-detail').getAttribute('data-odd-no')) as string;
  await expect(page.getByTestId('order-event-7')).toBeVisible();

  // Cash-out of two other available pairs: the deduction share shows before confirming.
  const cashed = await pickAvailable(page, 2);
  expect(cashed.some((o) => switched.includes(o))).toBe(false);
  await page.getByTestId('outbound-action-5').click();
  await expect(page.getByTestId('fee-cash-out')).toContainText('cash-out deduction');
  await page.getByTestId('remark').fill('two pairs for the platform');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Reviewing');
  const cashNo = (await page.getByTestId('order-detail').getAttribute('data-odd-no')) as string;

  // Both in their lists.
  await page.goto('/#/business/order-management/warehousetransfer');
  await expect(page.locator(`[data-testid="order-row"][data-odd-no="${switchNo}"]`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-user-list-en-US.png` });
  await page.goto('/#/business/order-management/cashout');
  const cashRow = page.locator(`[data-testid="order-row"][data-odd-no="${cashNo}"]`);
  await expect(cashRow).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cash-out-list-en-US.png` });

  // Recall the cash-out from its detail: its pairs are available again.
  await cashRow.getByRole('link', { name: cashNo }).click();
  await page.getByTestId('order-recall').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Recall' }).click();
  // The lists stay cached (kept alive) beside the detail: look inside the detail only.
  const detail = page.locator(`[data-testid="order-detail"][data-odd-no="${cashNo}"]`);
  await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(detail.getByTestId('order-steps')).toHaveCount(0);
  await expect(detail.getByTestId('order-items').getByText('Available')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/cash-out-recalled-en-US.png` });

  await reloadInLanguage(page, 'zh-CN');
  await expect(detail.getByTestId('order-status')).toHaveText('已取消');
  await page.screenshot({ path: `${SHOTS}/cash-out-recalled-zh-CN.png` });
  await page.goto(`/#/business/in-warehouse/inventory/detail/warehousetransfer?dealType=7&oddNo=${switchNo}`);
  await expect(page.getByTestId('order-target')).toContainText('U100002');
  await page.screenshot({ path: `${SHOTS}/switch-user-detail-zh-CN.png` });
  await page.goto('/#/business/order-management/cashout');
  await expect(page.locator(`[data-testid="order-row"][data-odd-no="${cashNo}"]`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cash-out-list-zh-CN.png` });
});
