import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { formatCents } from '../../src/domain/wallet/wallet';
import type { MerchantFlow } from '../../src/domain/wallet/statement';
import type { SelfOperated } from '../../src/domain/wallet/self-operated';
import { secondDevice } from './helpers/second-device';
import { DownloadCenterPage } from './pages/download-center-page';
import { LoginPage } from './pages/login-page';
import { SellerWalletPage } from './pages/wallet-page';
import { expect, test } from './support/fixtures';

/**
 * Finance/ChargeDeduction (issue 14): an admin deposits $20.00 to a seller with a reason and sees the
 * balance before and after; the seller's wallet shows the deposit; Finance/MerchantFlow lists it between
 * the opening and closing balance.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const seller = { username: `fin_${Date.now().toString(36)}`, password: 'seller-pass-1' };

test('an admin deposits $20.00 to a seller through ChargeDeduction, the seller sees it, MerchantFlow lists it', async ({
  page,
  browser,
  baseURL,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await adminApi.createMerchant(seller);

  const adminPage = await secondDevice(browser, baseURL as string);
  await new LoginPage(adminPage).logInAsAdmin(admin);
  await adminPage.goto('/#/admin/Finance/ChargeDeduction');
  const picker = adminPage.getByRole('textbox', { name: /^Seller/ });
  await picker.fill(seller.username);
  const options = adminPage.getByRole('option');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await adminPage.getByLabel(/^Amount \(USD\)/).fill('20.00');
  await adminPage.getByLabel(/^Reason/).fill('Bank transfer received by phone');
  await adminPage.getByRole('button', { name: 'Post the deposit' }).dblclick();
  const result = adminPage.getByTestId('charge-deduction-result');
  await expect(result).toContainText('Available: $0.00');
  await expect(result).toContainText('Available: $20.00');

  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  const wallet = new SellerWalletPage(page);
  await wallet.openWallet();
  // The double click posted once.
  await wallet.expectBalances('$20.00', '$0.00', '$20.00');
  const credit = page.getByTestId('wallet-transactions').locator('tbody tr').first();
  await expect(credit).toContainText('+$20.00');
  await expect(credit).toContainText('User recharge');

  // MerchantFlow (last 30 days by default): the deposit between opening $0.00 and closing $20.00.
  await adminPage.goto('/#/admin/Finance/MerchantFlow');
  await adminPage.getByRole('textbox', { name: /^Seller/ }).fill(seller.username);
  await expect(adminPage.getByRole('option')).toHaveCount(1);
  await adminPage.getByRole('option').first().click();
  const balances = adminPage.getByTestId('merchant-flow-balances');
  await expect(balances).toContainText('Opening available: $0.00');
  await expect(balances).toContainText('Closing available: $20.00');
  const row = adminPage.getByTestId('merchant-flow').locator('tbody tr').first();
  await expect(row).toContainText('User recharge');
  await expect(row).toContainText('+$20.00');
});

test("an admin sees the platform's accounts as the ledger keeps them, and downloads a seller's statement", async ({
  page,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const other = { username: `stm_${Date.now().toString(36)}`, password: 'seller-pass-1' };
  const sellerId = await adminApi.createMerchant(other);
  const post = (direction: string, amount: string, feeType: number) =>
    adminApi.ok('/finance/charge_deduction', {
      sellerId,
      direction,
      amount,
      feeType,
      reason: 'Statement test',
    });
  await post('deposit', '30.00', 1);
  await post('deduction', '4.50', 22);

  await new LoginPage(page).logInAsAdmin(admin);
  await page.goto('/#/admin/Finance/SelfOperated');
  await expect(page.getByTestId('books-check')).toContainText('The books balance');
  // The last 30 days end today: each account closes at the balance the ledger keeps now.
  const ledger = (await adminApi.call<SelfOperated>('admin', '/finance/self_operated')).data;
  const accounts = page.getByTestId('self-operated-accounts');
  const closing = (id: string) => accounts.locator(`[data-account="${id}"] td`).nth(4);
  const cash = ledger.accounts.find((a) => a.kind === 'cash_clearing')!;
  const fee = ledger.accounts.find((a) => a.kind === 'revenue' && a.feeType === 22)!;
  expect(fee.balanceCents).toBeGreaterThanOrEqual(450);
  await expect(closing('cash_clearing')).toHaveText(formatCents(cash.balanceCents));
  await expect(closing('revenue:22')).toHaveText(formatCents(fee.balanceCents));
  await expect(closing('sellerFunds')).toHaveText(formatCents(ledger.sellerFunds.balanceCents));
  await expect(closing('total')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Open the statement of Revenue: Platform fee' }).click();
  const statement = page.getByTestId('platform-account-statement');
  await expect(statement.locator('tbody tr').first()).toContainText('+$4.50');
  await expect(statement.locator('tbody tr').first()).toContainText('Platform fee');

  await page.goto('/#/admin/Finance/MerchantFlow');
  await page.getByRole('textbox', { name: /^Seller/ }).fill(other.username);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('merchant-flow-balances')).toContainText('Closing available: $25.50');
  await page.getByRole('button', { name: 'Download statement' }).click();
  await expect(
    page.getByText('Add Download Task Success, download the file from the Download Center'),
  ).toBeVisible();
  await page.getByTestId('export-open-center').click();
  await expect(page).toHaveURL(/#\/admin\/DownLoad/);
  const center = new DownloadCenterPage(page);
  const row = await center.waitUntilDone(60_000);
  await expect(row).toContainText('Merchant statement');
  const download = await center.download(row);
  const file = path.join('test-results', 'exports', 'merchant-statement.xlsx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const cells: string[][] = [];
  book.worksheets[0].eachRow({ includeEmpty: true }, (r) =>
    cells.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  expect(cells[0][0]).toBe('Seller');
  expect(cells[0][1]).toContain(other.username);
  expect(cells.slice(2, 6)).toEqual([
    ['Opening available (USD)', '0'],
    ['Opening held (USD)', '0'],
    ['Closing available (USD)', '25.5'],
    ['Closing held (USD)', '0'],
  ]);
  expect(cells[7].slice(0, 5)).toEqual(['No.', 'Time (GMT)', 'Fee type', 'Status', 'Amount (USD)']);
  const flow = await adminApi.ok<MerchantFlow>('/finance/merchant_flow', {
    sellerId,
    beginTime: '2000-01-01T00:00:00.000Z',
    endTime: new Date(Date.now() + 60_000).toISOString(),
  });
  expect(cells.slice(8).map((r) => Number(r[0]))).toEqual(flow.data.map((e) => e.id));
  expect(cells.slice(8).map((r) => [r[2], r[5]])).toEqual([
    ['Platform fee', '-4.5'],
    ['User recharge', '30'],
  ]);
});

test('an admin posts a bulk deposit sheet once, the same file again is "already posted", the seller sees the deposit', async ({
  page,
  browser,
  baseURL,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const who = { username: `bulk_${Date.now().toString(36)}`, password: 'seller-pass-1' };
  await adminApi.createMerchant(who);
  const found = await adminApi.ok<{ data: { uid: string }[] }>('/account/business/list', {
    keyword: who.username,
    current: 1,
    size: 10,
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(['User code', 'Amount (USD)', 'Reason']);
  sheet.addRow([found.data[0].uid, '12.34', 'Compensation for a lost parcel']);
  const file = {
    name: 'bulk-deposit.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };

  const adminPage = await secondDevice(browser, baseURL as string);
  await new LoginPage(adminPage).logInAsAdmin(admin);
  await adminPage.goto('/#/admin/Finance/BulkChargeDeduction');
  await adminPage.getByRole('button', { name: 'Upload a sheet' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Bulk deposit or deduction by spreadsheet' });
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check sheet' }).click();
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Ready to post: 1 row, $12.34');
  await dialog.getByRole('button', { name: 'Post 1 row' }).click();
  await expect(dialog.getByTestId('bulk-posted')).toHaveText('Posted: 1 row, $12.34');
  // The same file again: checked, it says when and by whom it was posted, and offers no post.
  await fileInput.setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check sheet' }).click();
  await expect(dialog.getByTestId('bulk-preview')).toContainText('This sheet was posted on');
  await expect(dialog.getByRole('button', { name: /^Post \d/ })).toHaveCount(0);

  await new LoginPage(page).signIn('Seller', who.username, who.password);
  await page.waitForURL(/#\/business\//);
  const wallet = new SellerWalletPage(page);
  await wallet.openWallet();
  await wallet.expectBalances('$12.34', '$0.00', '$12.34');
  await expect(page.getByTestId('wallet-transactions').locator('tbody tr').first()).toContainText('+$12.34');
});
