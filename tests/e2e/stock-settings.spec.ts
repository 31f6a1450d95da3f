import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { StockSettingsPage } from './pages/stock-settings-page';

/**
 * Warehouse, rack and shelf settings against the real server (`node dist/server/main.js`, run
 * `npm run build` first) on a temporary DATA_DIR, in Debian's Chromium.
 */
const ADMIN = { username: 'root', password: 'root-password-1' };
const SCREENSHOTS = 'test-results/stock-screens';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'solestack-e2e-stock-'));
      const port = await freePort();
      const server = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
          DEMO: 'false',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${url}/`, server, Date.now() + 60_000);
        await provide(url);
      } finally {
        server.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverUrl }, provide) => provide(serverUrl),
});

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium' },
  serviceWorkers: 'block',
  viewport: { width: 1440, height: 900 },
});

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

test('an admin sets up a warehouse, its rack and 30 shelves, finds one, prints three labels and disables one', async ({ page }) => {
  test.setTimeout(120_000);
  const stock = new StockSettingsPage(page);
  const rackCreates: string[] = [];
  page.on('request', (r) => r.url().includes('/sys_ware_rack/create') && rackCreates.push(r.postData() ?? ''));

  await stock.logInAsAdmin(ADMIN.username, ADMIN.password);
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

test('the screens at tablet and desktop sizes in both languages', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stock = new StockSettingsPage(page);
  // Data through the API, so this test stands alone.
  const login = await request.post('/api/admin/login', { data: { ...ADMIN, userType: 1 } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(`/api/admin${path}`, { data, headers: { token } });
    return ((await answer.json()) as { data: { id: number } }).data;
  };
  const ware = await post('/sys_ware/create', { name: 'West Depot', level: 1, address: '400 Harbor Blvd, Long Beach CA 90802' });
  for (const name of ['B', 'C-Cold', 'D-Returns']) {
    const rack = await post('/sys_ware_rack/create', { wareId: ware.id, name });
    await post('/sys_ware_shelves/batchCreate', { rackId: rack.id, prefix: `${name}-`, from: 1, to: 120 });
  }

  await stock.logInAsAdmin(ADMIN.username, ADMIN.password);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const size of [{ width: 1024, height: 768 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto('/#/admin/Stock/Setting');
      await stock.useLanguage(locale);
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
