import { LoginPage } from './pages/login-page';
import { SyncStatusPage } from './pages/sync-status-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The offline sync status in the warehouse header (ARCHITECTURE.md section 4: status is always
 * visible), against the real demo server: after login the engine syncs (pull, ONE ID lease) and
 * shows online with nothing waiting; with the network gone it says offline.
 */
const SHOTS = 'test-results/engine';

test.use({ serviceWorkers: 'block', colorScheme: 'dark' });

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`a warehouse user sees online with nothing pending, then offline without network (${viewport.width}px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await new LoginPage(page).signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
    await page.waitForURL(/#\/warehouse\//);
    const sync = new SyncStatusPage(page);
    await expect(sync.indicator()).toHaveAttribute('data-online', 'true');
    await expect(sync.pendingCount()).toHaveText('0');
    const details = await sync.openDetails();
    await expect(details).toContainText('Everything is synced');
    await expect(details).toContainText(/Last synced .*ago/);
    await page.screenshot({ path: `${SHOTS}/sync-online-${viewport.width}.png` });
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await expect(sync.indicator()).toHaveAttribute('data-online', 'false');
    if (viewport.width >= 1024) await expect(sync.indicator()).toContainText('Offline');
    await page.screenshot({ path: `${SHOTS}/sync-offline-${viewport.width}.png` });
    await context.setOffline(false);
    await expect(sync.indicator()).toHaveAttribute('data-online', 'true');
  });
}

test('the needs-attention screen says when nothing needs attention, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await new LoginPage(page).signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
  await page.waitForURL(/#\/warehouse\//);
  await page.goto('/#/warehouse/SyncAttention');
  await expect(page.getByTestId('attention-empty')).toContainText('Nothing needs attention');
  await page.screenshot({ path: `${SHOTS}/attention-empty-en.png` });

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('attention-empty')).toContainText('没有需要处理的操作');
  const details = await new SyncStatusPage(page).openDetails();
  await expect(details).toContainText('已全部同步');
  await page.screenshot({ path: `${SHOTS}/attention-empty-zh.png` });
});
