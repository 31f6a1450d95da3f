import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AccountAuditPage } from './pages/account-audit-page';
import { AccountBusinessPage } from './pages/account-business-page';
import { AccountLoginPage } from './pages/account-login-page';
import { AccountPlatformPage } from './pages/account-platform-page';
import { AccountRolesPage } from './pages/account-roles-page';

/**
 * Account administration against the real server (`node dist/server/main.js`; run `npm run build`
 * first) on a temporary DATA_DIR, in Debian's Chromium. The tests run in order on one server:
 * the last one reads their actions back from the audit log.
 */
const ADMIN = { username: 'root', password: 'root-password-1' };
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'solestack-e2e-accounts-'));
      const port = await freePort();
      const server = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
          DEMO: 'false',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${url}/`, server, Date.now() + 60_000);
        await use(url);
      } finally {
        server.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
});

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium' },
  serviceWorkers: 'block',
  viewport: { width: 1440, height: 900 },
});
test.describe.configure({ mode: 'serial' });

/** The root admin's API, for setting up data a test does not exercise through the screens. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { ...ADMIN, userType: 1 } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(path: string, data: unknown): Promise<T> => {
    const answer = (await (await request.post(`/api/admin${path}`, { data, headers: { token } })).json()) as {
      code: number;
      msg: string;
      data: T;
    };
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
  };
}

/** A second person on another device: their own browser context, so sessions never mix. */
async function otherPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

test('an admin approves a self-registered merchant, sets a flag, resets its password, and a disabled merchant meets the contact-support notice', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await otherPerson(browser, baseURL!);
  await new AccountLoginPage(seller).registerSeller(SELLER);

  await new AccountLoginPage(page).logIn('Administrator', ADMIN.username, ADMIN.password);
  await page.waitForURL(/#\/admin\//);
  const merchants = new AccountBusinessPage(page);
  await merchants.open();
  await expect(merchants.pendingTab()).toContainText('1');
  await merchants.pendingTab().click();
  await expect(merchants.row(SELLER.username)).toContainText('Awaiting approval');
  await merchants.approve(SELLER.username);
  await expect(merchants.row(SELLER.username)).toHaveCount(0);
  await expect(merchants.pendingTab()).not.toContainText('1');
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

test('the account screens at tablet and desktop sizes in both languages', async ({ page }) => {
  test.setTimeout(240_000);
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
      await expect(page.locator(`tr[data-username="${SELLER.username}"]`)).toBeVisible();
      await shoot(`business-${at}`);

      await page.goto('/#/admin/Account/PlatformAccount');
      await expect(page.locator(`tr[data-username="${STAFF.username}"]`)).toBeVisible();
      await shoot(`platform-${at}`);
      await page.locator(`tr[data-username="${STAFF.username}"]`).getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await shoot(`platform-edit-${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/#/admin/Account/Roles');
      await expect(page.locator(`tr[data-role="${STOCK_ROLE}"]`)).toBeVisible();
      await shoot(`roles-${at}`);
      await page.locator(`tr[data-role="${STOCK_ROLE}"]`).getByRole('button').first().click();
      await expect(page.getByTestId('permission-tree')).toBeVisible();
      await shoot(`role-edit-${at}`);
      await page.keyboard.press('Escape');

      await page.goto('/#/admin/Account/AuditLog');
      await page.locator('tr[data-action="account.platform.create"]').first().click();
      await expect(page.getByTestId('audit-diff')).toBeVisible();
      await shoot(`audit-${at}`);
    }
  }
});
