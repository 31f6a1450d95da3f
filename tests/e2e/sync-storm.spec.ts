import type { Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { Api } from './support/api';
import { DEMO_PASSWORD, ServerProcess } from './support/server';
import { LoginPage } from './pages/login-page';
import { ReceivingPage } from './pages/receiving-page';
import { serviceWorkerInControl } from './helpers/service-worker';

/**
 * Issue 13's retry storm, on a real tablet page with its service worker: the server is killed
 * while the tablet has work queued, and the calls the page makes to /api during a 30 s outage are
 * counted. The backoff (0.5-1, 1-2, 4, 8, 16 s... capped at 60 s) allows about seven tries in 30 s,
 * whatever asks for a sync (the scanner, the service worker's Background Sync, the engine itself).
 * When the server is back the queue still goes out, once.
 */
const OUTAGE_MS = 30_000;
/** Seven engine runs, each stopped by its first refused call, and a little room for the page's own reads. */
const MOST_CALLS_IN_OUTAGE = 12;

test('a tablet keeps to its backoff while the server is down, then sends its queue', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = new ServerProcess({ from: 'demo', echoErrors: false });
  try {
    await server.start();
    const seller = await new Api(server.url).as('business', { username: 'seller', password: DEMO_PASSWORD });
    const [ware] = await seller.ok<{ id: number }[]>('/sys_ware/listAll');
    const logNos = Array.from({ length: 6 }, (_, i) => `STORM${Date.now()}${i}`);
    for (const logNo of logNos)
      await seller.ok('/forecast/create', {
        wareId: ware.id,
        logNos: [logNo],
        items: [{ sku: 'DD1391-100', size: '10', quantity: 1 }],
        remark: 'retry storm',
      });

    const context = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await new LoginPage(page).openAndLogIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
    await page.waitForURL(/#\/warehouse\//);
    await serviceWorkerInControl(page);
    const receiving = new ReceivingPage(page);
    await receiving.open();
    await expect(receiving.forecastRow(logNos[0])).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const counted = window as unknown as { syncNowMessages: number };
      counted.syncNowMessages = 0;
      navigator.serviceWorker.addEventListener('message', (event) => {
        if ((event.data as { type?: string } | null)?.type === 'SYNC_NOW') counted.syncNowMessages += 1;
      });
    });

    const calls: string[] = [];
    const count = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    };
    context.on('request', count);
    await server.kill();
    const killedAt = Date.now();
    // The worker keeps scanning: a parcel every 5 s, each queued op asking for a sync.
    for (const [n, logNo] of logNos.entries()) {
      await page.waitForTimeout(Math.max(0, killedAt + n * (OUTAGE_MS / logNos.length) - Date.now()));
      await receiving.scan(logNo);
      await expect(receiving.sessionRow(logNo)).toHaveAttribute('data-sync', 'waiting');
    }
    await page.waitForTimeout(Math.max(0, killedAt + OUTAGE_MS - Date.now()));
    context.off('request', count);
    const messages = await page.evaluate(
      () => (window as unknown as { syncNowMessages: number }).syncNowMessages,
    );
    const byPath = calls.reduce<Record<string, number>>((all, p) => ({ ...all, [p]: (all[p] ?? 0) + 1 }), {});
    console.log(
      `sync-storm: ${calls.length} calls to /api in ${OUTAGE_MS / 1000} s of outage ${JSON.stringify(byPath)}, ${messages} SYNC_NOW messages from the service worker`,
    );

    await server.start();
    for (const logNo of logNos)
      await expect(receiving.sessionRow(logNo)).toHaveAttribute('data-sync', 'synced', { timeout: 75_000 });
    expect(calls.length).toBeLessThanOrEqual(MOST_CALLS_IN_OUTAGE);
    expect(messages).toBeLessThanOrEqual(MOST_CALLS_IN_OUTAGE);
    await context.close();
  } finally {
    await server.stop();
    server.remove();
  }
});
