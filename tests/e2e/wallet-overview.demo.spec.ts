import { formatCents } from '../../src/domain/wallet/wallet';
import type { FinanceOverview } from '../../src/domain/wallet/overview';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Finance/Overview (issue 14) on the demo: the figures on the screen are the server's, in both
 * languages, at a tablet's 1024x768 and a phone's 390x844; a waiting row opens the platform flow
 * filtered; taking a test seller off the exclusion list brings its money into the figures.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const OVERVIEW = '/#/admin/Finance/Overview';
/** In demo mode the super administrator is the demo's `admin`. */
const admin = { username: 'admin', password: DEMO_PASSWORD };

async function figures(baseURL: string | undefined): Promise<FinanceOverview> {
  const api = await new Api(baseURL as string).as('admin', admin);
  const answer = await api.call<FinanceOverview>('admin', '/finance/overview');
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

test('shows the same figures as the server in English and Chinese, and links to the filtered platform flow', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const o = await figures(baseURL);
  expect(o.excluded.sellers).toHaveLength(7);
  await new LoginPage(page).logInAsAdmin(admin);
  await page.goto(OVERVIEW);

  for (const [locale, title, recharge] of [
    ['en-US', 'Financial overview', 'Recharge'],
    ['zh-CN', '财务概览', '充值'],
  ] as const) {
    await reloadInLanguage(page, locale);
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await expect(page.getByTestId('overview-available')).toHaveText(formatCents(o.balances.availableCents));
    await expect(page.getByTestId('overview-held')).toHaveText(formatCents(o.balances.heldCents));
    await expect(page.getByTestId('overview-sellersWithMoney')).toHaveText(
      String(o.balances.sellersWithMoney),
    );
    const waiting = page.getByTestId('overview-pending').locator('[data-pending="1-1"]');
    await expect(waiting).toContainText(recharge);
    await expect(waiting.getByTestId('pending-count')).toHaveText(String(o.pending[0].count));
    const top = o.balances.topSellers[0];
    await expect(
      page.getByTestId('overview-top-sellers').locator(`[data-seller="${top.uid}"]`),
    ).toContainText(formatCents(top.totalCents));
    const fees = page.getByTestId('overview-fees');
    for (const fee of o.feesByType.filter((f) => f.entries > 0)) {
      await expect(fees.locator(`[data-fee-type="${fee.feeType}"]`)).toContainText(
        formatCents(fee.chargedCents),
      );
    }
    const cashIn = o.cashByDay.reduce((sum, d) => sum + d.inCents, 0);
    await expect(page.getByTestId('overview-cash-in')).toHaveText(formatCents(cashIn));
    await expect(
      page.getByTestId('overview-fees-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expect(page.getByTestId('overview-exclusions').locator('[data-code]')).toHaveCount(7);
  }

  await reloadInLanguage(page, 'en-US');
  await expect(page.getByTestId('overview-available')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const paying = o.pending.find((p) => p.kind === 2 && p.stage === 3);
  await page
    .getByRole('link', { name: 'Open the Withdrawal applications at the stage Paying in the platform flow' })
    .click();
  await expect(page).toHaveURL(/#\/admin\/Finance\/PlatformFlow\?kind=2&stage=3$/);
  await expect(page.getByTestId('platform-flow').locator('[data-application]')).toHaveCount(
    paying?.count ?? 0,
  );
});

test('fits a phone and brings a test seller back into the figures once it is off the exclusion list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const before = await figures(baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).logInAsAdmin(admin);
  await page.goto(OVERVIEW);
  await expect(page.getByTestId('overview-available')).toHaveText(
    formatCents(before.balances.availableCents),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Edit the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sellers left out of the statistics' });
  await dialog
    .locator('.mantine-Pill-root')
    .filter({ hasText: 'T900001' })
    .locator('.mantine-Pill-remove')
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('overview-exclusions').locator('[data-code]')).toHaveCount(6);
  const after = await figures(baseURL);
  expect(after.balances.availableCents).toBe(before.balances.availableCents + 5_000_000);
  await expect(page.getByTestId('overview-available')).toHaveText(formatCents(after.balances.availableCents));
  await expect(page.getByTestId('overview-top-sellers').locator('[data-seller="T900001"]')).toContainText(
    '$50,000.00',
  );
});
