import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { aBulkUpload } from '../fixtures/bulk-dropship';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Bulk dropshipping (issue 16): a seller with 20 available pairs uploads a sheet and a ZIP of 20
 * label PDFs (made here with exceljs and pdf-lib). A ZIP missing one label shows that row's problem
 * and creates nothing; the right ZIP creates the 20 ship-with-label orders, shown in the detail.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/bulk-dropship/screens';
const PAIRS = 20;
let dir: string;

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-dropship-e2e-'));
});
test.afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer<T> = { code: number; msg: string; data: T };

async function api<T>(url: string, route: string, token: string | null, body?: unknown): Promise<Answer<T>> {
  const answer = await fetch(`${url}/api/business${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await answer.json()) as Answer<T>;
}

async function sellerToken(url: string): Promise<string> {
  const login = await api<{ token: string }>(url, '/login', null, {
    username: 'seller',
    password: DEMO_PASSWORD,
  });
  expect(login.code, login.msg).toBe(200);
  return login.data.token;
}

async function availablePairs(url: string, token: string): Promise<string[]> {
  const page = await api<{ data: { oneId: string }[] }>(url, '/inventory/list', token, {
    statusList: [1],
    pageNo: 1,
    pageSize: PAIRS,
  });
  expect(page.code, page.msg).toBe(200);
  return page.data.data.map((i) => i.oneId);
}

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function pickFiles(page: Page, files: string[]) {
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.getByTestId('bulk-files')).toContainText(path.basename(files[1]));
}

test('a seller uploads 20 labels in bulk: a missing label creates nothing, the right ZIP creates 20 orders', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const token = await sellerToken(server.url);
  const uploadCount = async () =>
    (await api<{ totalCount: number }>(server.url, '/outbound/bulkDropship/list', token, {})).data.totalCount;
  // The demo's own upload is there already.
  const demoUploads = await uploadCount();
  const oneIds = await availablePairs(server.url, token);
  expect(oneIds).toHaveLength(PAIRS);
  const right = await aBulkUpload(oneIds);
  const missing = await aBulkUpload(oneIds, { omit: oneIds[6] });
  const sheet = write('orders.xlsx', right.sheet);
  const missingZip = write('labels-missing-one.zip', missing.zip);
  const rightZip = write('labels.zip', right.zip);

  const login = new LoginPage(page);
  await login.signIn('Seller', 'seller', DEMO_PASSWORD);
  await page.waitForURL(/#\/business\//);
  await page.goto(`${server.url}/#/business/in-warehouse/inventory/bulkreship`);
  await expect(page.getByRole('heading', { name: 'Bulk dropshipping' })).toBeVisible();

  // A ZIP missing the label of row 8: the row's problem, nothing created.
  await pickFiles(page, [sheet, missingZip]);
  await page.getByRole('button', { name: 'Check' }).click();
  const problems = page.getByTestId('bulk-problems');
  await expect(problems).toBeVisible();
  await expect(problems.locator('tbody tr')).toHaveCount(1);
  await expect(problems.locator('tbody tr').first()).toContainText('8');
  await expect(problems).toContainText(`${oneIds[6]}.pdf`);
  await expect(problems).toContainText('this label is not in the ZIP');
  await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/problems-en.png` });
  expect(await uploadCount()).toBe(demoUploads);
  expect(await availablePairs(server.url, token)).toEqual(oneIds);

  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { name: '批量代发' })).toBeVisible();
  await pickFiles(page, [sheet, missingZip]);
  await page.getByRole('button', { name: '检查' }).click();
  await expect(page.getByTestId('bulk-problems')).toContainText('ZIP中没有此面单');
  await page.screenshot({ path: `${SHOTS}/problems-zh.png` });

  // The right ZIP: 20 rows match, 20 orders are created.
  await reloadInLanguage(page, 'en-US');
  await pickFiles(page, [sheet, rightZip]);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('bulk-ready')).toContainText(`All ${PAIRS} rows match their labels.`);
  await page.screenshot({ path: `${SHOTS}/ready-en.png` });
  await page.getByRole('button', { name: `Create ${PAIRS} orders` }).click();
  await expect(page.getByTestId('bulk-created')).toContainText(`${PAIRS} ship with label orders created`);
  await page.getByTestId('bulk-created').getByRole('link').click();
  await page.waitForURL(/bulkreship\/detail\?id=/);
  const rows = page.getByTestId('bulk-detail-rows').locator('tbody tr');
  await expect(rows).toHaveCount(PAIRS);
  await expect(rows.first()).toContainText(/DS\d{8}/);
  await expect(rows.first()).toContainText('Reviewing');
  await page.screenshot({ path: `${SHOTS}/detail-en.png`, fullPage: true });

  const orders = await api<{ totalCount: number }>(server.url, '/outbound/list', token, {
    kind: 3,
    status: 1,
  });
  expect(orders.data.totalCount).toBeGreaterThanOrEqual(PAIRS);
  expect(await uploadCount()).toBe(demoUploads + 1);

  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { name: '批量上传详情' })).toBeVisible();
  await expect(page.getByTestId('bulk-detail-rows').locator('tbody tr')).toHaveCount(PAIRS);
  await page.screenshot({ path: `${SHOTS}/detail-zh.png`, fullPage: true });

  // The same files again: already uploaded, nothing new.
  await page.goto(`${server.url}/#/business/in-warehouse/inventory/bulkreship`);
  await pickFiles(page, [sheet, rightZip]);
  await page.getByRole('button', { name: '检查' }).click();
  await expect(page.getByTestId('bulk-already')).toBeVisible();
  await expect(page.getByTestId('bulk-uploads').locator('tbody tr')).toHaveCount(demoUploads + 1);
  await page.screenshot({ path: `${SHOTS}/again-zh.png` });
  expect(await uploadCount()).toBe(demoUploads + 1);
});
