import type { Page } from '@playwright/test';
import { InventoryViewPage } from './pages/inventory-view-page';
import { OneIdDrawerPage } from './pages/one-id-drawer-page';
import { LoginPage } from './pages/login-page';
import { StockViewsPage } from './pages/stock-views-page';
import type { PortalChoice } from './pages/login-page';
import { expect, test } from './support/fixtures';
import type { Api } from './support/api';
import { DEMO_PASSWORD } from './support/server';

let items = 0;

/**
 * A demo seller's item, forecast, received, inspected (grade 5, remark) and put on "ready for listing",
 * through the API; available (status 1). Each call makes a new parcel, so no test shares another's item.
 */
async function anInspectedItem(api: Api): Promise<string> {
  const seller = await api.as('business', { username: 'seller', password: DEMO_PASSWORD });
  const staff = await api.as('warehouse', { username: 'warehouse', password: DEMO_PASSWORD });
  const wares = await staff.ok<{ id: number }[]>('/sys_ware/listAll', {});
  const wareId = wares[0].id;
  const logNo = `TNE2E${Date.now()}N${(items += 1)}`;
  const forecast = await seller.ok<{ id: number }>('/forecast/create', {
    wareId,
    logNos: [logNo],
    items: [{ sku: 'DD1391-100', size: '9', quantity: 1, costPrice: 12000, supply: 'Outlet' }],
    remark: '',
  });
  const detail = await seller.call<{ items: { id: number }[] }>('business', '/forecast/get', {
    query: { id: forecast.id },
  });
  const headers = { wareId: String(wareId) };
  const asStaff = (path: string, body: unknown) =>
    staff.call<{ oneId: string }>('warehouse', path, { method: 'POST', body, headers });
  expect((await asStaff('/parcel/receive', { logNo })).code).toBe(200);
  const inspected = await asStaff('/inspection/submit', {
    logNo,
    packItemId: detail.data.items[0].id,
    grade: 5,
    checkRemark: 'corner dent',
  });
  expect(inspected.code, inspected.msg).toBe(200);
  expect((await asStaff('/shelving/shelve', { oneId: inspected.data.oneId, shelfId: -2 })).code).toBe(200);
  return inspected.data.oneId;
}

async function logIn(page: Page, portal: PortalChoice, username: string) {
  const login = new LoginPage(page);
  await login.signIn(portal, username, DEMO_PASSWORD);
  await page.waitForURL(/#\/(business|warehouse|admin)\//);
}

async function screenshots(page: Page, name: string) {
  for (const [w, h] of [
    [1024, 768],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/drawer/${name}-${w}x${h}.png` });
  }
}

test('the drawer shows each portal what it may see, and the seller edits cost and source', async ({
  page: sellerPage,
  api,
  browser,
  baseURL,
}) => {
  let page = sellerPage;
  const oneId = await anInspectedItem(api);
  let drawer = new OneIdDrawerPage(page);
  // Each portal in its own browser context: a fresh login, as a different person at another desk.
  const nextPortal = async () => {
    page = await (await browser.newContext({ baseURL })).newPage();
    drawer = new OneIdDrawerPage(page);
  };

  await logIn(page, 'Seller', 'seller');
  await drawer.scan(oneId);
  await expect(drawer.section('inspection')).toContainText('Box slightly damaged');
  await expect(drawer.section('inspection')).toContainText('corner dent');
  await expect(drawer.section('shelving')).toHaveCount(0);
  await expect(drawer.section('timeline')).toContainText('Inspection');
  await expect(page.getByTestId('owner-change')).toHaveCount(0);
  await screenshots(page, 'seller-en');
  await drawer.editCost('abc', 'Friend');
  await expect(page.getByText('Enter an amount in dollars, like 120 or 120.50')).toBeVisible();
  await drawer.editCost('150.50', 'Friend');
  await expect(page.getByText('saved cost and source')).toBeVisible();
  await expect(page.getByTestId('drawer-cost-price')).toContainText('150.50');
  await expect(page.getByTestId('drawer-supply')).toContainText('Friend');
  await page.keyboard.press('Escape');

  await nextPortal();
  await logIn(page, 'Warehouse staff', 'warehouse');
  await drawer.scan(oneId);
  await expect(drawer.section('shelving')).toContainText('Ready for listing');
  await expect(page.getByTestId('drawer-ware-fee')).toHaveCount(0);
  await expect(page.getByTestId('cost-edit')).toHaveCount(0);
  await screenshots(page, 'warehouse-en');
  await page.keyboard.press('Escape');

  await nextPortal();
  await logIn(page, 'Administrator', 'admin');
  await drawer.scan(oneId);
  await expect(drawer.section('shelving')).toBeVisible();
  await expect(page.getByTestId('drawer-ware-fee')).toBeVisible();
  await expect(page.getByTestId('owner-change')).toBeVisible();
  await expect(page.getByTestId('drawer-cost-price')).toContainText('150.50');
  await screenshots(page, 'admin-en');
  await page.keyboard.press('Escape');
  await new LoginPage(page).openUserMenu();
  await page.getByTestId('language-zh-CN').click();
  await drawer.scan(oneId);
  await expect(drawer.section('inspection')).toContainText('质检结果');
  await expect(drawer.section('inspection')).toContainText('corner dent');
  await screenshots(page, 'admin-zh');
});

/** The drawer as the viewer sees it at a 1024x768 tablet, for a look at the layout. */
async function tabletShot(page: Page, name: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `test-results/drawer/${name}-1024x768.png` });
}

/** Filters the open stock list by ONE ID, once it shows its items as a user would wait for, and opens the drawer from its one row. */
async function openFromStockList(stock: StockViewsPage, oneId: string): Promise<OneIdDrawerPage> {
  await expect(stock.rows().first()).toBeVisible();
  await stock.filterBy('ONE ID', oneId);
  await expect(stock.rows()).toHaveCount(1);
  const drawer = new OneIdDrawerPage(stock.page);
  await drawer.openFrom(stock.rows().first(), oneId);
  return drawer;
}

test.describe('opened from a list', () => {
  test('a seller opens an item from the inventory: no shelf or operator, a storage fee, cost and source editable, no owner change', async ({
    page,
    api,
  }) => {
    const oneId = await anInspectedItem(api);
    await logIn(page, 'Seller', 'seller');
    const stock = new StockViewsPage(page);
    await stock.openInventory();
    const drawer = await openFromStockList(stock, oneId);

    await expect(page.getByTestId('drawer-status')).toHaveText('Available');
    await expect(drawer.section('shelving')).toHaveCount(0);
    await expect(page.getByTestId('drawer-shelf')).toHaveCount(0);
    // The inspection event was written by the demo warehouse user: a seller sees the event, not who.
    await expect(page.getByTestId('drawer-event-1')).toBeVisible();
    await expect(drawer.section('timeline')).not.toContainText('Operator');
    await expect(drawer.section('timeline')).not.toContainText('Demo Warehouse');
    await expect(drawer.drawer).not.toContainText('Ready for listing');
    await expect(page.getByTestId('drawer-ware-fee')).toContainText('0.00');
    await expect(page.getByTestId('owner-change')).toHaveCount(0);
    await tabletShot(page, 'from-list-seller');

    await drawer.editCost('88.25', 'Sample sale');
    await expect(page.getByText('saved cost and source')).toBeVisible();
    await expect(page.getByTestId('cost-editor')).toHaveCount(0);
    await expect(page.getByTestId('drawer-cost-price')).toContainText('88.25');
    await expect(page.getByTestId('drawer-supply')).toContainText('Sample sale');
    // Saved on the server, in cents.
    const seller = await api.as('business', { username: 'seller', password: DEMO_PASSWORD });
    const saved = await seller.call<{ costPrice: number; supply: string }>('business', '/sys_prod/get', {
      query: { oneId },
    });
    expect(saved.data).toMatchObject({ costPrice: 8825, supply: 'Sample sale' });
  });

  test('warehouse staff open an item from the inventory view: shelf and operator shown, no storage fee, nothing editable', async ({
    page,
    api,
  }) => {
    const oneId = await anInspectedItem(api);
    await logIn(page, 'Warehouse staff', 'warehouse');
    const view = new InventoryViewPage(page);
    await view.open();
    await view.search(oneId);
    await expect(view.row(oneId)).toBeVisible();
    const drawer = new OneIdDrawerPage(page);
    await drawer.openFrom(view.row(oneId), oneId);

    await expect(page.getByTestId('drawer-status')).toHaveText('Available');
    await expect(page.getByTestId('drawer-shelf')).toContainText('Ready for listing');
    await expect(drawer.section('shelving')).toContainText('Demo Warehouse');
    await expect(page.getByTestId('drawer-event-1')).toContainText('Operator: Demo Warehouse');
    await expect(page.getByTestId('drawer-ware-fee')).toHaveCount(0);
    await expect(drawer.drawer).not.toContainText('Storage fee');
    await expect(page.getByTestId('cost-edit')).toHaveCount(0);
    await expect(page.getByTestId('owner-change')).toHaveCount(0);
    await tabletShot(page, 'from-list-warehouse');
  });

  test('an admin opens an item from the stock list: storage fee, cost edit and owner change for an available item', async ({
    page,
    api,
  }) => {
    const oneId = await anInspectedItem(api);
    await logIn(page, 'Administrator', 'admin');
    await page.goto('/#/admin/Stock');
    const stock = new StockViewsPage(page);
    await expect(stock.shown('item-filters')).toBeVisible();
    await openFromStockList(stock, oneId);

    await expect(page.getByTestId('drawer-status')).toHaveText('Available');
    await expect(page.getByTestId('drawer-owner')).toContainText('Demo Seller (U100001)');
    await expect(page.getByTestId('drawer-shelf')).toContainText('Ready for listing');
    await expect(page.getByTestId('drawer-event-1')).toContainText('Operator: Demo Warehouse');
    await expect(page.getByTestId('drawer-ware-fee')).toBeVisible();
    await expect(page.getByTestId('cost-edit')).toBeVisible();
    await expect(page.getByTestId('owner-change')).toBeVisible();
    await tabletShot(page, 'from-list-admin');

    await page.getByTestId('owner-change').click();
    const dialog = page.getByRole('dialog', { name: `Give ${oneId} to another seller` });
    await dialog.getByLabel('New owner').click();
    await page.getByRole('option', { name: 'U100002 Demo Seller Two' }).click();
    await dialog.getByRole('button', { name: 'Change owner' }).click();
    await expect(page.getByText('Owner changed')).toBeVisible();
    await expect(page.getByTestId('drawer-owner')).toContainText('Demo Seller Two (U100002)');
  });
});

test("an admin in the self-operated warehouse opens one of the platform's pairs: the seller's view, no owner change", async ({
  page,
}) => {
  await logIn(page, 'Administrator', 'admin');
  // The available pairs' tab (status 1): their cost is editable, their owner still not changeable here.
  await page.goto('/#/admin/warehouse/inventory/inventory/1/1');
  const stock = new StockViewsPage(page);
  await expect(stock.rows().first()).toBeVisible();
  const link = stock.rows().first().getByTestId('one-id-link');
  const oneId = (await link.innerText()).trim();
  const drawer = new OneIdDrawerPage(page);
  await drawer.openFrom(stock.rows().first(), oneId);
  // The pair is the platform's own account's, read on the seller API as that seller would.
  await expect(page.getByTestId('drawer-owner')).toContainText('P000000');
  await expect(drawer.section('shelving')).toHaveCount(0);
  await expect(page.getByTestId('owner-change')).toHaveCount(0);
  await expect(page.getByTestId('cost-edit')).toBeVisible();
});
