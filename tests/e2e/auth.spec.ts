import { AdminPage, WarehousePermission } from '../../src/domain/kernel/permissions';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/** Logging in to each portal, the guard's redirects, password change and logout (spec section 2). */
let serial = 0;
const unique = (name: string) => `${name}${Date.now() % 100000}${serial++}`;

test('a seller logs in to the seller portal and lands on its workplace', async ({ page, adminApi }) => {
  const seller = unique('seller');
  await adminApi.createMerchant({ username: seller, password: 'seller-pass-1' });
  const login = new LoginPage(page);
  await login.open('/#/');
  expect(login.hashPath()).toBe('/user/login');
  await login.logIn('Seller', seller, 'seller-pass-1');
  await page.waitForURL(/#\/business\/workplace$/);
  await expect(page).toHaveTitle('Dashboard - SoleStack');
  await expect(page.getByTestId('user-menu')).toContainText(`Seller ${seller}`);
});

test('warehouse staff log in to their warehouse, which becomes the selected one', async ({
  page,
  adminApi,
}) => {
  const ware = await adminApi.createWarehouse({ name: unique('Dock '), level: 1 });
  const staff = unique('staff');
  await adminApi.createPlatformAccount({
    username: staff,
    password: 'staff-pass-1',
    realname: `Staff ${staff}`,
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    warehouses: [
      {
        wareId: ware.id,
        permissions: [{ permissionId: WarehousePermission.workplace, actionList: ['query'] }],
      },
    ],
  });
  const login = new LoginPage(page);
  await login.openAndLogIn('Warehouse staff', staff, 'staff-pass-1');
  await page.waitForURL(/#\/warehouse\/WarehouseWorkplace$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'wareId')?.value).toBe(String(ware.id));
});

test('an administrator logs in to the admin portal and lands on its first screen', async ({
  page,
  admin,
}) => {
  const login = new LoginPage(page);
  await login.logInAsAdmin(admin);
  expect(login.hashPath()).not.toMatch(/:/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('a protected page sends to login with a redirect and comes back after login', async ({
  page,
  admin,
}) => {
  const login = new LoginPage(page);
  await page.goto('/#/admin/Account/PlatformAccount');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(login.hashPath()).toBe('/user/login?redirect=/admin/Account/PlatformAccount');
  await login.logIn('Administrator', admin.username, admin.password);
  await page.waitForURL(/#\/admin\/Account\/PlatformAccount$/);
  // Logged in, the login page itself leads to the default page.
  await page.goto('/#/user/login');
  await page.waitForURL((url) => !url.hash.startsWith('#/user/login'));
  expect(login.hashPath()).toMatch(/^\/admin\//);
});

test('unknown paths end on /404 once logged in, and on login before', async ({ page, adminApi }) => {
  const seller = unique('lost');
  await adminApi.createMerchant({ username: seller, password: 'seller-pass-1' });
  const login = new LoginPage(page);
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(login.hashPath()).toBe('/user/login?redirect=/no/such/page');
  await login.logIn('Seller', seller, 'seller-pass-1');
  await page.waitForURL(/#\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.goto('/#/business/nothing-here');
  await page.waitForURL(/#\/404$/);
});

test('a changed password replaces the old one', async ({ page, adminApi }) => {
  const seller = unique('pw');
  await adminApi.createMerchant({ username: seller, password: 'old-password-1' });
  const login = new LoginPage(page);
  await login.openAndLogIn('Seller', seller, 'old-password-1');
  await page.waitForURL(/#\/business\//);

  const wrong = await login.changePassword('not-my-password', 'new-password-1');
  await expect(wrong.getByRole('alert')).toHaveText('The old password is incorrect');
  await wrong.getByRole('button', { name: 'Cancel' }).click();

  await login.changePassword('old-password-1', 'new-password-1');
  await page.waitForURL(/#\/user\/login$/);
  await expect(page.getByText('Password changed. Please log in again.')).toBeVisible();
  await login.logIn('Seller', seller, 'old-password-1');
  await expect(page.getByRole('alert', { name: 'Login failed' })).toContainText(
    'Incorrect username or password',
  );
  await login.logIn('Seller', seller, 'new-password-1');
  await page.waitForURL(/#\/business\/workplace$/);
});

test('logout ends the session and clears what the browser kept', async ({ page, adminApi }) => {
  const seller = unique('bye');
  await adminApi.createMerchant({ username: seller, password: 'seller-pass-1' });
  const login = new LoginPage(page);
  await login.openAndLogIn('Seller', seller, 'seller-pass-1');
  await page.waitForURL(/#\/business\/workplace$/);
  const tokenBefore = await page.evaluate(
    () => JSON.parse(localStorage.getItem('solestack.session') ?? '{}').state?.token,
  );
  expect(tokenBefore).toBeTruthy();

  await login.logOut();
  // useLogout and the guard both react: either lands on the login page, with or without a redirect back.
  await page.waitForURL(/#\/user\/login(\?redirect=.*)?$/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('solestack.session') ?? '{}').state);
  expect(kept.token).toBeNull();
  expect(kept.userInfo).toBeNull();
  // The old token no longer opens anything on the server either.
  const answer = await page.request.get('/api/business/user/info', { headers: { token: tokenBefore } });
  expect(answer.status()).toBe(401);
  await page.goto('/#/business/workplace');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("a user without a page's permission has no menu entry and gets 'no permission' on its URL", async ({
  page,
  adminApi,
}) => {
  const clerk = unique('clerk');
  const role = await adminApi.createRole(`Merchant desk ${clerk}`, PortalId.admin, [
    AdminPage.businessAccount,
  ]);
  await adminApi.createPlatformAccount({
    username: clerk,
    password: 'clerk-pass-1',
    realname: `Clerk ${clerk}`,
    userType: PortalId.admin,
    roleId: role.id,
  });
  const login = new LoginPage(page);
  await login.openAndLogIn('Administrator', clerk, 'clerk-pass-1');
  await page.waitForURL(/#\/admin\/Account\/BusinessAccount$/);
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByText('Merchant accounts')).toBeVisible();
  await expect(menu.getByText('Platform accounts')).toHaveCount(0);

  await page.goto('/#/admin/Account/PlatformAccount');
  await expect(page.getByText('no permission')).toBeVisible();
});
