import { AccountAuditPage } from './pages/account-audit-page';
import { AccountBusinessPage } from './pages/account-business-page';
import { AccountLoginPage } from './pages/account-login-page';
import { AccountPlatformPage } from './pages/account-platform-page';
import { AccountRolesPage } from './pages/account-roles-page';
import { ADMIN, adminApi, expect, otherPerson, test } from './pages/account-server-page';

/**
 * Account administration against the real server (`node dist/server/main.js`; run `npm run build`
 * first) on a temporary DATA_DIR, in Debian's Chromium. The tests run in order on one server:
 * the last one reads their actions back from the audit log.
 */
const SELLER = {
  username: 'kicks.trader',
  password: 'seller-pass-1',
  realname: 'Kim Trader',
  email: 'kim@example.com',
};
const STAFF = { username: 'dock.picker', password: 'picker-pass-1', realname: 'Pat Picker' };
const STOCK_ADMIN = { username: 'stock.keeper', password: 'keeper-pass-1' };
const WAREHOUSE = 'North Dock';
const STOCK_ROLE = 'Stock keepers';

test.describe.configure({ mode: 'serial' });

test('an admin approves a self-registered merchant, sets a flag, resets its password, and a disabled merchant meets the contact-support notice', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await new AccountLoginPage(page).logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  const merchants = new AccountBusinessPage(page);
  await merchants.open();
  const waitingBefore = await merchants.awaitingCount();

  const seller = await otherPerson(browser, baseURL!);
  await new AccountLoginPage(seller).registerSeller(SELLER);
  await page.reload();
  await expect.poll(() => merchants.awaitingCount()).toBe(waitingBefore + 1);
  await merchants.pendingTab().click();
  await expect(merchants.row(SELLER.username)).toContainText('Awaiting approval');
  await merchants.approve(SELLER.username);
  await expect(merchants.row(SELLER.username)).toHaveCount(0);
  await expect.poll(() => merchants.awaitingCount()).toBe(waitingBefore);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(merchants.row(SELLER.username)).toContainText('Active');

  // A flag saves on its own click; the merchant's home shows the feature on.
  await merchants.flag(SELLER.username, 'Consignment / Sales').click();
  await expect(page.getByText('Merchant authorization saved')).toBeVisible();
  await page.reload();
  await expect(merchants.flag(SELLER.username, 'Consignment / Sales')).toBeChecked();

  // The temporary password is the one that works from now on.
  const temporary = await merchants.resetPassword(SELLER.username);
  expect(temporary).toMatch(/^\S{16}$/);
  await new AccountLoginPage(seller).logIn('Seller', SELLER.username, temporary);
  await seller.waitForURL(/#\/business\/workplace/);
  await expect(seller.getByLabel('Consignment / Sales: enabled')).toBeVisible();

  await merchants.disable(SELLER.username);
  await seller.reload();
  await expect(seller.getByRole('dialog', { name: 'Account suspended' })).toBeVisible();
  await seller.context().close();
});

test('an admin creates warehouse staff for one warehouse with some permissions, who then works in the warehouse portal', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  await api('/sys_ware/create', { name: WAREHOUSE, level: 1, address: '1 Pier Road' });

  await new AccountLoginPage(page).logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  const accounts = new AccountPlatformPage(page);
  await accounts.open();
  await accounts.createWarehouseStaff({
    ...STAFF,
    role: 'Warehouse',
    warehouse: WAREHOUSE,
    permissions: ['Workplace: all actions', 'Inspection: Query'],
  });
  await expect(accounts.row(STAFF.username)).toContainText('Warehouse staff');
  type Listed = { data: { username: string; warehouses: { wareName: string; permissions: unknown[] }[] }[] };
  const listed = (await api<Listed>('/account/platform/list', { keyword: STAFF.username })).data[0];
  expect(listed.warehouses).toEqual([
    {
      wareId: expect.any(Number),
      wareName: WAREHOUSE,
      permissions: [
        {
          permissionId: '700101',
          actionList: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'],
        },
        { permissionId: '700103', actionList: ['query'] },
      ],
    },
  ]);

  const staff = await otherPerson(browser, baseURL!);
  await new AccountLoginPage(staff).logIn('Warehouse staff', STAFF.username, STAFF.password);
  await staff.waitForURL(/#\/warehouse\/WarehouseWorkplace/);
  await expect(staff.getByTestId('warehouse-selector')).toHaveValue(WAREHOUSE);
  await expect(staff.getByTestId('workplace-greeting')).toContainText(STAFF.realname);
  await staff.context().close();
});

test("an admin whose role lacks the account pages sees no Account menu and gets 'no permission' there", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await new AccountLoginPage(page).logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  const roles = new AccountRolesPage(page);
  await roles.open();
  await expect(roles.row('Super administrator')).toContainText('System');
  await roles.createAdminRole(STOCK_ROLE, ['Stock settings: all actions', 'Dashboard: all actions']);

  const api = await adminApi(request);
  const role = (await api<{ data: { id: number; name: string }[] }>('/role/list', { keyword: STOCK_ROLE }))
    .data[0];
  await api('/account/platform/create', {
    ...STOCK_ADMIN,
    realname: 'Sam Keeper',
    email: '',
    userType: 1,
    roleId: role.id,
  });

  const keeper = await otherPerson(browser, baseURL!);
  await new AccountLoginPage(keeper).logIn('Administrator', STOCK_ADMIN.username, STOCK_ADMIN.password);
  await keeper.waitForURL(/#\/admin\/Stock/);
  const sidebar = keeper.getByTestId('sidebar');
  await expect(sidebar).toContainText('Warehouse settings');
  await expect(sidebar).not.toContainText('Accounts');
  await keeper.goto('/#/admin/Account/BusinessAccount');
  await expect(keeper.getByText('no permission')).toBeVisible();
  await expect(keeper.getByRole('heading', { name: 'Merchant accounts' })).toHaveCount(0);
  await keeper.context().close();
});

test('the audit log shows who approved, flagged, reset, disabled and created, with the state before and after', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await new AccountLoginPage(page).logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  const audit = new AccountAuditPage(page);
  await audit.open();
  for (const action of [
    'account.business.approve',
    'account.business.flags',
    'account.business.resetPassword',
    'account.business.disable',
    'account.platform.create',
    'role.create',
  ]) {
    await expect(audit.entries(action).first()).toContainText(ADMIN.username);
  }
  await audit.filterByAction('account.business.flags');
  await expect(audit.entries('account.business.approve')).toHaveCount(0);
  const diff = await audit.openChange('account.business.flags');
  await expect(diff).toContainText('touchPro');
  await expect(diff.getByTestId('audit-before')).toContainText('"touchPro": false');
  await expect(diff.getByTestId('audit-after')).toContainText('"touchPro": true');
});
