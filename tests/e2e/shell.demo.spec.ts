import type { Locator, Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import type { PortalChoice } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The app shell against the real server (the shared fixture in ./support) in demo mode: accounts
 * admin, warehouse and seller (password demo1234). The shell's screens and states (tab bar, header
 * menu, language switch, warehouse selector, offline bar, 404 and policy) are component tests
 * (src/client/app/app-shell.test.tsx, src/client/layouts/AdminTabBar.test.tsx); here the real
 * layout at real sizes, in screenshots, and what only a built bundle carries.
 */
const SCREENSHOTS = 'test-results/screenshots';

test.use({
  serviceWorkers: 'block',
  viewport: { width: 1440, height: 900 },
  colorScheme: 'dark',
});

type Portal = PortalChoice;

/** Signed in (LoginPage.signIn); the shell's account menu shows once in. */
async function logIn(page: Page, portal: Portal, username: string) {
  await new LoginPage(page).signIn(portal, username, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

async function switchLanguage(page: Page, locale: 'en-US' | 'zh-CN') {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`language-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('the hidden build stamp carries the version and the build date', async ({ page }) => {
  // The build date is Vite's (vite.config.ts `define`): only a built bundle has it.
  await new LoginPage(page).open();
  const build = page.getByTestId('app-build');
  await expect(build).toBeHidden();
  await expect(build).toHaveAttribute('data-version', '1.2.40');
  await expect(build).toHaveAttribute('data-build-date', /^\d{4}-\d{2}-\d{2}$/);
});

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

const PORTALS: { name: string; portal: Portal; username: string; ready: (page: Page) => Locator }[] = [
  {
    name: 'business',
    portal: 'Seller',
    username: 'seller',
    ready: (page) => page.getByTestId('merchant-flags'),
  },
  {
    name: 'warehouse',
    portal: 'Warehouse staff',
    username: 'warehouse',
    ready: (page) => page.getByTestId('workplace-warehouse'),
  },
  { name: 'admin', portal: 'Administrator', username: 'admin', ready: (page) => page.getByTestId('tab-bar') },
];

for (const { name, portal, username, ready } of PORTALS) {
  test(`screenshots of the ${name} layout at tablet and desktop sizes in both languages`, async ({
    page,
  }) => {
    await logIn(page, portal, username);
    if (name === 'admin') {
      await page.getByTestId('sidebar').getByText('Accounts', { exact: true }).click();
      await page.getByTestId('sidebar').getByRole('link', { name: 'Merchant accounts' }).click();
    }
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await switchLanguage(page, locale);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expect(ready(page)).toBeVisible();
        // The sidebar is the expanded 220 px one at both sizes (tablets are not "mobile").
        await expect(page.getByTestId('sidebar')).toHaveJSProperty('offsetWidth', 220);
        // ...and runs from the header to the bottom of the screen once the resize has settled.
        await expect
          .poll(() => page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().bottom))
          .toBe(viewport.height);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SCREENSHOTS}/shell-${name}-${locale}-${viewport.width}x${viewport.height}.png`,
        });
      }
    }
  });
}
