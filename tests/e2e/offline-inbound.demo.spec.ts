import type { Page } from '@playwright/test';
import config from '../../playwright.config';
import { ProductEventType } from '../../src/domain/kernel/events';
import { ParcelStatus } from '../../src/domain/inbound/inbound';
import { InspectionGrade } from '../../src/domain/inspection/inspection';
import { scanWithGun } from './helpers/scanner-gun';
import { InspectionPage } from './pages/inspection-page';
import { LoginPage } from './pages/login-page';
import { ReceivingPage } from './pages/receiving-page';
import { ShelfManagePage } from './pages/shelf-manage-page';
import { SyncStatusPage } from './pages/sync-status-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';
import { serviceWorkerInControl } from './helpers/service-worker';

/**
 * Issue 4's offline day on one tablet, against the real demo server with the service worker on:
 * online once (caches, shelves and ONE IDs pulled), then with the network gone it receives 50
 * forecast parcels by scanner bursts, inspects 20 items with a photo each from Chromium's fake
 * camera, shelves them, is reloaded (the app comes back from the service worker with its queue),
 * and back online drains the queue: the server holds exactly 50 receipts, 20 inspections with
 * their photos and 20 shelvings, and the seller sees the parcels and items.
 */
const seller = { username: 'seller', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };
const PARCELS = 50;
/** At most 3 tracking numbers per forecast (TRACKING_NUMBERS_PER_FORECAST_MAX). */
const PARCELS_PER_FORECAST = 3;
/** The first forecasts expect two items each: 10 x 2 = the 20 items inspected and shelved. */
const INSPECTED_FORECASTS = 10;
const QUEUED_OPS = PARCELS + 2 * INSPECTED_FORECASTS * 2;

const configured = config.use?.launchOptions ?? {};
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 1024, height: 768 },
  launchOptions: {
    ...configured,
    args: [
      ...(configured.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera'],
});

type Forecast = { id: number; logNos: string[]; inspected: boolean };
type Detail = {
  logNos: { logNo: string; status: number }[];
  products: { oneId: string; status: number; shelvesName: string; imageList: string[] }[];
  eventList: { type: number; logNo: string; oneId: string; imgList: string[] }[];
};

/** The seller forecasts 50 parcels to the demo warehouse NJ in 17 forecasts; the first 10 expect two items. */
async function forecastFiftyParcels(
  baseUrl: string,
): Promise<{ wareId: number; forecasts: Forecast[]; sellerApi: Api }> {
  const sellerApi = await new Api(baseUrl).as('business', seller);
  const wares = await sellerApi.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const ware = wares.find((w) => w.name === 'Demo Warehouse NJ') ?? wares[0];
  const tag = Date.now().toString(36).toUpperCase();
  const logNos = Array.from({ length: PARCELS }, (_, i) => `OFF${tag}P${String(i).padStart(2, '0')}`);
  const forecasts: Forecast[] = [];
  for (let start = 0; start < PARCELS; start += PARCELS_PER_FORECAST) {
    const inspected = forecasts.length < INSPECTED_FORECASTS;
    const items = inspected
      ? [
          { sku: 'DD1391-100', size: '9', quantity: 1, costPrice: 11000 },
          { sku: 'HP7870', size: '10', quantity: 1, costPrice: 9500 },
        ]
      : [{ sku: 'DD1391-100', size: '10', quantity: 1 }];
    const parcels = logNos.slice(start, start + PARCELS_PER_FORECAST);
    const created = await sellerApi.ok<{ id: number }>('/forecast/create', {
      wareId: ware.id,
      logNos: parcels,
      items,
      remark: 'offline day',
    });
    forecasts.push({ id: created.id, logNos: parcels, inspected });
  }
  return { wareId: ware.id, forecasts, sellerApi };
}

/** Two real shelves of the warehouse (not the pseudo shelf), read before the network goes. */
async function twoShelves(baseUrl: string, wareId: number): Promise<{ code: string; name: string }[]> {
  const staffApi = await new Api(baseUrl).as('warehouse', staff);
  const answer = await staffApi.call<{ data: { id: number; code: string; name: string }[] }>(
    'warehouse',
    '/sys_ware_shelves/list',
    {
      method: 'POST',
      body: { pageSize: 50 },
      headers: { wareId: String(wareId) },
    },
  );
  expect(answer.code, answer.msg).toBe(200);
  const shelves = answer.data.data.filter((s) => s.id > 0 && s.code);
  expect(shelves.length).toBeGreaterThanOrEqual(2);
  return shelves.slice(0, 2);
}

/** Logged in with the service worker in control and the first sync done: nothing waits, a last success is shown. */
async function tabletReadyOnline(page: Page, lastLogNo: string) {
  await new LoginPage(page).signIn('Warehouse staff', staff.username, staff.password);
  await page.waitForURL(/#\/warehouse\//);
  await serviceWorkerInControl(page);
  const shelving = new ShelfManagePage(page);
  await shelving.open();
  await shelving.waitForShelves();
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(lastLogNo)).toBeVisible({ timeout: 30_000 });
  const sync = new SyncStatusPage(page);
  await expect(sync.pendingCount()).toHaveText('0');
  const details = await sync.openDetails();
  await expect(details).toContainText('Everything is synced');
  await expect(details).toContainText(/Last synced/);
  await sync.indicator().click();
  await expect(details).toBeHidden();
  return receiving;
}

async function detailAs(api: Api, host: 'admin' | 'business', id: number): Promise<Detail> {
  const answer = await api.call<Detail>(host, '/forecast/get', { query: { id } });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

test('an offline tablet receives 50 parcels, inspects and shelves 20 items, survives a reload, and the server gets each exactly once', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(600_000);
  const { wareId, forecasts, sellerApi } = await forecastFiftyParcels(server.url);
  const shelves = await twoShelves(server.url, wareId);
  const allLogNos = forecasts.flatMap((f) => f.logNos);
  const receiving = await tabletReadyOnline(page, allLogNos[allLogNos.length - 1]);
  const sync = new SyncStatusPage(page);

  await context.setOffline(true);
  await expect(sync.indicator()).toHaveAttribute('data-online', 'false');

  // Receiving: 50 bursts, each answered on screen before the next.
  for (const logNo of allLogNos) {
    await scanWithGun(page, logNo);
    await expect(receiving.banner).toContainText(`Received ${logNo}`);
    await expect(receiving.banner).toHaveAttribute('data-status', 'ok');
  }
  await expect(sync.pendingCount()).toHaveText(String(PARCELS));

  // Inspection: one parcel of each two-item forecast, both items graded with a photo from the fake camera.
  const inspection = new InspectionPage(page);
  await inspection.open();
  const oneIds: string[] = [];
  for (const forecast of forecasts.filter((f) => f.inspected)) {
    await scanWithGun(page, forecast.logNos[0]);
    await expect(inspection.chosenParcel()).toHaveText(forecast.logNos[0]);
    for (const sku of ['DD1391-100', 'HP7870']) {
      await inspection.line(sku).click();
      await inspection.grade('Qualified');
      await inspection.takePhoto();
      oneIds.push(await inspection.submit(oneIds[oneIds.length - 1] ?? ''));
      await expect(inspection.line(sku).getByTestId('line-count')).toHaveText('1/1 inspected');
    }
  }
  expect(new Set(oneIds).size).toBe(2 * INSPECTED_FORECASTS);

  // Shelving: each ONE ID shown after inspection, then a shelf code; half on each shelf.
  const shelving = new ShelfManagePage(page);
  await shelving.open();
  const shelfOf = (index: number) => shelves[index % 2];
  for (const [index, oneId] of oneIds.entries()) {
    await shelving.scan(oneId);
    await expect(shelving.banner()).toContainText(`ONE ID ${oneId}: now scan its shelf`);
    await shelving.scan(shelfOf(index).code);
    await expect(shelving.banner()).toContainText(`${oneId} → ${shelfOf(index).name}`);
  }
  await expect(sync.pendingCount()).toHaveText(String(QUEUED_OPS));

  // Reloaded with the network still gone: the service worker serves the app, the queue is intact.
  await page.reload();
  await expect(sync.indicator()).toHaveAttribute('data-online', 'false');
  await expect(sync.pendingCount()).toHaveText(String(QUEUED_OPS));
  await expect(shelving.recentRow(oneIds[oneIds.length - 1]).getByTestId('op-state')).toHaveAttribute(
    'data-state',
    'pending',
  );

  await context.setOffline(false);
  await expect(sync.pendingCount()).toHaveText('0', { timeout: 180_000 });
  const details = await sync.openDetails();
  await expect(details).toContainText('Everything is synced');
  await expect(page.getByTestId('sync-attention-link')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The server, as the admin sees it: every receipt, inspection and shelving exactly once.
  const adminApi = await new Api(server.url).as('admin', { username: 'admin', password: DEMO_PASSWORD });
  const details50 = await Promise.all(forecasts.map((f) => detailAs(adminApi, 'admin', f.id)));
  const parcels = details50.flatMap((d) => d.logNos);
  const events = details50.flatMap((d) => d.eventList);
  const products = details50.flatMap((d) => d.products);
  expect(parcels.map((p) => p.logNo).sort()).toEqual([...allLogNos].sort());
  for (const parcel of parcels) expect(parcel.status).toBeGreaterThanOrEqual(ParcelStatus.received);
  const receipts = events.filter((e) => e.type === ProductEventType.inbound).map((e) => e.logNo);
  expect(receipts.sort()).toEqual([...allLogNos].sort());

  expect(products.map((p) => p.oneId).sort()).toEqual([...oneIds].sort());
  for (const product of products) expect(product.imageList).toHaveLength(1);
  const inspections = events.filter((e) => e.type === ProductEventType.inspection);
  expect(inspections.map((e) => e.oneId).sort()).toEqual([...oneIds].sort());
  for (const event of inspections) expect(event.imgList).toHaveLength(1);
  const shelvings = events.filter((e) => e.type === ProductEventType.shelfChange);
  expect(shelvings.map((e) => e.oneId).sort()).toEqual([...oneIds].sort());
  const shelfByOneId = new Map(products.map((p) => [p.oneId, p.shelvesName]));
  for (const [index, oneId] of oneIds.entries()) expect(shelfByOneId.get(oneId)).toBe(shelfOf(index).name);

  // The seller sees their parcels received (and checked where every item was inspected) and their items.
  for (const forecast of forecasts) {
    const view = await detailAs(sellerApi, 'business', forecast.id);
    const expected = forecast.inspected ? ParcelStatus.checked : ParcelStatus.received;
    expect(view.logNos.map((p) => p.status)).toEqual(forecast.logNos.map(() => expected));
  }
  for (const oneId of oneIds) {
    const answer = await sellerApi.call<{ data: { oneId: string; checkResult: number }[] }>(
      'business',
      '/inventory/list',
      {
        method: 'POST',
        body: { oneId },
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.data.map((i) => [i.oneId, i.checkResult])).toEqual([
      [oneId, InspectionGrade.qualified],
    ]);
  }
});
