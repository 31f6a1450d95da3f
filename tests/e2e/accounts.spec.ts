import { WarehousePermission } from '../../src/domain/kernel/permissions';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { reloadInLanguage } from './helpers/language';
import { secondDevice } from './helpers/second-device';
import { AccountBusinessPage } from './pages/account-business-page';
import { AccountPlatformPage } from './pages/account-platform-page';
import { LoginPage } from './pages/login-page';
import type { Api } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Account administration against the real server (the shared worker fixture in ./support), then
 * screenshots of every account screen at a tablet (1024x768) and a desktop (1440x900) size in both
 * languages, on data made through the API.
 */
const SELLER = {
  username: 'kicks.trader',
  password: 'seller-pass-1',
  realname: 'Kim Trader',
  email: 'kim@example.com',
};
const STAFF = { username: 'dock.picker', password: 'picker-pass-1', realname: 'Pat Picker' };
const WAREHOUSE = 'North Dock';

test.use({ viewport: { width: 1440, height: 900 } });

// An admin whose role lacks the account pages (the guard, the menu) and the audit log's screen are
// in component tests: src/client/app/account-pages-access.test.tsx and AuditLogScreen.test.tsx.
test.describe('account administration', () => {
  test('an admin approves a self-registered merchant, sets a flag, resets its password, and a disabled merchant meets the contact-support notice', async ({
    page,
    browser,
    baseURL,
    admin,
  }) => {
    test.setTimeout(120_000);
    await new LoginPage(page).logInAsAdmin(admin);
    const merchants = new AccountBusinessPage(page);
    await merchants.open();
    const waitingBefore = await merchants.awaitingCount();

    const seller = await secondDevice(browser, baseURL!);
    await new LoginPage(seller).registerSeller(SELLER);
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
    await new LoginPage(seller).openAndLogIn('Seller', SELLER.username, temporary);
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
    admin,
    adminApi,
  }) => {
    test.setTimeout(120_000);
    await adminApi.createWarehouse({ name: WAREHOUSE, level: 1, address: '1 Pier Road' });

    await new LoginPage(page).logInAsAdmin(admin);
    const accounts = new AccountPlatformPage(page);
    await accounts.open();
    await accounts.createWarehouseStaff({
      ...STAFF,
      role: 'Warehouse',
      warehouse: WAREHOUSE,
      permissions: ['Workplace: all actions', 'Inspection: Query'],
    });
    await expect(accounts.row(STAFF.username)).toContainText('Warehouse staff');
    type Listed = {
      data: { username: string; warehouses: { wareName: string; permissions: unknown[] }[] }[];
    };
    const listed = (await adminApi.ok<Listed>('/account/platform/list', { keyword: STAFF.username })).data[0];
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

    const staff = await secondDevice(browser, baseURL!);
    await new LoginPage(staff).openAndLogIn('Warehouse staff', STAFF.username, STAFF.password);
    await staff.waitForURL(/#\/warehouse\/WarehouseWorkplace/);
    await expect(staff.getByTestId('warehouse-selector').locator('option:checked')).toHaveText(WAREHOUSE);
    await expect(staff.getByTestId('workplace-greeting')).toContainText(STAFF.realname);
    await staff.context().close();
  });
});

const SHOT_STAFF = 'bay.loader';
const SHOT_ROLE = 'Floor leads';

/** What the screenshots show: a staff member, a role, a suspended merchant with flags, three more sellers. */
async function seedAccountScreens(api: Api, adminApi: Api) {
  const ware = await adminApi.createWarehouse({ name: 'South Yard', level: 2, address: '9 Rail Way' });
  await adminApi.createPlatformAccount({
    username: SHOT_STAFF,
    password: 'loader-pass-1',
    realname: 'Lee Loader',
    email: 'lee@example.com',
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    warehouses: [
      {
        wareId: ware.id,
        permissions: [{ permissionId: WarehousePermission.workplace, actionList: ['query', 'get'] }],
      },
    ],
  });
  await adminApi.ok('/role/create', {
    name: SHOT_ROLE,
    userType: PortalId.admin,
    permissions: [
      { permissionId: 'dashboard', actionList: ['query', 'get'] },
      { permissionId: '1100', actionList: ['query'] },
    ],
  });
  const register = (username: string, realname: string, email: string) =>
    api.registerMerchant({ username, password: 'seller-pass-1', realname, email });
  const paused = await register('paused.kicks', 'Paula Paused', 'paula@example.com');
  await adminApi.approveMerchant(paused);
  await adminApi.ok('/account/business/flags', {
    id: paused,
    knetCrossListing: true,
    touchPro: true,
    flex: false,
  });
  await adminApi.ok('/account/business/disable', { id: paused });
  for (const name of ['sole.society', 'hype.vault']) await register(name, name, `${name}@example.com`);
  await adminApi.approveMerchant(await register('retro.runner', 'retro.runner', 'retro.runner@example.com'));
}

test('the account screens at tablet and desktop sizes in both languages', async ({
  page,
  admin,
  api,
  adminApi,
}) => {
  test.setTimeout(240_000);
  await seedAccountScreens(api, adminApi);
  const shots = 'test-results/account-screens';
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/${name}.png` });
  };
  await new LoginPage(page).logInAsAdmin(admin);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      const at = `${locale}-${size.width}`;
      await page.goto('/#/admin/Account/BusinessAccount');
      await reloadInLanguage(page, locale);
      await expect(page.locator(`tr[data-username="paused.kicks"]`)).toBeVisible();
      await shoot(`business-${at}`);

      if (size.width === 1024) {
        // Reset password: the confirmation's last button confirms, the modal's last one closes it.
        // (by name: on a tablet the row's last button shows its folded columns)
        await page
          .locator('tr[data-username="sole.society"]')
          .getByRole('button', { name: /^(Reset the password of sole.society|重置 sole.society 的密码)$/ })
          .click();
        await page.getByRole('dialog').last().getByRole('button').last().click();
        await expect(page.getByTestId('temporary-password')).toBeVisible();
        await shoot(`password-${at}`);
        await page.getByRole('dialog').last().getByRole('button').last().click();
        await expect(page.getByTestId('temporary-password')).toBeHidden();
      }

      await page.goto('/#/admin/Account/PlatformAccount');
      await expect(page.locator(`tr[data-username="${SHOT_STAFF}"]`)).toBeVisible();
      await shoot(`platform-${at}`);
      await page.locator(`tr[data-username="${SHOT_STAFF}"]`).getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await page.getByRole('dialog').getByRole('checkbox').nth(4).uncheck();
      await shoot(`platform-edit-${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/#/admin/Account/Roles');
      await expect(page.locator(`tr[data-role="${SHOT_ROLE}"]`)).toBeVisible();
      await shoot(`roles-${at}`);
      await page.locator(`tr[data-role="${SHOT_ROLE}"]`).getByRole('button').first().click();
      await expect(page.getByTestId('permission-tree')).toBeVisible();
      await shoot(`role-edit-${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/#/admin/Account/AuditLog');
      await page.locator('tr[data-action="account.business.disable"]').first().click();
      await expect(page.getByTestId('audit-diff')).toBeVisible();
      await shoot(`audit-${at}`);
    }
  }
});
