import {
  ORDER_KIND_TABLES,
  OrderKind,
  payableOfOrder,
  ShipWithLabelStatus,
} from '../../src/domain/outbound/outbound';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { formatCents } from '../../src/domain/wallet/wallet';
import { aBuyerLabel } from '../fixtures/bulk-dropship';
import { word } from './helpers/audit-steps';
import { secondDevice } from './helpers/second-device';
import { LoginPage } from './pages/login-page';
import { OutboundAuditPage } from './pages/outbound-audit-page';
import { OutboundBatchPage } from './pages/outbound-batch-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 24 item 1, as a seller meets it on the demo: a ship-with-label order (kind 3) made from the
 * form with a real buyer label PDF (pdf-lib) uploaded through the label field, approved by an admin,
 * paid from the wallet, then picked and shipped by a warehouse tablet: the order is out of the
 * warehouse and its label is the PDF the seller chose.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/ship-with-label/screens';
const TABLET = { width: 1024, height: 768 };
const seller = { username: 'seller', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };
const S = ShipWithLabelStatus;
/** A kind 3 status as the screens name it (the kind's table and the English words). */
const statusText = (status: number) =>
  word('en-US', ORDER_KIND_TABLES[OrderKind.shipWithLabel].statuses[status]);

test('a ship-with-label order with an uploaded PDF label: approved, paid, picked and shipped by a tablet', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  const sellerToken = await new Api(base).login('business', seller);
  const sellerApi = new Api(base, { host: 'business', token: sellerToken });
  const wares = await sellerApi.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const nj = wares.find((w) => w.name === 'Demo Warehouse NJ') ?? wares[0];
  const available = await sellerApi.ok<{ data: { oneId: string }[] }>('/inventory/list', {
    statusList: [1],
    wareId: nj.id,
    pageNo: 1,
    pageSize: 1,
  });
  const [oneId] = available.data.map((i) => i.oneId);
  expect(oneId).toBeTruthy();
  const label = await aBuyerLabel(`Buyer of ${oneId}`);

  // The seller opens the ship-with-label form on the pair and uploads the buyer's label PDF.
  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  await page.goto(`/#/business/in-warehouse/inventory/detail/transportdetail?dealType=3&oneIds=${oneId}`);
  const form = page.getByTestId('new-order');
  await expect(form.getByTestId('order-items').getByTestId('order-item')).toHaveCount(1);
  await expect(form).toContainText("The buyer's label: a PDF of at most 10 pages and 5 MB");
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: `${oneId}.pdf`, mimeType: 'application/pdf', buffer: label });
  await expect(form.getByTestId(`label-ok-${oneId}`)).toHaveText('Label uploaded');
  await page.screenshot({ path: `${SHOTS}/seller-label-uploaded-en-US.png` });
  await page.getByTestId('create-order').click();
  await expect(page.getByTestId('order-status')).toHaveText(statusText(S.toBeReviewed));
  const oddNo = (await page.getByTestId('order-detail').getAttribute('data-odd-no')) as string;
  expect(oddNo).toMatch(/^DS\d{8}$/);
  const order = async () =>
    (await sellerApi.call<OrderView>('business', '/outbound/get', { query: { id: Number(oddNo.slice(2)) } }))
      .data;

  // The admin approves it on a desktop: the shipping fee and the storage fee to date are quoted.
  const admin = await secondDevice(browser, base);
  await new LoginPage(admin).logInAsAdmin({ username: 'admin', password: DEMO_PASSWORD });
  const audit = new OutboundAuditPage(admin);
  await admin.goto(`/#/admin/Audit/Outbound/Detail?oddNo=${oddNo}`);
  await expect(audit.status).toHaveText(statusText(S.toBeReviewed));
  await audit.approve();
  await expect(audit.status).toHaveText(statusText(S.toBeConfirmed));

  // The seller pays from the wallet what the order shows.
  const quoted = await order();
  expect(quoted.feeCents).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText(statusText(S.toBeConfirmed));
  await expect(page.getByTestId('order-pay')).toContainText(formatCents(payableOfOrder(quoted)));
  await page.getByTestId('order-pay').click();
  // The confirmation states the amount; its own Pay button moves the money.
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-status')).toHaveText(statusText(S.pendingOutbound));

  // A warehouse tablet generates the batch of this order, picks the pair by scanner and ships it.
  const tablet = await secondDevice(browser, base, TABLET);
  await new LoginPage(tablet).signIn('Warehouse staff', staff.username, staff.password);
  await tablet.waitForURL(/#\/warehouse\//);
  const batchPage = new OutboundBatchPage(tablet);
  await batchPage.generateBatchOf(oddNo);
  await batchPage.openNewestBatch(await new Api(base).as('warehouse', staff), nj.id);
  await expect(batchPage.pickList).toContainText(oddNo);
  await batchPage.pick(oneId);
  await batchPage.confirmShipped(oddNo, 1);
  await tablet.screenshot({ path: `${SHOTS}/tablet-shipped-en-US.png` });

  // The order is out of the warehouse, and its label is the PDF the seller uploaded.
  await expect.poll(async () => (await order()).status, { timeout: 60_000 }).toBe(S.outOfWarehouse);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText(statusText(S.outOfWarehouse));
  const labelUrl = (await order()).items[0].labelFile as string;
  const stored = await fetch(new URL('/api/business/getFile2', base), {
    method: 'POST',
    headers: { token: sellerToken, 'content-type': 'application/json' },
    body: JSON.stringify({ url: labelUrl }),
  });
  expect(stored.status).toBe(200);
  expect(Buffer.from(await stored.arrayBuffer()).equals(label)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/seller-out-of-warehouse-en-US.png` });
  await tablet.context().close();
  await admin.context().close();
});
