import type { Page } from '@playwright/test';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Finance/Overview (issue 14) on the demo, in a real browser: its fee chart draws bars and the screen
 * fits a phone's 390x844 and a tablet's 1024x768 without scrolling sideways. The
 * figures it shows (the server's, in both languages), its link to the filtered platform flow and
 * the exclusion list's editor are in FinanceOverviewScreen.test.tsx; the server's figures for the
 * demo, a test seller's money counted again once off the list, in wallet-overview-demo.test.ts.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const OVERVIEW = '/#/admin/Finance/Overview';
/** In demo mode the super administrator is the demo's `admin`. */
const admin = { username: 'admin', password: DEMO_PASSWORD };

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('draws the fee chart in English and Chinese and fits a phone and a tablet', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).logInAsAdmin(admin);
  await page.goto(OVERVIEW);
  await expect(page.getByTestId('overview-available')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1024, height: 768 });
  for (const [locale, title] of [
    ['zh-CN', '财务概览'],
    ['en-US', 'Financial overview'],
  ] as const) {
    await reloadInLanguage(page, locale);
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await expect(
      page.getByTestId('overview-fees-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
  }
  await expect(page.getByTestId('overview-available')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
