import type { APIRequestContext } from '@playwright/test';
import { AccountLoginPage } from './pages/account-login-page';
import { ADMIN, adminApi, expect, test } from './pages/account-server-page';

/**
 * Screenshots of the account screens, their drawers and the temporary-password modal at a
 * tablet (1024x768) and a desktop (1440x900) size in both languages, on data made through the API.
 */
const STAFF = 'bay.loader';
const ROLE = 'Floor leads';

type Api = Awaited<ReturnType<typeof adminApi>>;

async function seedAccounts(api: Api, request: APIRequestContext) {
  const ware = await api<{ id: number }>('/sys_ware/create', {
    name: 'South Yard',
    level: 2,
    address: '9 Rail Way',
  });
  const warehouseRole = (
    await api<{ data: { id: number }[] }>('/role/list', { keyword: 'Warehouse', userType: 4 })
  ).data[0];
  await api('/account/platform/create', {
    username: STAFF,
    password: 'loader-pass-1',
    realname: 'Lee Loader',
    email: 'lee@example.com',
    userType: 4,
    roleId: warehouseRole.id,
    warehouses: [
      { wareId: ware.id, permissions: [{ permissionId: '700101', actionList: ['query', 'get'] }] },
    ],
  });
  await api('/role/create', {
    name: ROLE,
    userType: 1,
    permissions: [
      { permissionId: 'dashboard', actionList: ['query', 'get'] },
      { permissionId: '1100', actionList: ['query'] },
    ],
  });
  const paused = await request.post('/api/business/user/register', {
    data: {
      username: 'paused.kicks',
      password: 'seller-pass-1',
      confirmPassword: 'seller-pass-1',
      realname: 'Paula Paused',
      email: 'paula@example.com',
    },
  });
  expect(paused.ok()).toBe(true);
  const id = (await api<{ data: { id: number }[] }>('/account/business/list', { keyword: 'paused.kicks' }))
    .data[0].id;
  await api('/account/business/approve', { id });
  await api('/account/business/flags', { id, knetCrossListing: true, touchPro: true, flex: false });
  await api('/account/business/disable', { id });
}

test('the account screens at tablet and desktop sizes in both languages', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  await seedAccounts(api, request);
  for (const name of ['sole.society', 'hype.vault', 'retro.runner']) {
    const registered = await request.post('/api/business/user/register', {
      data: {
        username: name,
        password: 'seller-pass-1',
        confirmPassword: 'seller-pass-1',
        realname: name,
        email: `${name}@example.com`,
      },
    });
    expect(registered.ok()).toBe(true);
  }
  const retro = (await api<{ data: { id: number }[] }>('/account/business/list', { keyword: 'retro.runner' }))
    .data[0];
  await api('/account/business/approve', { id: retro.id });
  const shots = 'test-results/account-screens';
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/${name}.png` });
  };
  const login = new AccountLoginPage(page);
  await login.logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      const at = `${locale}-${size.width}`;
      await page.goto('/#/admin/Account/BusinessAccount');
      await login.useLanguage(locale);
      await expect(page.locator(`tr[data-username="paused.kicks"]`)).toBeVisible();
      await shoot(`business-${at}`);

      if (size.width === 1024) {
        // Reset password: the confirmation's last button confirms, the modal's last one closes it.
        await page.locator('tr[data-username="sole.society"]').getByRole('button').last().click();
        await page.getByRole('dialog').last().getByRole('button').last().click();
        await expect(page.getByTestId('temporary-password')).toBeVisible();
        await shoot(`password-${at}`);
        await page.getByRole('dialog').last().getByRole('button').last().click();
        await expect(page.getByTestId('temporary-password')).toBeHidden();
      }

      await page.goto('/#/admin/Account/PlatformAccount');
      await expect(page.locator(`tr[data-username="${STAFF}"]`)).toBeVisible();
      await shoot(`platform-${at}`);
      await page.locator(`tr[data-username="${STAFF}"]`).getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await page.getByRole('dialog').getByRole('checkbox').nth(4).uncheck();
      await shoot(`platform-edit-${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/#/admin/Account/Roles');
      await expect(page.locator(`tr[data-role="${ROLE}"]`)).toBeVisible();
      await shoot(`roles-${at}`);
      await page.locator(`tr[data-role="${ROLE}"]`).getByRole('button').first().click();
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
