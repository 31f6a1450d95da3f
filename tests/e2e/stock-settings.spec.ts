import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { StockSettingsPage } from './pages/stock-settings-page';
import { expect, test } from './support/fixtures';

/**
 * Warehouse, rack and shelf settings against the real server (the shared worker fixture:
 * `node dist/server/main.js` on a temporary DATA_DIR; run `npm run build` first), in Debian's
 * Chromium. Each test makes its own warehouse, so they do not depend on each other.
 */
const SCREENSHOTS = 'test-results/stock-screens';

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

test('an admin sets up a warehouse, its rack and 30 shelves, finds one, prints three labels and disables one', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const stock = new StockSettingsPage(page);
  const rackCreates: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/sys_ware_rack/create') && rackCreates.push(r.postData() ?? ''),
  );

  await new LoginPage(page).logInAsAdmin(admin);
  await stock.openWarehouses();
  await stock.createWarehouse('East Hub', 'Premium', '12 Dock Road, Newark NJ');
  const row = stock.warehouseRow('East Hub');
  await expect(row).toContainText('Premium');
  await expect(row).toContainText('Enabled');

  // A taken name is refused by the server; the form keeps what was typed.
  await page.getByRole('button', { name: 'New warehouse' }).click();
  const again = page.getByRole('dialog', { name: 'New warehouse' });
  await again.getByLabel('Name').fill('East Hub');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('alert')).toHaveText('A warehouse named East Hub already exists');
  await expect(again.getByLabel('Name')).toHaveValue('East Hub');
  await shoot(page, 'warehouse-form-refused');
  await again.getByRole('button', { name: 'Cancel' }).click();

  await stock.openWarehouse('East Hub');
  await stock.tryRackName('货架一');
  await expect(stock.rackDialog().getByText('Rack name cannot be Chinese')).toBeVisible();
  expect(rackCreates).toEqual([]);
  await shoot(page, 'rack-name-chinese');
  await stock.createRack('A');
  expect(rackCreates).toHaveLength(1);

  const batch = await stock.batchCreateShelves('A-', 1, 30);
  await expect(batch.getByTestId('batch-preview')).toContainText('30 shelves will be created');
  await expect(batch.getByTestId('batch-preview')).toContainText('First: A-01');
  await expect(batch.getByTestId('batch-preview')).toContainText('Last: A-30');
  await batch.getByRole('button', { name: 'Create 30 shelves' }).click();
  await expect(batch).toBeHidden();
  await expect(page.getByText('30 in total')).toBeVisible();
  await expect(page.getByTestId('shelf-row')).toHaveCount(10);

  await stock.findShelf('a-17');
  await expect(page.getByTestId('shelf-row')).toHaveCount(1);
  await expect(stock.shelfRow('A-17')).toContainText(/W\d+-A-17/);
  await stock.clearShelfSearch();

  // Three shelves ticked on two pages, printed together.
  await stock.tickShelf('A-02');
  await stock.tickShelf('A-03');
  await stock.goToShelfPage(3);
  await stock.tickShelf('A-25');
  await expect(page.getByText('3 shelves selected')).toBeVisible();
  const [popup, labels] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().includes('/api/admin/sys_ware_shelves/label')),
    page.getByRole('button', { name: 'Print labels (3)' }).click(),
  ]);
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toContain('application/pdf');
  // The new window shows the PDF as a blob (the screenshot shows the viewer with its pages).
  await popup.waitForURL(/^blob:/);
  await popup.waitForTimeout(1500);
  await popup.screenshot({ path: `${SCREENSHOTS}/labels-popup.png` });
  // The same request again, to read what the window got: three 4in x 6in pages (288 x 432 points).
  const reprint = await page.request.get(labels.url(), { headers: await labels.request().allHeaders() });
  expect(reprint.headers()['content-type']).toContain('application/pdf');
  const pdf = await PDFDocument.load(await reprint.body());
  expect(pdf.getPageCount()).toBe(3);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
  await popup.close();

  await stock.goToShelfPage(1);
  await stock.disableShelf('A-05', () => shoot(page, 'shelf-disable-confirm'));
  await expect(stock.shelfRow('A-05')).toContainText('Disabled');
  await expect(page.getByRole('button', { name: 'Enable shelf A-05' })).toBeVisible();
  // The warehouse table counts what was made.
  await page.getByRole('link', { name: 'Warehouse settings' }).first().click();
  await expect(stock.warehouseRow('East Hub').getByTestId('rack-count')).toHaveText('1');
  await expect(stock.warehouseRow('East Hub').getByTestId('shelf-count')).toHaveText('30');
});

test('the screens at tablet and desktop sizes in both languages', async ({ page, admin, adminApi }) => {
  test.setTimeout(120_000);
  // Data through the API, so this test stands alone.
  const ware = await adminApi.createWarehouse({
    name: 'West Depot',
    level: 1,
    address: '400 Harbor Blvd, Long Beach CA 90802',
  });
  for (const name of ['B', 'C-Cold', 'D-Returns']) {
    const rack = await adminApi.ok<{ id: number }>('/sys_ware_rack/create', { wareId: ware.id, name });
    await adminApi.ok('/sys_ware_shelves/batchCreate', {
      rackId: rack.id,
      prefix: `${name}-`,
      from: 1,
      to: 120,
    });
  }

  await new LoginPage(page).logInAsAdmin(admin);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/#/admin/Stock/Setting');
      await reloadInLanguage(page, locale);
      await expect(page.getByTestId('warehouse-row').first()).toBeVisible();
      await shoot(page, `list-${locale}-${size.width}`);
      await page.goto(`/#/admin/Stock/Setting/detail?id=${ware.id}`);
      await expect(page.getByTestId('shelf-row').first()).toBeVisible();
      await shoot(page, `detail-top-${locale}-${size.width}`);
      await page.getByTestId('shelf-row').nth(1).getByRole('checkbox').check();
      await shoot(page, `detail-${locale}-${size.width}`);
      await page.getByRole('button', { name: locale === 'en-US' ? 'Batch create' : '批量新建' }).click();
      await page.getByRole('dialog').getByRole('textbox').nth(2).fill('240');
      await shoot(page, `batch-${locale}-${size.width}`);
      await page.keyboard.press('Escape');
    }
  }
});
