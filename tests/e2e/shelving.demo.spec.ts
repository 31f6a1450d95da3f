import { ShelfManagePage } from './pages/shelf-manage-page';
import { LoginPage } from './pages/login-page';
import type { Api } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Shelving on the warehouse portal (issue 4): inspected items (made through the API) scanned onto a
 * shelf by a simulated scanner gun, queued in the tablet's outbox and synced; the server then has
 * each item on that shelf.
 */

const STAFF = { username: 'warehouse', password: 'demo1234' };

type Item = { oneId: string; shelvesName: string };

async function demoWarehouse(api: Api): Promise<{ staff: Api; wareId: number }> {
  const staff = await api.as('warehouse', STAFF);
  const list = await staff.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const nj = list.find((w) => w.name === 'Demo Warehouse NJ') ?? list[0];
  return { staff, wareId: nj.id };
}

/**
 * The demo seller forecasts a parcel of `count` pairs under a tracking number of this test's own
 * (the demo's parcels are shared with other specs on the same server, which may cancel or receive
 * them first); staff receive it and inspect the pairs as qualified: their ONE IDs.
 */
async function inspectedItems(api: Api, staff: Api, wareId: number, count: number): Promise<string[]> {
  const headers = { wareId: String(wareId) };
  const seller = await api.as('business', { username: 'seller', password: STAFF.password });
  const logNo = `E2ESH${String(count).padStart(2, '0')}${Date.now()}`;
  await seller.ok('/forecast/create', {
    wareId,
    logNos: [logNo],
    items: [{ sku: 'DD1391-100', size: '9', quantity: count }],
    remark: 'e2e shelving',
  });
  const received = await staff.call('warehouse', '/parcel/receive', {
    method: 'POST',
    body: { logNo },
    headers,
  });
  expect(received.code, received.msg).toBe(200);
  const oneIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await staff.call<{ oneId: string }>('warehouse', '/inspection/submit', {
      method: 'POST',
      body: { logNo, sku: 'DD1391-100', size: '9', grade: 1 },
      headers,
    });
    expect(answer.code, answer.msg).toBe(200);
    oneIds.push(answer.data.oneId);
  }
  return oneIds;
}

async function serverItem(staff: Api, wareId: number, oneId: string): Promise<Item> {
  const answer = await staff.call<{ data: Item[] }>('warehouse', '/inventory_view/list', {
    method: 'POST',
    body: { oneId },
    headers: { wareId: String(wareId) },
  });
  expect(answer.code).toBe(200);
  return answer.data.data[0];
}

test('a ONE ID then a shelf code, scanned by a gun with no field focused, puts the item on that shelf on the server', async ({
  page,
  api,
}) => {
  const { staff, wareId } = await demoWarehouse(api);
  const [oneId] = await inspectedItems(api, staff, wareId, 1);
  await new LoginPage(page).signIn('Warehouse staff', STAFF.username, STAFF.password);
  await page.waitForURL(/#\/warehouse\//);

  const shelving = new ShelfManagePage(page);
  await shelving.open();
  await shelving.waitForShelves();
  await expect(page.locator(`[data-testid="awaiting-row"][data-one-id="${oneId}"]`)).toBeVisible({
    timeout: 20_000,
  });

  await shelving.scan(oneId);
  await expect(shelving.banner()).toContainText(`ONE ID ${oneId}: now scan its shelf`);
  await shelving.scan(`W${wareId}-A-01`);
  await expect(shelving.banner()).toHaveAttribute('data-status', 'ok');
  await expect(shelving.banner()).toContainText(`${oneId} → A-01`);
  await shelving.expectSynced(oneId);
  expect((await serverItem(staff, wareId, oneId)).shelvesName).toBe('A-01');

  // A shelf of another warehouse is refused and nothing is queued.
  await shelving.scan(oneId);
  await shelving.scan(`W${wareId + 1000}-A-01`);
  await expect(shelving.banner()).toHaveAttribute('data-status', 'error');
  await expect(shelving.banner()).toContainText('belongs to another warehouse');
  await expect(page.getByTestId('recent-row')).toHaveCount(1);

  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/shelving/shelf-manage-en-${size.width}.png`,
      fullPage: true,
    });
  }
  const login = new LoginPage(page);
  await login.openUserMenu();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.getByText('本平板的上架记录')).toBeVisible();
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/shelving/shelf-manage-zh-${size.width}.png`,
      fullPage: true,
    });
  }
  await login.openUserMenu();
  await page.getByTestId('language-en-US').click();
});

test('batch mode: one shelf, then three items, all on that shelf after sync', async ({ page, api }) => {
  const { staff, wareId } = await demoWarehouse(api);
  const oneIds = await inspectedItems(api, staff, wareId, 3);
  await new LoginPage(page).signIn('Warehouse staff', STAFF.username, STAFF.password);
  await page.waitForURL(/#\/warehouse\//);

  const shelving = new ShelfManagePage(page);
  await shelving.open();
  await shelving.waitForShelves();
  await shelving.batchMode();
  await shelving.scan(`W${wareId}-B-02`);
  await expect(shelving.banner()).toContainText('Shelf B-02: now scan the items');
  for (const oneId of oneIds) {
    await shelving.scan(oneId);
    await expect(shelving.banner()).toContainText(`${oneId} → B-02`);
  }
  for (const oneId of oneIds) await shelving.expectSynced(oneId);
  for (const oneId of oneIds) expect((await serverItem(staff, wareId, oneId)).shelvesName).toBe('B-02');

  await page.goto('/#/warehouse/InventoryView/1/1');
  await expect(page.locator(`[data-testid="inventory-row"][data-one-id="${oneIds[0]}"]`)).toBeVisible();
  await expect(
    page.locator(`[data-testid="inventory-row"][data-one-id="${oneIds[0]}"]`).getByTestId('ware-fee'),
  ).toHaveText('$0.00');
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/shelving/inventory-en-${size.width}.png`, fullPage: true });
  }
  const summary = await staff.call<{ today: { shelved: number } }>(
    'warehouse',
    '/workplace/inbound_summary',
    {
      headers: { wareId: String(wareId) },
      // The screen counts from the start of the worker's own day, as the browser on this machine sees it.
      query: { since: new Date(new Date().setHours(0, 0, 0, 0)).toISOString() },
    },
  );
  expect(summary.data.today.shelved).toBeGreaterThanOrEqual(3);
  await page.goto('/#/warehouse/WarehouseWorkplace');
  await expect(page.getByTestId('figure-shelved')).toHaveText(String(summary.data.today.shelved));
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/shelving/workplace-en-${size.width}.png`, fullPage: true });
  }
  await page.goto('/#/warehouse/ReturnWarehouse/ReturnWarehouse');
  await expect(page.getByText('Returns received on this tablet')).toBeVisible();
  await page.screenshot({ path: `test-results/shelving/returns-en-1440.png`, fullPage: true });
});
