import type { BatchDetail } from '../../src/domain/outbound/batches';
import { payableOfOrder } from '../../src/domain/outbound/outbound';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { formatCents } from '../../src/domain/wallet/wallet';
import { reloadInLanguage } from './helpers/language';
import { secondDevice } from './helpers/second-device';
import { LoginPage } from './pages/login-page';
import { OutboundAuditPage } from './pages/outbound-audit-page';
import { OutboundBatchPage } from './pages/outbound-batch-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 16's journey across the three portals on the demo: a seller asks for a reship of 3 pairs, an
 * admin approves it (the fees quoted), the seller pays from the wallet, a tablet generates the batch,
 * loses the network, picks the 3 pairs by scanner and confirms the order shipped, and comes back:
 * the seller sees the pairs out of the warehouse and the charges in the wallet.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/outbound-journey/screens';
const TABLET = { width: 1024, height: 768 };
const seller = { username: 'seller', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };

test('a reship of 3 pairs: approved, paid, picked and shipped by a tablet offline, then out of the warehouse and charged', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const sellerApi = await new Api(base).as('business', seller);
  const wares = await sellerApi.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const nj = wares.find((w) => w.name === 'Demo Warehouse NJ') ?? wares[0];
  const available = await sellerApi.ok<{ data: { oneId: string }[] }>('/inventory/list', {
    statusList: [1],
    wareId: nj.id,
    pageNo: 1,
    pageSize: 3,
  });
  const oneIds = available.data.map((i) => i.oneId);
  expect(oneIds).toHaveLength(3);

  // The seller asks for the reship from the creation screen the inventory's action opens.
  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  await page.goto(
    `/#/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oneIds=${oneIds.join(',')}`,
  );
  await expect(page.getByTestId('order-items').getByTestId('order-item')).toHaveCount(3);
  await expect(page.getByTestId('fee-total')).toContainText('$');
  await page.getByTestId('reship-address').click();
  await page.getByRole('option').first().click();
  // The carrier label to the chosen address is quoted beside the fees.
  await expect(page.getByTestId('fee-label')).toContainText('$');
  await page.getByTestId('create-order').click();
  await expect(page.getByTestId('order-status')).toHaveText('Reviewing');
  const oddNo = (await page.getByTestId('order-detail').getAttribute('data-odd-no')) as string;
  expect(oddNo).toMatch(/^RS\d{8}$/);

  // The admin approves it on a desktop: the transshipment fee and the storage fee to date are quoted.
  const admin = await secondDevice(browser, base);
  await new LoginPage(admin).logInAsAdmin({ username: 'admin', password: DEMO_PASSWORD });
  const audit = new OutboundAuditPage(admin);
  await admin.goto(`/#/admin/Audit/Outbound/Detail?oddNo=${oddNo}`);
  await expect(audit.status).toHaveText('Reviewing');
  await audit.approve();
  await expect(audit.status).toHaveText('To be confirmed');

  // The seller pays from the wallet: the fees are held.
  const order = async () =>
    (await sellerApi.call<OrderView>('business', '/outbound/get', { query: { id: Number(oddNo.slice(2)) } }))
      .data;
  const quoted = await order();
  const payable = payableOfOrder(quoted);
  expect(quoted.feeCents).toBeGreaterThan(0);
  expect(quoted.labelFeeCents).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('To be confirmed');
  await expect(page.getByTestId('order-label-fee')).toContainText(formatCents(quoted.labelFeeCents));
  await expect(page.getByTestId('order-pay')).toContainText(formatCents(payable));
  const summary = async () =>
    (await sellerApi.call<{ availableCents: number; heldCents: number }>('business', '/wallet/summary')).data;
  const before = await summary();
  await page.getByTestId('order-pay').click();
  await expect(page.getByRole('dialog')).toContainText(
    `${formatCents(payable)} leaves your available balance`,
  );
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Pending outbound');
  // The pay's job buys the carrier label; the order shows its tracking number.
  await expect.poll(async () => (await order()).label?.status, { timeout: 30_000 }).toBe('purchased');
  const tracking = (await order()).label?.trackingNumber as string;
  await page.reload();
  await expect(page.getByTestId('order-label')).toContainText(tracking);
  await page.screenshot({ path: `${SHOTS}/seller-paid-en-US.png` });

  // A tablet in the warehouse generates the batch of this order and opens its pick list.
  const tablet = await secondDevice(browser, base, TABLET);
  await new LoginPage(tablet).signIn('Warehouse staff', staff.username, staff.password);
  await tablet.waitForURL(/#\/warehouse\//);
  const batchPage = new OutboundBatchPage(tablet);
  await batchPage.generateBatchOf(oddNo);
  const staffApi = await new Api(base).as('warehouse', staff);
  const batchId = await batchPage.openNewestBatch(staffApi, nj.id);
  const pick = batchPage.pickList;
  await expect(pick).toContainText(oddNo);

  // The network goes; the tablet picks the 3 pairs by scanner and confirms the order shipped.
  await tablet.context().setOffline(true);
  await expect(pick).toContainText('No network: the copy from');
  for (const oneId of oneIds) await batchPage.pick(oneId);
  await batchPage.confirmShipped(oddNo, 3);
  await tablet.screenshot({ path: `${SHOTS}/tablet-offline-shipped-en-US.png` });
  // Nothing reached the server while offline.
  expect((await order()).status).toBe(4);

  // Back online: the queue drains, the order is out of the warehouse.
  await tablet.context().setOffline(false);
  await expect.poll(async () => (await order()).status, { timeout: 60_000 }).toBe(5);
  const batch = await staffApi.call<BatchDetail>('warehouse', '/sys_ware_out_batch/get', {
    query: { id: batchId },
    headers: { wareId: String(nj.id) },
  });
  expect(batch.data).toMatchObject({ status: 5, picked: 3 });

  // The seller sees the 3 pairs in WarehouseExit and the charge in the wallet, in both languages.
  await page.goto('/#/business/inventory/WarehouseExit');
  for (const oneId of oneIds) await expect(page.getByText(oneId).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/seller-exits-en-US.png` });
  const after = await summary();
  expect(after.availableCents).toBe(before.availableCents - payable);
  expect(after.heldCents).toBe(before.heldCents);
  await page.goto('/#/business/wallet');
  const transactions = page.getByTestId('wallet-transactions').filter({ visible: true });
  await expect(transactions).toContainText(oddNo);
  await expect(transactions).toContainText('Label fee');
  await page.screenshot({ path: `${SHOTS}/seller-wallet-en-US.png` });
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByTestId('wallet-transactions').filter({ visible: true })).toContainText(oddNo);
  await page.screenshot({ path: `${SHOTS}/seller-wallet-zh-CN.png` });
  await tablet.context().close();
  await admin.context().close();
});
