import type { SkuPrices } from '../../src/domain/sourcing/price-search';
import { formatCents } from '../../src/domain/wallet/wallet';
import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Price search (issue 26 point 2) on the demo: the demo seller searches a SKU they hold and sees the
 * demo's month of price history, read through the marketplace simulators (named as simulators): the
 * 3, 7 and 30 day windows with the server's figures, and the chart, in English and Chinese.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const seller = { username: 'seller', password: DEMO_PASSWORD };

test('shows a demo SKU’s three windows and its chart in both languages', async ({ page, baseURL }) => {
  const api = await new Api(baseURL as string).as('business', seller);
  const [{ sku }] = (
    await api.ok<{ hits: { sku: string }[] }>('/sourcing/price-search', { keyword: 'DD1391' })
  ).hits;
  const prices = await api.ok<SkuPrices>('/sourcing/price-search/sku', { sku, timeZone: 'UTC' });
  const size = prices.sizes.find((s) => s.myOneIds.length > 0) ?? prices.sizes[0];

  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  await page.goto(`/#/business/price-search?q=${encodeURIComponent(sku)}`);
  for (const [locale, title, days, simulator] of [
    ['en-US', 'Price Search', '30 days', 'Simulator'],
    ['zh-CN', '价格查询', '30 天', '模拟器'],
  ] as const) {
    await reloadInLanguage(page, locale);
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await expect(page.getByTestId('sku-prices')).toContainText(sku);
    const windows = page.getByTestId('price-window');
    await expect(windows).toHaveCount(3);
    await expect(windows.nth(2)).toContainText(days);
    await expect(windows.nth(2)).toContainText(formatCents(size.windows[2].lowCents!));
    await expect(page.getByTestId('size-markets').getByText(simulator).first()).toBeVisible();
    const chart = page.getByTestId('price-history-chart');
    await expect(chart.locator('.recharts-line').first()).toBeVisible();
  }
});
