import type { OrderView } from '../../src/domain/outbound/outbound';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { OutboundAuditPage } from './pages/outbound-audit-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The admin's outbound audit on the demo (issue 16): approve a reviewing switch user, quote a
 * reviewing cash-out, reject a ship-with-label with a reason; the server holds what the screens
 * showed. Screens at a tablet's 1024x768 in English and Chinese.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/outbound-audit/screens';
const admin = { username: 'admin', password: DEMO_PASSWORD };

async function reviewing(api: Api, kind: number): Promise<OrderView> {
  const list = await api.ok<{ data: OrderView[] }>('/outbound/list', { kind, status: 1, size: 50 });
  const order = list.data[0];
  expect(order, `a reviewing order of kind ${kind} in the demo`).toBeTruthy();
  return order;
}

test('an admin approves a switch user, quotes a cash-out and rejects a ship-with-label with a reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await new Api(baseURL as string).as('admin', admin);
  const switchUser = await reviewing(api, 7);
  const cashOut = await reviewing(api, 5);
  const shipWithLabel = await reviewing(api, 3);

  await new LoginPage(page).logInAsAdmin(admin);
  const audit = new OutboundAuditPage(page);

  // Switch user: approved, its fee quoted to the seller.
  await audit.openList('Audit/InPlatformTransfer');
  await expect(page.getByRole('heading', { name: 'Switch user' })).toBeVisible();
  await audit.openOrder(switchUser.oddNo);
  await expect(audit.status).toHaveText('Reviewing');
  await audit.approve();
  await expect(audit.status).toHaveText('To be confirmed');
  await expect(audit.step('approve')).toHaveCount(0);

  // Cash-out: a price that is not money is refused on the spot; a good one is quoted.
  await audit.openList('Audit/PlatformRecycling');
  await audit.openOrder(cashOut.oddNo);
  await audit.quote('12.345');
  await expect(page.getByText('Enter at most 2 decimals (whole cents)')).toBeVisible();
  await audit.quote('95.50');
  await expect(audit.status).toHaveText('Quotation, to be confirmed by user');
  await expect(audit.facts).toContainText('$95.50');

  // Ship with label: rejected with outbound reasons, shown on the detail.
  await audit.openList('Audit/Outbound/Transport');
  await audit.openOrder(shipWithLabel.oddNo);
  await audit.step('reject').click();
  await page.getByRole('dialog').getByTestId('reject-submit').click();
  await expect(page.getByText('Choose at least one reject reason')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await audit.reject(['Address problem', 'Label unreadable']);
  await expect(audit.status).toHaveText('Rejected');
  await expect(page.getByTestId('reject-reasons')).toContainText('Address problem');

  // The server holds what the screens showed.
  const get = (o: OrderView) => api.call<OrderView>('admin', '/outbound/get', { query: { id: o.id } });
  expect((await get(switchUser)).data).toMatchObject({ status: 3 });
  expect((await get(switchUser)).data.feeCents).toBeGreaterThan(0);
  expect((await get(cashOut)).data).toMatchObject({ status: 3, quoteCents: 9550 });
  expect((await get(shipWithLabel)).data).toMatchObject({
    status: 2,
    rejectReasons: ['addressProblem', 'labelUnreadable'],
  });

  // The screens in both languages, with no key left untranslated and nothing scrolling sideways.
  const screens = [
    ['switch-user-list', '/#/admin/Audit/InPlatformTransfer'],
    ['switch-user-detail', `/#/admin/Audit/InPlatformTransfer/Detail?oddNo=${switchUser.oddNo}`],
    ['cash-out-detail', `/#/admin/Audit/PlatformRecycling/Detail?oddNo=${cashOut.oddNo}`],
    ['ship-with-label-detail', `/#/admin/Audit/Outbound/Detail?oddNo=${shipWithLabel.oddNo}`],
    ['reship-list', '/#/admin/Audit/Outbound'],
    ['outbound-task', '/#/admin/TaskManage/OutboundTask/4'],
    ['sale-order', '/#/admin/sale-order'],
  ] as const;
  for (const [locale, heading] of [
    ['en-US', 'Switch user'],
    ['zh-CN', '转移用户'],
  ] as const) {
    await reloadInLanguage(page, locale);
    await page.goto(screens[0][1]);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(
        page
          .getByTestId(/^(audit-orders|order-facts|outbound-tasks|sale-orders)$/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('order-status').filter({ visible: true }).first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText('outbound-audit:');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${name}-${locale}.png` });
    }
  }
});
