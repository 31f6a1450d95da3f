import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { reloadInLanguage } from './helpers/language';
import { DownloadCenterPage } from './pages/download-center-page';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * An export of 50,000 items as a download task: the demo seller gets 50,000 available items and
 * 1,000 that left the warehouse, written by `npm run seed:items` into the server's DATA_DIR before
 * it starts. The seller exports the Available tab, waits in the download center, downloads the
 * xlsx, and the file holds exactly the rows the same query lists, in the list's order.
 */
const ITEMS = 50_000;
const OUT_OF_WAREHOUSE = 1_000;
const SELLER = { username: 'seller', password: DEMO_PASSWORD };

function seed(env: NodeJS.ProcessEnv, args: string[]) {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const run = spawnSync(tsx, ['tests/bench/seed-items.ts', ...args], {
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`seed:items failed: ${run.stderr || run.stdout}`);
}

/** 50,000 available items and 1,000 out of the warehouse, written before the demo server starts. */
function seedItems(_dataDir: string, env: NodeJS.ProcessEnv) {
  seed(env, ['--count', String(ITEMS), '--sku', 'E2E']);
  seed(env, ['--count', String(OUT_OF_WAREHOUSE), '--sku', 'GONE', '--status', '6']);
}
test.use({ serverSetup: { prepare: seedItems } });

type ListRow = { oneId: string; sku: string; spec: string };

test('an export of 50,000 items as a download task finishes with a file whose rows match the query', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const seller = await new Api(server.url).as('business', SELLER);
  const listed = (pageNo: number, size: number) =>
    seller.ok<{ totalCount: number; data: ListRow[] }>('/inventory/list', {
      statusList: [1],
      current: pageNo,
      size,
    });
  const expected = (await listed(1, 10)).totalCount;
  expect(expected).toBeGreaterThanOrEqual(ITEMS);

  await new LoginPage(page).signIn('Seller', SELLER.username, SELLER.password);
  await page.waitForURL(/#\/business\//);
  await page.goto('/#/business/in-warehouse/inventory/inventory/1/1');
  await expect(page.getByText('E2E-', { exact: false }).first()).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/exports/inventory-export-button-1024x768.png' });
  const center = new DownloadCenterPage(page);
  await center.exportAndOpenCenter('Add Download Task Success');
  await expect(page).toHaveURL(/#\/business\/DownLoad/);
  const row = await center.waitUntilDone(240_000);
  await expect(row).toContainText(expected.toLocaleString('en-US'));
  await expect(row).toContainText('100%');

  const download = await center.download(row);
  const file = path.join('test-results', 'exports', 'inventory-export.xlsx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 6)).toEqual(['ONE ID', 'SKU', 'Brand', 'Name', 'Size', 'Status']);
  const rows: string[][] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  expect(rows).toHaveLength(expected);
  expect(rows.every((r) => r[5] === 'Available')).toBe(true);
  expect(rows.some((r) => r[1].startsWith('GONE'))).toBe(false);

  // A sample of pages of the same query: the first, one in the middle and the last, row for row.
  const pageSize = 200;
  for (const pageNo of [1, 125, Math.ceil(expected / pageSize)]) {
    const { data } = await listed(pageNo, pageSize);
    const fromFile = rows.slice((pageNo - 1) * pageSize, (pageNo - 1) * pageSize + data.length);
    expect(fromFile.map((r) => [r[0], r[1], r[4]])).toEqual(data.map((d) => [d.oneId, d.sku, d.spec]));
  }

  for (const locale of ['en-US', 'zh-CN'] as const) {
    await reloadInLanguage(page, locale);
    await expect(center.row()).toBeVisible();
    for (const [width, height] of [
      [1024, 768],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `test-results/exports/download-center-${locale}-${width}x${height}.png`,
        fullPage: true,
      });
    }
  }
  await reloadInLanguage(page, 'en-US');
});
