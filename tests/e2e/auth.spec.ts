import { WarehousePermission } from '../../src/domain/kernel/permissions';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/**
 * Logging in to each portal, password change and logout against the real server (spec section 2).
 * The guard's redirects, /404 and 'no permission' are component tests (src/client/app/app-shell.test.tsx).
 */
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
