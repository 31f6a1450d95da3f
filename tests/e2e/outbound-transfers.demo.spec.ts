import type { Browser, Page } from '@playwright/test';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { OutboundAuditPage } from './pages/outbound-audit-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 16's cash-out with a quote and switch user with its fee, across the seller's and the admin's
 * portals on the demo: what each screen shows is what the wallet and the pairs' owner become.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/outbound-transfers/screens';
const seller = { username: 'seller', password: DEMO_PASSWORD };
const seller2 = { username: 'seller2', password: DEMO_PASSWORD };
const admin = { username: 'admin', password: DEMO_PASSWORD };
type Summary = { availableCents: number; heldCents: number };

async function desktop(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

test('a cash-out quoted by the admin and accepted, and a switch user approved and paid: the wallet and the owners follow', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const sellerApi = await new Api(base).as('business', seller);
  const seller2Api = await new Api(base).as('business', seller2);
  const summary = async () => (await sellerApi.call<Summary>('business', '/wallet/summary')).data;
  const orderOf = async (oddNo: string) =>
    (await sellerApi.call<OrderView>('business', '/outbound/get', { query: { id: Number(oddNo.slice(2)) } }))
      .data;
  const available = await sellerApi.ok<{ data: { oneId: string; wareId: number }[] }>('/inventory/list', {
    statusList: [1],
    pageNo: 1,
    pageSize: 50,
  });
  const ware = available.data[0].wareId;
  const sameWare = available.data.filter((i) => i.wareId === ware).map((i) => i.oneId);
  const [cashPair, ...switchPairs] = sameWare.slice(-3);
  expect(switchPairs).toHaveLength(2);

  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  const adminPage = await desktop(browser, base);
  await new LoginPage(adminPage).logInAsAdmin(admin);
  const audit = new OutboundAuditPage(adminPage);
  const submit = async (path: string, toUid?: string) => {
    await page.goto(path);
    if (toUid) await page.getByTestId('to-uid').fill(toUid);
    await page.getByTestId('create-order').click();
    await expect(page.getByTestId('order-status')).toHaveText('Reviewing');
    return (await page.getByTestId('order-detail').getAttribute('data-odd-no')) as string;
  };

  // Cash-out: the seller offers one pair; the admin quotes $120.00; the seller accepts the net.
  const cashNo = await submit(
    `/#/business/in-warehouse/inventory/detail/cashout?dealType=5&oneIds=${cashPair}`,
  );
  await adminPage.goto(`/#/admin/Audit/PlatformRecycling/Detail?oddNo=${cashNo}`);
  await expect(audit.status).toHaveText('Reviewing');
  await audit.quote('120.00');
  await expect(audit.status).toHaveText('Quotation, to be confirmed by user');
  const quoted = await orderOf(cashNo);
  const net = 12_000 - (quoted.deductionCents ?? 0);
  const beforeCash = await summary();
  await page.reload();
  const accept = page.getByTestId('order-accept');
  await expect(accept).toHaveText(`Accept $${(net / 100).toFixed(2)}`);
  await page.screenshot({ path: `${SHOTS}/cash-out-quoted-en-US.png` });
  await accept.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Accept / })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cashed out');
  expect((await summary()).availableCents).toBe(beforeCash.availableCents + net);
  const platformPairs = await sellerApi.ok<{ totalCount: number }>('/inventory/list', { oneId: cashPair });
  expect(platformPairs.totalCount).toBe(0);

  // Switch user: two pairs to seller2; the admin approves and the fee is quoted; the seller pays it.
  const switchNo = await submit(
    `/#/business/in-warehouse/inventory/detail/warehousetransfer?dealType=7&oneIds=${switchPairs.join(',')}`,
    'U100002',
  );
  await adminPage.goto(`/#/admin/Audit/InPlatformTransfer/Detail?oddNo=${switchNo}`);
  await expect(audit.status).toHaveText('Reviewing');
  await audit.approve();
  await expect(audit.status).toHaveText('To be confirmed');
  const fee = (await orderOf(switchNo)).feeCents;
  expect(fee).toBeGreaterThan(0);
  const beforeSwitch = await summary();
  await page.reload();
  const pay = page.getByTestId('order-pay');
  await expect(pay).toHaveText(`Pay $${(fee / 100).toFixed(2)}`);
  await pay.click();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Switch user completed');
  await page.screenshot({ path: `${SHOTS}/switch-user-paid-en-US.png` });
  const afterSwitch = await summary();
  expect(afterSwitch.availableCents).toBe(beforeSwitch.availableCents - fee);
  expect(afterSwitch.heldCents).toBe(beforeSwitch.heldCents);
  for (const oneId of switchPairs) {
    const received = await seller2Api.ok<{ data: { oneId: string; status: number }[] }>('/inventory/list', {
      oneId,
    });
    expect(received.data).toEqual([expect.objectContaining({ oneId, status: 1 })]);
  }

  // Both orders in Chinese, as the seller reads them.
  await reloadInLanguage(page, 'zh-CN');
  await page.goto(`/#/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=${cashNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已套现');
  await page.screenshot({ path: `${SHOTS}/cash-out-accepted-zh-CN.png` });
  await page.goto(`/#/business/in-warehouse/inventory/detail/warehousetransfer?dealType=7&oddNo=${switchNo}`);
  await expect(page.getByTestId('order-target')).toContainText('U100002');
  await page.screenshot({ path: `${SHOTS}/switch-user-paid-zh-CN.png` });
  await adminPage.context().close();
});
