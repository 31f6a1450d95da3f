import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { SkuManagePage } from './pages/sku-manage-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * SKU import in the warehouse portal of the demo server: the template downloads, a file with one
 * bad row imports nothing and the bad row is named, the fixed file imports and the list shows the
 * new SKUs; then a SKU is made and disabled through the screen.
 */

const OUT = path.join('test-results', 'skus');
const CODES = ['E2E-IMP-1', 'E2E-IMP-2', 'E2E-IMP-3'];

async function workbook(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1024, 768],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(OUT, `${name}-${width}x${height}.png`) });
  }
}

test('an import with one bad row imports nothing and names the row; fixed, it imports; a SKU is made and disabled', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  // The demo admin (a demo server has no bootstrap admin login): checks the catalogue beside the screen.
  const adminApi = await api.as('admin', { username: 'admin', password: DEMO_PASSWORD });
  const catalogue = async (keyword: string) =>
    (await adminApi.ok<{ totalCount: number }>('/sku/list', { keyword }, 'admin')).totalCount;
  const before = await catalogue('');

  await new LoginPage(page).signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
  await page.waitForURL(/#\/warehouse\//);
  const skus = new SkuManagePage(page);
  await skus.open();
  await skus.openImport();

  const download = await skus.downloadTemplate();
  const templateFile = path.join(OUT, 'template.xlsx');
  fs.mkdirSync(OUT, { recursive: true });
  await download.saveAs(templateFile);
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(templateFile);
  const header = (template.worksheets[0].getRow(1).values as string[]).slice(1);
  expect(header).toEqual(['SKU', 'Brand', 'Name', 'Sizes']);

  const rows = [
    [CODES[0], 'Nike', 'E2E Dunk', '40, 41'],
    [CODES[1], 'Nike', '', '42'],
    [CODES[2], 'Adidas', 'E2E Samba', '43'],
  ];
  await skus.importFile('skus-bad.xlsx', await workbook(header, rows));
  await expect(page.getByText('Row 3, Name: required', { exact: false }).first()).toBeVisible();
  await expect(skus.importErrors().getByRole('row').nth(1)).toHaveText(/3\s*Name\s*required/);
  expect(await catalogue('E2E-IMP')).toBe(0);
  expect(await catalogue('')).toBe(before);
  await screenshots(page, 'import-errors-en');
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByTestId('sku-table').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: '导入', exact: true }).filter({ visible: true }).click();
  await page
    .getByRole('dialog', { name: '从 Excel 导入 SKU' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'skus-bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(header, rows),
    });
  await page
    .getByRole('dialog', { name: '从 Excel 导入 SKU' })
    .getByRole('button', { name: '导入', exact: true })
    .click();
  await expect(page.getByTestId('import-errors')).toContainText('必填');
  await screenshots(page, 'import-errors-zh');
  await reloadInLanguage(page, 'en-US');

  await skus.open();
  await skus.openImport();
  rows[1][2] = 'E2E Gazelle';
  await skus.importFile('skus-fixed.xlsx', await workbook(header, rows));
  await expect(page.getByText('Import Success').first()).toBeVisible();
  await expect(skus.importDialog()).toBeHidden();
  await skus.search('E2E-IMP');
  for (const code of CODES) await expect(skus.row(code)).toBeVisible();
  expect(await catalogue('')).toBe(before + 3);

  await skus.createSku({ code: 'E2E-UI-1', brand: 'Asics', name: 'E2E Gel-Lyte', sizes: ['40', '41'] });
  await skus.search('E2E-UI-1');
  await expect(skus.row('E2E-UI-1')).toContainText('Enabled');
  await skus.disable('E2E-UI-1');
  await expect(skus.row('E2E-UI-1')).toContainText('Disabled');
  const disabled = await adminApi.ok<{ data: { status: number }[] }>(
    '/sku/list',
    { keyword: 'E2E-UI-1' },
    'admin',
  );
  expect(disabled.data.map((s) => s.status)).toEqual([2]);

  await skus.search('E2E');
  await screenshots(page, 'sku-list-en');
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByTestId('sku-table').filter({ visible: true })).toBeVisible();
  await screenshots(page, 'sku-list-zh');
});
