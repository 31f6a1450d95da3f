import fs from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { reloadInLanguage } from './helpers/language';
import { secondDevice } from './helpers/second-device';
import { DownloadCenterPage } from './pages/download-center-page';
import { LoginPage } from './pages/login-page';
import { PlatformFlowPage, SellerWalletPage } from './pages/wallet-page';
import { expect, test } from './support/fixtures';

/**
 * The wallet's journey (issue 14): a seller recharges, an admin approves, the seller withdraws, the
 * admin pays; at every step both see the same figures, and they read the same in Chinese.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/wallet/screens';
const seller = { username: `wallet_${Date.now().toString(36)}`, password: 'seller-pass-1' };

async function uidOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('solestack.session') ?? '{}';
    return (JSON.parse(raw) as { state?: { userInfo?: { uid?: string } } }).state?.userInfo?.uid ?? '';
  });
}

test('a seller recharges, an admin approves, the seller withdraws, the admin pays, in both languages', async ({
  page,
  browser,
  baseURL,
  admin,
  adminApi,
}) => {
  test.setTimeout(240_000);
  await adminApi.createMerchant(seller);
  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  const wallet = new SellerWalletPage(page);

  // The seller applies for a $250.00 recharge with a picture of the transfer.
  await wallet.openCharge();
  await expect(page.getByText('Recharge in USD by bank transfer')).toBeVisible();
  const uid = (await page.getByTestId('recharge-merchant-code').textContent()) ?? (await uidOf(page));
  expect(uid).not.toBe('');
  const receipt = await bwipjs.toBuffer({ bcid: 'code128', text: `TT-${uid}`, includetext: true });
  await wallet.applyForRecharge('250', `TT-${uid}`, receipt);
  await expect(wallet.newestApplication(1)).toContainText('$250.00');
  await expect(wallet.newestApplication(1)).toContainText('Application submission');
  await wallet.expectBalances('$0.00', '$0.00', '$0.00');

  // The admin sees the same application and approves it with the credited amount.
  const adminPage = await secondDevice(browser, baseURL as string);
  await new LoginPage(adminPage).logInAsAdmin(admin);
  const flow = new PlatformFlowPage(adminPage);
  await flow.open();
  await expect(flow.rowOf(uid)).toContainText('$250.00');
  await expect(flow.rowOf(uid)).toContainText('Application submission');
  await flow.openNewestOf(uid);
  await flow.act('Approve', { label: 'Credited (USD)', value: '250.00' });
  await expect(flow.fact('creditedAmount')).toHaveText('$250.00');
  await expect(flow.stage()).toContainText('Recharge successful');

  // The seller's wallet shows the credit; the transaction links to its application.
  await wallet.openWallet();
  await wallet.expectBalances('$250.00', '$0.00', '$250.00');
  const credit = page.getByTestId('wallet-transactions').locator('tbody tr').first();
  await expect(credit).toContainText('+$250.00');
  await expect(credit).toContainText('User recharge');
  await expect(credit.getByRole('link', { name: /^Application/ })).toBeVisible();

  // The seller withdraws $100.00 to a new bank account: the amount is held at once.
  await wallet.openWithdrawal();
  await wallet.addBankAccount('Wallet Seller', '6222021234567890', 'ICBC');
  await expect(page.getByTestId('draw-accounts')).toContainText('**** 7890');
  await expect(page.getByTestId('draw-accounts')).not.toContainText('6222021234567890');
  await wallet.applyForWithdrawal('54.99', seller.password);
  await expect(page.getByText('The minimum withdrawal is $55.00')).toBeVisible();
  await wallet.applyForWithdrawal('100', seller.password);
  await expect(page.getByText('Withdrawal application submitted; the amount is held')).toBeVisible();
  await wallet.expectBalances('$150.00', '$100.00', '$250.00');
  await expect(wallet.newestApplication(2)).toContainText('$100.00');

  // The admin approves, marks paying, then paid with the payout reference.
  await flow.open();
  await expect(flow.rowOf(uid)).toContainText('$100.00');
  await flow.openNewestOf(uid);
  // Masked, and shown in full to the reviewer who pays it (every reveal is in the audit log).
  await expect(flow.fact('accountNumber')).toContainText('**** 7890');
  await expect(flow.fact('accountNumber')).not.toContainText('6222021234567890');
  await flow.fact('accountNumber').getByRole('button', { name: 'Show account' }).click();
  await expect(flow.fact('accountNumber')).toHaveText('6222021234567890');
  await flow.act('Approve');
  await expect(flow.stage()).toContainText('Platform check');
  await flow.act('Mark paying');
  await expect(
    adminPage.getByTestId('review-actions').getByRole('button', { name: 'Mark paid' }),
  ).toBeVisible();
  await flow.act('Mark paid', { label: 'Payout reference', value: 'PAYOUT-E2E-1' });
  await expect(flow.stage()).toContainText('Paid');
  await expect(flow.fact('payoutReference')).toHaveText('PAYOUT-E2E-1');

  // The seller sees the payout: nothing held, $150.00 left, the application done.
  await wallet.openWithdrawal();
  await wallet.expectBalances('$150.00', '$0.00', '$150.00');
  await expect(wallet.newestApplication(2)).toContainText('Paid');
  await expect(wallet.newestApplication(2)).not.toContainText('Cancel');

  // The same figures in Chinese on both screens.
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByText('可用余额', { exact: true }).filter({ visible: true })).toBeVisible();
  await wallet.expectBalances('$150.00', '$0.00', '$150.00');
  await expect(wallet.newestApplication(2)).toContainText('已打款');
  await expect(wallet.newestApplication(2)).toContainText('$100.00');
  await reloadInLanguage(adminPage, 'zh-CN');
  await flow.open();
  await expect(flow.rowOf(uid)).toContainText('已打款');
  await expect(flow.rowOf(uid)).toContainText('$100.00');
  await expect(
    flow.page.getByTestId('platform-flow').locator('tbody tr', { hasText: uid }).nth(1),
  ).toContainText('充值成功');
  await page.screenshot({ path: `${SHOTS}/seller-withdrawal-zh.png`, fullPage: true });
  await adminPage.screenshot({ path: `${SHOTS}/admin-platform-flow-zh.png`, fullPage: true });
});

test('a seller exports the transactions of one fee type through the download center', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const exporter = { username: `wexp_${Date.now().toString(36)}`, password: 'seller-pass-1' };
  const sellerId = await adminApi.createMerchant(exporter);
  const post = (direction: string, amount: string, feeType: number) =>
    adminApi.ok('/finance/charge_deduction', { sellerId, direction, amount, feeType, reason: 'Export test' });
  await post('deposit', '40.00', 1);
  await post('deposit', '2.00', 1);
  await post('deduction', '3.25', 22);

  await new LoginPage(page).signIn('Seller', exporter.username, exporter.password);
  await page.waitForURL(/#\/business\//);
  await page.goto('/#/business/wallet/1');
  await page.getByRole('textbox', { name: 'Fee type' }).click();
  await page.getByRole('option', { name: 'User recharge' }).click();
  const list = page.getByTestId('wallet-transactions');
  await expect(list.getByTestId('wallet-entry')).toHaveCount(2);
  await expect(list).not.toContainText('Platform fee');
  const center = new DownloadCenterPage(page);
  await center.exportAndOpenCenter('Add Download Task Success');
  await expect(page).toHaveURL(/#\/business\/DownLoad/);
  const row = await center.waitUntilDone(60_000);
  await expect(row).toContainText('Wallet transactions');
  const download = await center.download(row);
  const file = path.join('test-results', 'wallet', 'transactions.xlsx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0].slice(0, 5)).toEqual(['No.', 'Time (GMT)', 'Fee type', 'Status', 'Amount (USD)']);
  expect(rows.slice(1).map((r) => [r[2], r[4]])).toEqual([
    ['User recharge', '2'],
    ['User recharge', '40'],
  ]);
});
