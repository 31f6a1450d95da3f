import type { Page } from '@playwright/test';
import { dayOf } from '../../src/domain/wallet/fees';
import { runAxe } from './helpers/accessibility';
import { reloadInLanguage } from './helpers/language';
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

test('an admin edits the default rate card, adds a seller override and a marketplace fee', async ({
  page,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await adminApi.createMerchant(SELLER);
  await new LoginPage(page).logInAsAdmin(admin);
  const fees = new AccountFeesPage(page);
  await fees.open();
  await expect(fees.defaultCard()).toContainText('$5.00');

  // The default card: a third decimal is refused on the spot, then the fixed value is saved.
  await page.getByRole('button', { name: 'Edit the default card' }).click();
  await fees.type('Shipping fee per pair', '6.255');
  await expect(fees.dialog()).toContainText('At most 2 decimals');
  await fees.type('Shipping fee per pair', '6.25');
  await fees.type('Consignment fee (% of the sale price)', '12.5');
  await fees.save();
  await expect(fees.dialog()).toBeHidden();
  await expect(fees.defaultCard()).toContainText('$6.25');
  await expect(fees.defaultCard()).toContainText('12.5%');

  // An override from next week: a percent over 100 is refused, then it shows as scheduled.
  const nextWeek = dayOf(new Date(Date.now() + 7 * DAY_MS));
  await page.getByRole('button', { name: 'Add an override' }).click();
  expect(await accessibilityProblems(page)).toEqual([]);
  await fees.chooseSeller(SELLER.username);
  await fees.field('Effective from (GMT)').fill(nextWeek);
  await fees.type('Consignment fee (% of the sale price)', '101');
  await expect(fees.dialog()).toContainText('At most 100.00');
  await fees.type('Consignment fee (% of the sale price)', '7.5');
  await fees.type('Base warehouse: free storage days', '60');
  await fees.save();
  await expect(fees.dialog()).toBeHidden();
  const row = page.locator('tr[data-day]').filter({ hasText: nextWeek });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('7.5%');
  await expect(row).toContainText('$6.25');
  await expect(row).toContainText('60 days free');

  // A second override for the same seller and day is a conflict the form shows; nothing is added.
  await page.getByRole('button', { name: 'Add an override' }).click();
  await fees.chooseSeller(SELLER.username);
  await fees.field('Effective from (GMT)').fill(nextWeek);
  await fees.save();
  await expect(fees.dialog().getByRole('alert')).toContainText('already has an override');
  await fees.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('tr[data-day]')).toHaveCount(1);
  expect(await accessibilityProblems(page)).toEqual([]);

  // Marketplace fees: StockX changes, the B2B platform stays fixed at 0% with nothing to edit.
  const platforms = new PlatformFeesPage(page);
  await platforms.open();
  await platforms.setFee('StockX', '10.5');
  await expect(platforms.platform('stockx')).toContainText('10.5%');
  await expect(platforms.platform('b2b')).toContainText('Fixed at 0%');
  await expect(platforms.platform('b2b').getByRole('button')).toHaveCount(0);
  expect(await accessibilityProblems(page)).toEqual([]);

  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { name: '平台费率' })).toBeVisible();
  await expect(platforms.platform('b2b')).toContainText('固定为 0%');
});
