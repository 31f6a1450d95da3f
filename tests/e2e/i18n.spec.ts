import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/**
 * The language switch (spec sections 2 and 9) against the real server: the server stores a logged-in
 * user's choice and a real reload keeps it. The texts of both languages and the login page's switch
 * are component tests (src/client/app/app-shell.test.tsx).
 */
test('a logged-in user switches language from the header; the server stores it and a reload keeps it', async ({
  page,
  adminApi,
}) => {
  const seller = `lang${Date.now() % 100000}`;
  await adminApi.createMerchant({ username: seller, password: 'seller-pass-1' });
  const login = new LoginPage(page);
  await login.openAndLogIn('Seller', seller, 'seller-pass-1');
  await page.waitForURL(/#\/business\/workplace$/);
  await expect(page).toHaveTitle('Dashboard - SoleStack');

  const saved = page.waitForResponse((r) =>
    r.url().includes('/api/business/sys_user/changeLanguage?language=zh_cn'),
  );
  await login.openUserMenu();
  await page.getByTestId('language-zh-CN').click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveTitle('仪表盘 - SoleStack');

  await page.reload();
  await expect(page).toHaveTitle('仪表盘 - SoleStack');
  await login.openUserMenu();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
});
