import type { Page } from '@playwright/test';
import { ProductEventType } from '../../src/domain/kernel/events';
import { ParcelStatus } from '../../src/domain/inbound/inbound';
import { InspectionGrade } from '../../src/domain/inspection/inspection';
import config from '../../playwright.config';
import { InspectionPage } from './pages/inspection-page';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Inspection on a tablet against the real demo server: a seller forecasts a parcel of two items and
 * the warehouse receives it (both through the API); the inspector scans it, grades both items with
 * a photo each from Chromium's fake camera, sees each ONE ID, and after the sync the server has
 * both items with their photos and their inspection events (type 1).
 */
const SHOTS = 'test-results/inspection/screens';
const seller = { username: 'seller', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };

// Keep the configured browser and flags; add the fake camera that answers getUserMedia without a prompt.
const configured = config.use?.launchOptions ?? {};
test.use({
  viewport: { width: 1440, height: 900 },
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

type Detail = {
  status: number;
  logNos: { logNo: string; status: number }[];
  items: { id: number; sku: string; inspected: number; quantity: number }[];
  products: {
    oneId: string;
    checkResult: number;
    checkRemark: string;
    sku: string;
    spec: string;
    imageList: string[];
  }[];
  eventList: { type: number; oneId: string; imgList: string[] }[];
};

/** A forecast of two items from the demo seller to the demo warehouse, received by the warehouse. */
async function aReceivedParcel(
  baseUrl: string,
): Promise<{ id: number; logNo: string; wareId: number; warehouseApi: Api }> {
  const logNo = `E2EINSP${Date.now().toString(36).toUpperCase()}`;
  const sellerApi = await new Api(baseUrl).as('business', seller);
  const [ware] = await sellerApi.ok<{ id: number }[]>('/sys_ware/listAll');
  const created = await sellerApi.ok<{ id: number }>('/forecast/create', {
    wareId: ware.id,
    logNos: [logNo],
    items: [
      { sku: 'DD1391-100', size: '9', quantity: 1, costPrice: 11000 },
      { sku: 'HP7870', size: '10', quantity: 1, costPrice: 9500 },
    ],
    remark: 'inspection e2e',
  });
  const warehouseApi = await new Api(baseUrl).as('warehouse', staff);
  const received = await warehouseApi.call('warehouse', '/parcel/receive', {
    method: 'POST',
    body: { logNo },
    headers: { wareId: String(ware.id) },
  });
  expect(received.code, received.msg).toBe(200);
  return { id: created.id, logNo, wareId: ware.id, warehouseApi };
}

async function detailOf(api: Api, id: number, wareId: number): Promise<Detail> {
  const answer = await api.call<Detail>('warehouse', '/forecast/get', {
    query: { id },
    headers: { wareId: String(wareId) },
  });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** How many pixels of a canvas are dark: none on a canvas nothing was drawn on. */
function darkPixels(canvas: HTMLCanvasElement): number {
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && pixels[i] < 128) dark += 1;
  return dark;
}

/** Both languages through the header's switch (no reload: the chosen parcel and the form stay), both sizes. */
async function screenshots(page: Page, name: string) {
  const login = new LoginPage(page);
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await login.openUserMenu();
    await page.getByTestId(`language-${locale}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.keyboard.press('Escape');
    for (const [width, height] of [
      [1024, 768],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}x${height}.png`, fullPage: false });
    }
  }
  await login.openUserMenu();
  await page.getByTestId('language-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.keyboard.press('Escape');
}

test('an inspector grades the two items of a received parcel with a photo each; the server has both after the sync', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const parcel = await aReceivedParcel(server.url);
  const inspection = new InspectionPage(page);

  await new LoginPage(page).signIn('Warehouse staff', staff.username, staff.password);
  await page.waitForURL(/#\/warehouse\//);
  await inspection.open();
  // The parcel arrives with the tablet's first pull of the warehouse caches.
  await expect(inspection.parcels().filter({ hasText: parcel.logNo })).toBeVisible({ timeout: 30_000 });
  await screenshots(page, 'list');

  await inspection.scan(parcel.logNo);
  await expect(inspection.chosenParcel()).toHaveText(parcel.logNo);
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-status', 'ok');

  await inspection.line('DD1391-100').click();
  await inspection.grade('Qualified');
  await inspection.takePhoto();
  const first = await inspection.submit();
  await expect(inspection.line('DD1391-100').getByTestId('line-count')).toHaveText('1/1 inspected');

  await inspection.line('HP7870').click();
  await inspection.grade('Box slightly damaged');
  await inspection.remark('corner dent');
  await inspection.takePhoto();
  await screenshots(page, 'form');
  const second = await inspection.submit(first);
  expect(second).not.toBe(first);
  await expect(inspection.parcelStatus()).toHaveText('Checked-authenticated');
  await expect(page.getByRole('button', { name: 'Print label' })).toBeVisible();
  // The label's Code 128 barcode is drawn (its encoder is fetched with the first label).
  await expect.poll(() => page.getByTestId('one-id-barcode').evaluate(darkPixels)).toBeGreaterThan(0);
  await screenshots(page, 'label');

  // A completed line says so instead of taking another inspection.
  await inspection.line('HP7870').click();
  await expect(page.getByTestId('item-blocked')).toContainText('cannot be modified');

  // The outbox sends both ops (photos first); the server then has both items, photos and events.
  await expect
    .poll(async () => (await detailOf(parcel.warehouseApi, parcel.id, parcel.wareId)).products.length, {
      timeout: 60_000,
    })
    .toBe(2);
  const detail = await detailOf(parcel.warehouseApi, parcel.id, parcel.wareId);
  expect(detail.status).toBe(ParcelStatus.checked);
  expect(detail.logNos[0].status).toBe(ParcelStatus.checked);
  const byOneId = new Map(detail.products.map((p) => [p.oneId, p]));
  expect(byOneId.get(first)).toMatchObject({
    sku: 'DD1391-100',
    spec: '9',
    checkResult: InspectionGrade.qualified,
  });
  expect(byOneId.get(second)).toMatchObject({
    sku: 'HP7870',
    spec: '10',
    checkResult: InspectionGrade.boxSlightlyDamaged,
    checkRemark: 'corner dent',
  });
  for (const product of detail.products) expect(product.imageList).toHaveLength(1);
  const inspections = detail.eventList.filter((e) => e.type === ProductEventType.inspection);
  expect(inspections.map((e) => e.oneId).sort()).toEqual([first, second].sort());
  for (const event of inspections) expect(event.imgList).toHaveLength(1);
});
