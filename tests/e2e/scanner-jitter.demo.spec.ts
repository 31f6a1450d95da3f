import { expect, test } from './support/fixtures';
import { Api } from './support/api';
import { DEMO_PASSWORD } from './support/server';
import { LoginPage } from './pages/login-page';
import { ReceivingPage } from './pages/receiving-page';
import { scanWithJitteredGun } from './helpers/scanner-gun';

/**
 * A scanner's keys that reach the tablet unevenly are never lost silently (issue 13): on the
 * receiving screen, a burst whose every key is held up 20-100 ms and one held up by an 80 ms long
 * task are received whole, once; a burst that ends without Enter is shown for the worker to confirm,
 * and received when they do.
 */

test('jittered and held-up bursts are received whole; a burst without Enter waits for the worker', async ({
  page,
  server,
}) => {
  const seller = await new Api(server.url).as('business', { username: 'seller', password: DEMO_PASSWORD });
  const [ware] = await seller.ok<{ id: number }[]>('/sys_ware/listAll');
  const stamp = Date.now() % 100000;
  const logNos = ['J', 'L', 'N'].map((tag) => `E2E${tag}${String(stamp).padStart(5, '0')}0001`);
  for (const logNo of logNos)
    await seller.ok('/forecast/create', {
      wareId: ware.id,
      logNos: [logNo],
      items: [{ sku: 'DD1391-100', size: '10', quantity: 1 }],
    });
  const [jittered, heldUp, noEnter] = logNos;

  await new LoginPage(page).signIn('Warehouse staff', 'warehouse', DEMO_PASSWORD);
  await page.waitForURL(/#\/warehouse\//);
  const receiving = new ReceivingPage(page);
  await receiving.open();
  for (const logNo of logNos) await expect(receiving.forecastRow(logNo)).toBeVisible({ timeout: 30_000 });

  await scanWithJitteredGun(page, jittered, { jitter: { minMs: 20, maxMs: 100 } });
  await expect(receiving.banner).toContainText(`Received ${jittered}`);
  await scanWithJitteredGun(page, heldUp, { longTask: { atKey: 5, ms: 80 } });
  await expect(receiving.banner).toContainText(`Received ${heldUp}`);

  await scanWithJitteredGun(page, noEnter, { enter: false });
  const prompt = page.getByTestId('unsure-scan');
  await expect(prompt).toHaveAttribute('data-code', noEnter);
  await expect(prompt).toContainText('The scan ended without Enter');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(receiving.banner).toContainText(`Received ${noEnter}`);

  for (const logNo of logNos) await expect(receiving.sessionRows.filter({ hasText: logNo })).toHaveCount(1);
  await expect(page.getByTestId('unsure-scan')).toHaveCount(0);
});
