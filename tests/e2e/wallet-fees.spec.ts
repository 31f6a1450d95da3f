import type { Page } from '@playwright/test';
import { dayOf } from '../../src/domain/wallet/fees';
import { runAxe } from './helpers/accessibility';
import { LoginPage } from './pages/login-page';
import { AccountFeesPage, PlatformFeesPage } from './pages/wallet-fees-page';
import { expect, test } from './support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const SELLER = { username: 'rate.seller', password: 'rate-seller-1' };

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Serious and critical WCAG A/AA problems of the fee screens' own parts: the default card, the
 * tables and the open dialog. The shell, the shared pager and the theme's colours are the whole
 * app's, checked where those are built.
 */
async function accessibilityProblems(page: Page) {
  const result = await runAxe(
    page,
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    },
    {
      include: [
        '[data-testid="default-card"]',
        '[data-testid="rate-overrides"]',
        '[data-testid="platform-fees"]',
        '[role="dialog"]',
      ],
    },
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

/**
 * The fee screens' own behaviour (the rate card and override forms, their checks and refusals, the
 * marketplace fees in both languages) is in their component tests (AccountFeesScreen.test.tsx,
 * PlatformFeesScreen.test.tsx); here the real screens meet the accessibility audit.
 */
test('the fee screens pass the accessibility audit with an override listed and its dialog open', async ({
  page,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const sellerId = await adminApi.createMerchant(SELLER);
  await adminApi.ok('/fee/account/override/create', {
    sellerId,
    effectiveFrom: dayOf(new Date(Date.now() + 7 * DAY_MS)),
    shippingFee: '6.25',
    transshipmentFee: '3',
    switchUserFee: '2',
    consignmentFeePercent: '7.5',
    cashOutDeductionPercent: '5',
    baseFreeDays: 60,
    baseDailyFee: '0.1',
    premiumFreeDays: 15,
    premiumDailyFee: '0.25',
  });
  await new LoginPage(page).logInAsAdmin(admin);
  const fees = new AccountFeesPage(page);
  await fees.open();
  await expect(page.locator('tr[data-day]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add an override' }).click();
  await expect(fees.field('Seller')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await fees.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(fees.dialog()).toBeHidden();
  expect(await accessibilityProblems(page)).toEqual([]);

  const platforms = new PlatformFeesPage(page);
  await platforms.open();
  await expect(platforms.platform('b2b')).toContainText('Fixed at 0%');
  expect(await accessibilityProblems(page)).toEqual([]);
});
