import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api } from './support/api';
import { DEMO_PASSWORD } from './support/server';
import { LoginPage } from './pages/login-page';
import { ReceivingPage } from './pages/receiving-page';
import { reloadInLanguage } from './helpers/language';

/**
 * Receiving on the warehouse portal (WarehousingAppoint): a seller forecasts parcels through the API,
 * the demo warehouse worker scans them with a simulated scanner (no field focused). Every scan goes
 * through the tablet's outbox, online and offline.
 */

type ForecastView = {
  logNos: { logNo: string; status: number; receivedBy: string }[];
  eventList: { type: number; logNo: string }[];
};

async function forecastParcels(baseUrl: string, count: number, tag: string) {
  const seller = await new Api(baseUrl).as('business', { username: 'seller', password: DEMO_PASSWORD });
  const [ware] = await seller.ok<{ id: number }[]>('/sys_ware/listAll');
  const logNos: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const logNo = `E2E${tag}${String(i).padStart(6, '0')}${Date.now() % 100000}`;
    await seller.ok('/forecast/create', {
      wareId: ware.id,
      logNos: [logNo],
      items: [{ sku: 'DD1391-100', size: '10', quantity: 1 }],
      remark: 'e2e receiving',
    });
    logNos.push(logNo);
  }
  return { wareId: ware.id, logNos };
}

async function logInAsWarehouse(page: Page) {
  const login = new LoginPage(page);
  await login.signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
  await page.waitForURL(/#\/warehouse\//);
}

test('a scanned forecast parcel is received once; a second scan and a bad number change nothing', async ({
  page,
  server,
}) => {
  const { wareId, logNos } = await forecastParcels(server.url, 1, 'A');
  const [logNo] = logNos;
  await logInAsWarehouse(page);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(logNo)).toBeVisible({ timeout: 30_000 });

  await receiving.scan(logNo);
  await expect(receiving.banner).toHaveAttribute('data-status', 'ok');
  await expect(receiving.banner).toContainText(`Received ${logNo}`);
  await expect(receiving.banner).toContainText('#');
  await expect(receiving.forecastRow(logNo)).toContainText('Received');
  await expect(receiving.sessionRow(logNo)).toHaveAttribute('data-sync', 'synced', { timeout: 30_000 });

  await receiving.scan(logNo);
  await expect(receiving.banner).toHaveAttribute('data-status', 'warn');
  await expect(receiving.banner).toContainText('Already received');

  await receiving.scan('0123456789');
  await expect(receiving.banner).toHaveAttribute('data-status', 'error');
  await expect(receiving.banner).toContainText('Not a valid tracking number');

  const staff = await new Api(server.url).as('warehouse', { username: 'warehouse', password: DEMO_PASSWORD });
  const list = await staff.call<{ data: { id: number }[] }>('warehouse', '/forecast/list', {
    method: 'POST',
    body: { logNo },
    headers: { wareId: String(wareId) },
  });
  const detail = await staff.call<ForecastView>('warehouse', '/forecast/get', {
    query: { id: list.data.data[0].id },
    headers: { wareId: String(wareId) },
  });
  expect(detail.data.logNos.map((p) => p.status)).toEqual([2]);
  expect(detail.data.eventList.filter((e) => e.type === 15)).toHaveLength(1);
});

test('a scan offline waits to sync and is synced when the network is back', async ({
  page,
  context,
  server,
}) => {
  const { logNos } = await forecastParcels(server.url, 1, 'B');
  const [logNo] = logNos;
  await logInAsWarehouse(page);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(logNo)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await receiving.scan(logNo);
  await expect(receiving.banner).toHaveAttribute('data-status', 'ok');
  await expect(receiving.sessionRow(logNo)).toHaveAttribute('data-sync', 'waiting');
  await expect(receiving.forecastRow(logNo).getByTestId('waiting-to-sync')).toBeVisible();

  await context.setOffline(false);
  await expect(receiving.sessionRow(logNo)).toHaveAttribute('data-sync', 'synced', { timeout: 45_000 });
});

test("a seller's forecast made while the tablet is offline reaches its cache on reconnect and is received offline", async ({
  page,
  context,
  server,
}) => {
  const {
    logNos: [known],
  } = await forecastParcels(server.url, 1, 'D');
  await logInAsWarehouse(page);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(known)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  const {
    logNos: [madeOffline],
  } = await forecastParcels(server.url, 1, 'E');
  await expect(receiving.forecastRow(madeOffline)).toHaveCount(0);

  // Back online: the pull brings the new forecast into the tablet's cache.
  await context.setOffline(false);
  await expect(receiving.forecastRow(madeOffline)).toBeVisible({ timeout: 45_000 });

  // From that cache the parcel is matched with the network gone again.
  await context.setOffline(true);
  await receiving.scan(madeOffline);
  await expect(receiving.banner).toHaveAttribute('data-status', 'ok');
  await expect(receiving.sessionRow(madeOffline)).toHaveAttribute('data-sync', 'waiting');
  await context.setOffline(false);
  await expect(receiving.sessionRow(madeOffline)).toHaveAttribute('data-sync', 'synced', { timeout: 45_000 });
});

test('screenshots of receiving and the forecast detail at tablet and desktop sizes, in English and Chinese', async ({
  page,
  server,
}) => {
  const { logNos } = await forecastParcels(server.url, 2, 'C');
  await logInAsWarehouse(page);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(logNos[0])).toBeVisible({ timeout: 30_000 });
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await reloadInLanguage(page, locale);
    await expect(receiving.banner).toBeVisible();
    await expect(receiving.forecastRow(logNos[0])).toBeVisible({ timeout: 30_000 });
    // Playwright's keyboard waits for each key to be handled, so a page still busy with its first
    // pull would stretch the simulated burst (a real scanner's keys keep their own times).
    await page.waitForLoadState('networkidle');
    const scanned = locale === 'en-US' ? logNos[0] : logNos[1];
    await receiving.scan(scanned);
    await expect(receiving.banner).toHaveAttribute('data-status', 'ok');
    // The lists follow the banner in a background render: shoot once they show the scan too.
    await expect(receiving.sessionRow(scanned)).toBeVisible();
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: test.info().outputPath(`receiving-${locale}-${size.width}.png`),
        fullPage: true,
      });
    }
    await receiving.forecastRow(logNos[0]).getByRole('button').click();
    await expect(page.getByTestId('appoint-detail')).toBeVisible();
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: test.info().outputPath(`appoint-detail-${locale}-${size.width}.png`),
        fullPage: true,
      });
    }
    await receiving.open();
  }
});
