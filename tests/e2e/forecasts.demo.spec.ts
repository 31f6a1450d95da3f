import type { Page } from '@playwright/test';
import { reloadInLanguage } from './helpers/language';
import { ForecastPage } from './pages/forecast-page';
import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Inbound reservations against the real demo server (accounts seller and admin, the demo warehouse,
 * SKUs and forecasts): a seller forecasts, edits and cancels; the screens of both portals in both
 * languages. An admin finding a seller's reservation is a component test (BusiForecastScreen.test.tsx).
 */
const SHOTS = 'test-results/forecasts/screens';
const seller = { username: 'seller', password: DEMO_PASSWORD };
const demoAdmin = { username: 'admin', password: DEMO_PASSWORD };

test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

/** Tracking numbers nobody else uses in this server's life. */
function freshTrackingNumber(tag: string): string {
  return `E2E${tag}${Date.now().toString(36).toUpperCase()}`;
}

async function logInAsSeller(page: Page) {
  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
}

test('a seller forecasts two parcels with two items, sees it scheduled, edits it and cancels another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const forecasts = new ForecastPage(page);
  const creates: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/api/business/forecast/create') && creates.push(r.postData() ?? ''),
  );
  const [first, second] = [freshTrackingNumber('A'), freshTrackingNumber('B')];

  await logInAsSeller(page);
  await page.getByRole('link', { name: 'Inbound forecasts' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inbound forecasts' })).toBeVisible();
  await forecasts.startNewReservation();

  // A number against the rule is refused at once, and nothing can be sent without a good one.
  await forecasts.addTrackingNumber('0123456789');
  await expect(
    page.getByText(
      '0123456789 is not a valid tracking number: it needs at least 8 letters, digits or underscores',
    ),
  ).toBeVisible();
  await forecasts.submit();
  await expect(page.getByText('Pick the SKU from the catalogue')).toBeVisible();
  await expect(
    page.getByText(
      '0123456789 is not a valid tracking number: it needs at least 8 letters, digits or underscores',
    ),
  ).toBeVisible();
  expect(creates).toEqual([]);

  await forecasts.trackingBox().fill('');
  await forecasts.addTrackingNumber(first.toLowerCase());
  await forecasts.addTrackingNumber(second);
  await forecasts.addTrackingNumber(first);
  await expect(page.getByText(`${first} is already in the list`)).toBeVisible();
  await forecasts.trackingBox().fill('');
  await forecasts.fillCatalogueItem(0, 'dunk', 'DD1391-100', '9', 2, '110', 'Nike outlet');
  await forecasts.addItem();
  await forecasts.fillFreeTextItem(1, 'Yeezy Slide Onyx', 'adidas', '10', 1, '70.50', 'Private seller');
  await forecasts.submit();

  await expect(page.getByText('Forecast created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inbound forecasts' })).toBeVisible();
  expect(creates).toHaveLength(1);
  expect(JSON.parse(creates[0])).toMatchObject({
    logNos: [first, second],
    items: [
      { sku: 'DD1391-100', size: '9', quantity: 2, costPrice: 11000, supply: 'Nike outlet' },
      {
        name: 'Yeezy Slide Onyx',
        brand: 'adidas',
        size: '10',
        quantity: 1,
        costPrice: 7050,
        supply: 'Private seller',
      },
    ],
  });
  const row = forecasts.rowWith(first);
  await expect(row).toContainText(second);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Demo Warehouse NJ');
  await expect(row).toContainText('3 items · 0 inspected');

  // Edit while scheduled: the remark changes and the list shows the same reservation.
  await forecasts.openRow(first);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Remark' }).fill('Two boxes, one label each');
  await forecasts.submit('Save changes');
  await expect(page.getByText('Forecast saved')).toBeVisible();
  await expect(page.getByText('Two boxes, one label each')).toBeVisible();

  // Cancel the demo's other scheduled reservation: it becomes read-only with the reason.
  await forecasts.openSellerList();
  await forecasts.filterByTrackingNumber('9400111899223334445566');
  await expect(forecasts.rows()).toHaveCount(1);
  await forecasts.openRow('9400111899223334445566');
  await forecasts.cancelOpenReservation();
  await expect(page.getByTestId('read-only-reason')).toHaveText(
    'This forecast is Cancelled: it can be edited or cancelled only while scheduled.',
  );
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await forecasts.openSellerList();
  await forecasts.filterByTrackingNumber('9400111899223334445566');
  await expect(forecasts.rowWith('9400111899223334445566')).toContainText('Cancelled');
});

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

test('screens at tablet and desktop sizes in English and Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  await logInAsSeller(page);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await reloadInLanguage(page, locale);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const tag = `${locale}-${viewport.width}`;
      await page.goto('/#/business/my-package');
      await expect(page.getByTestId('forecast-row').first()).toBeVisible();
      await shoot(`seller-list-${tag}`);
      await page.goto('/#/business/my-package/forecast-detail');
      await page.getByTestId('tracking-input').fill('0123456789');
      await page.getByTestId('tracking-input').press('Enter');
      await shoot(`seller-new-${tag}`);
      await page.goto('/#/business/my-package');
      await page.getByTestId('forecast-row').first().click();
      await expect(page.getByTestId('parcel-table')).toBeVisible();
      await shoot(`seller-detail-${tag}`);
    }
  }
  await reloadInLanguage(page, 'en-US');
  await new LoginPage(page).logOut();
  await new LoginPage(page).logInAsAdmin(demoAdmin);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await reloadInLanguage(page, locale);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const tag = `${locale}-${viewport.width}`;
      await page.goto('/#/admin/BusiForecast');
      // The kept-alive screen remembers the tab chosen last time.
      await page.getByRole('tab', { name: /^(Forecasts|预报单)$/ }).click();
      await expect(page.getByTestId('forecast-row').first()).toBeVisible();
      await shoot(`admin-list-${tag}`);
      await page.getByTestId('forecast-row').first().click();
      await expect(page.getByTestId('parcel-table')).toBeVisible();
      await shoot(`admin-detail-${tag}`);
      await page.goto('/#/admin/BusiForecast');
      await page.getByRole('tab', { name: /Unforecast parcels|无预报包裹/ }).click();
      await expect(page.getByTestId('unforecast-table')).toBeVisible();
      await shoot(`admin-unforecast-${tag}`);
    }
  }
});
