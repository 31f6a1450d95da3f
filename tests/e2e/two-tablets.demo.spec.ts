import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api } from './support/api';
import { DEMO_PASSWORD } from './support/server';
import { secondDevice } from './helpers/second-device';
import { LoginPage } from './pages/login-page';
import { ReceivingPage } from './pages/receiving-page';

/**
 * Two tablets receive the same parcel while both are offline (ARCHITECTURE.md section 4): when they
 * come back, the server holds one receipt, and the tablet that synced second shows a conflict (not
 * an error, not a second receipt).
 */

type ForecastView = { logNos: { logNo: string; status: number }[]; eventList: { type: number }[] };

async function openReceiving(page: Page, logNo: string): Promise<ReceivingPage> {
  await new LoginPage(page).signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
  await page.waitForURL(/#\/warehouse\//);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  await expect(receiving.forecastRow(logNo)).toBeVisible({ timeout: 30_000 });
  // The first pull is done: the scan below is taken as a burst, not slowed by the page's own work.
  await page.waitForLoadState('networkidle');
  return receiving;
}

/**
 * A scanner burst sent inside the page, as the gun does; Playwright's own typing from outside can
 * stretch the 5 ms gaps past the 30 ms burst limit on a loaded machine.
 */
async function scanBurst(page: Page, code: string) {
  await page.evaluate((text) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...text, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

test('the same parcel received offline on two tablets gives one receipt and one visible conflict', async ({
  page,
  browser,
  server,
}) => {
  const seller = await new Api(server.url).as('business', { username: 'seller', password: DEMO_PASSWORD });
  const [ware] = await seller.ok<{ id: number }[]>('/sys_ware/listAll');
  const logNo = `TWO${Date.now()}`;
  await seller.ok('/forecast/create', {
    wareId: ware.id,
    logNos: [logNo],
    items: [{ sku: 'DD1391-100', size: '10', quantity: 1 }],
    remark: 'two tablets',
  });

  const first = await openReceiving(page, logNo);
  const secondPage = await secondDevice(browser, server.url);
  try {
    const second = await openReceiving(secondPage, logNo);

    await page.context().setOffline(true);
    await secondPage.context().setOffline(true);
    await scanBurst(page, logNo);
    await expect(first.banner).toHaveAttribute('data-status', 'ok');
    await scanBurst(secondPage, logNo);
    await expect(second.banner).toHaveAttribute('data-status', 'ok');
    await expect(first.sessionRow(logNo)).toHaveAttribute('data-sync', 'waiting');
    await expect(second.sessionRow(logNo)).toHaveAttribute('data-sync', 'waiting');

    await page.context().setOffline(false);
    await expect(first.sessionRow(logNo)).toHaveAttribute('data-sync', 'synced', { timeout: 45_000 });
    await secondPage.context().setOffline(false);
    await expect(second.sessionRow(logNo)).toHaveAttribute('data-sync', 'conflict', { timeout: 45_000 });
    await expect(second.sessionRow(logNo)).toContainText(/already received/i);

    const staff = await new Api(server.url).as('warehouse', {
      username: 'warehouse',
      password: DEMO_PASSWORD,
    });
    const headers = { wareId: String(ware.id) };
    const list = await staff.call<{ data: { id: number }[] }>('warehouse', '/forecast/list', {
      method: 'POST',
      body: { logNo },
      headers,
    });
    const detail = await staff.call<ForecastView>('warehouse', '/forecast/get', {
      query: { id: list.data.data[0].id },
      headers,
    });
    expect(detail.data.logNos.map((p) => p.status)).toEqual([2]);
    expect(detail.data.eventList.filter((e) => e.type === 15)).toHaveLength(1);
  } finally {
    await secondPage.context().close();
  }
});
