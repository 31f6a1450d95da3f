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
 * SKU import in the warehouse portal of the demo server, in a real browser: the template downloads,
 * and screenshots at a tablet's and a desktop's size in both languages show a refused file's bad
 * rows and the list with the imported SKUs. What the screen does (the bad row named, the fixed file
 * imported and listed, a SKU made and disabled) is in SkuManageScreen.test.tsx; what the server does
 * (nothing imported from a file with a bad row, the template's header, disabling) in
 * skus-import.test.ts and skus-catalogue.test.ts.
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

test('a refused import and the imported SKUs at tablet and desktop sizes in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  await expect(skus.importErrors()).toBeVisible();
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
  await expect(skus.importDialog()).toBeHidden();
  await skus.search('E2E');
  for (const code of CODES) await expect(skus.row(code)).toBeVisible();
  await screenshots(page, 'sku-list-en');
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByTestId('sku-table').filter({ visible: true })).toBeVisible();
  await screenshots(page, 'sku-list-zh');
});
