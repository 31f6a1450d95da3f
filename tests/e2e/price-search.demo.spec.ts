import { reloadInLanguage } from './helpers/language';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Price search (issue 26 point 2) on the demo: the demo seller opens a SKU they hold and its month of
 * price history is drawn as a chart (a real layout: the chart needs the size the page gives it), in
 * English and Chinese. The screen's texts and figures (the 3, 7 and 30 day windows, the simulators
 * named as such) are checked by PriceSearchScreen.test.tsx, the demo's history by
 * tests/integration/listing-demo.test.ts.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const seller = { username: 'seller', password: DEMO_PASSWORD };

test('draws a demo SKU’s price history in both languages', async ({ page, baseURL }) => {
  const api = await new Api(baseURL as string).as('business', seller);
  const [{ sku }] = (
    await api.ok<{ hits: { sku: string }[] }>('/sourcing/price-search', { keyword: 'DD1391' })
  ).hits;

  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  await page.goto(`/#/business/price-search?q=${encodeURIComponent(sku)}`);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await reloadInLanguage(page, locale);
    await expect(page.getByTestId('sku-prices')).toContainText(sku);
    const chart = page.getByTestId('price-history-chart');
    await expect(chart.locator('.recharts-line').first()).toBeVisible();
  }
});
