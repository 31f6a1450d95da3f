import type { Page } from '@playwright/test';
import config from '../../playwright.config';
import { ApprovalStatus, RepairStatus, TaskStatus } from '../../src/domain/repair/codes';
import type { RepairOrderDetail, RepairPairView } from '../../src/domain/repair/views';
import { formatCents } from '../../src/domain/wallet/wallet';
import { scanWithGun } from './helpers/scanner-gun';
import { serviceWorkerInControl } from './helpers/service-worker';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 27's journey across the three portals on the demo: a seller asks for a pair's stain to be
 * cleaned (the estimate held in the wallet), an admin approves the order and gives it to the
 * warehouse's repairer in a batch task, a tablet with the network gone picks the pair by scanner,
 * takes the after photo with Chromium's fake camera beside the before photo, records it repaired and
 * QC passed and completes the task; back online it syncs, and the seller reads the result and the
 * shoe repair deduction (fee 26) in the wallet.
 */
const configured = config.use?.launchOptions ?? {};
test.use({
  viewport: { width: 1024, height: 768 },
  launchOptions: {
    ...configured,
    args: [
      ...(configured.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const SHOTS = 'test-results/repair-journey/screens';
const TABLET = { width: 1024, height: 768 };
const seller = { username: 'seller', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };
const LA = 'Demo Warehouse LA';

/** Another person's device; the tablet runs the service worker, which keeps the app's files for offline work. */
async function anotherDevice(
  page: Page,
  base: string,
  extra: { permissions?: string[]; serviceWorkers?: 'allow' } = {},
): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: base,
    serviceWorkers: 'block',
    viewport: TABLET,
    reducedMotion: 'reduce',
    ...extra,
  });
  return context.newPage();
}

test('a repair: requested by the seller, approved and batched by an admin, done by an offline tablet with its after photo, and charged', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const sellerApi = await new Api(base).as('business', seller);
  const wares = await sellerApi.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const la = wares.find((w) => w.name === LA) as { id: number };
  const pairs = await sellerApi.ok<{ data: RepairPairView[] }>('/repair/pairs', { wareId: la.id, size: 1 });
  const oneId = pairs.data[0].oneId;

  // The seller asks for the stain to be cleaned: the estimate is shown, then held at submission.
  await new LoginPage(page).signIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  const walletBefore = (await sellerApi.call<{ availableCents: number }>('business', '/wallet/summary')).data;
  await page.goto('/#/business/repair-order/new');
  await page.getByTestId('repair-warehouse').click();
  await page.getByRole('option', { name: LA }).click();
  await page.getByRole('checkbox', { name: `Choose ${oneId}` }).check();
  const draft = page.getByTestId('draft-pair');
  await draft.getByText('Stained', { exact: true }).click();
  await draft.getByText(/^Clean stain/).click();
  await expect(page.getByTestId('repair-submit')).toContainText('Submit and hold $');
  const total = (await page.getByTestId('estimate-total').textContent()) as string;
  await page.getByTestId('repair-submit').click();
  await expect(page.getByTestId('repair-detail')).toBeVisible();
  const oddNo = (await page.getByRole('heading', { level: 3 }).textContent()) as string;
  expect(oddNo).toMatch(/^RP\d{8}$/);
  await expect(page.getByTestId('hold-story')).toContainText(`${total} is held in your wallet`);
  const order = async () =>
    (await sellerApi.call<RepairOrderDetail>('business', '/repair/get', { query: { oddNo } })).data;
  const estimate = (await order()).estimateCents;
  expect(formatCents(estimate)).toBe(total);

  // The admin approves it and makes a batch task of it for the warehouse's repairer.
  const admin = await anotherDevice(page, base);
  await new LoginPage(admin).logInAsAdmin({ username: 'admin', password: DEMO_PASSWORD });
  await admin.goto('/#/admin/Audit/RepairOrder');
  const audited = admin.getByTestId('repair-audit-row').filter({ hasText: oddNo });
  await audited.getByRole('button', { name: 'Approve' }).click();
  await admin.getByTestId('review-approve').click();
  await expect(audited).toBeHidden();
  await admin.goto('/#/admin/TaskManage/RepairBatchTask');
  await admin.getByTestId('create-task').click();
  const task = admin.getByRole('dialog');
  await task.getByTestId('task-warehouse').click();
  await admin.getByRole('option', { name: LA }).click();
  await task.getByRole('checkbox', { name: `Select ${oddNo}` }).check();
  await task.getByTestId('task-operator').click();
  await admin
    .getByRole('option', { name: /Demo Warehouse/ })
    .first()
    .click();
  await task.getByTestId('task-create').click();
  await expect(task).toBeHidden();
  await expect.poll(async () => (await order()).batchNo).toMatch(/^RB\d{8}$/);
  const batchNo = (await order()).batchNo as string;

  // A tablet of LA reads its repair work while online, then loses the network.
  const tablet = await anotherDevice(page, base, { permissions: ['camera'], serviceWorkers: 'allow' });
  await tablet.context().addCookies([{ name: 'wareId', value: String(la.id), url: base }]);
  await new LoginPage(tablet).signIn('Warehouse staff', staff.username, staff.password);
  await tablet.waitForURL(/#\/warehouse\//);
  await serviceWorkerInControl(tablet);
  await tablet.goto('/#/warehouse/RepireManage');
  await expect(tablet.getByTestId('repair-work-row').filter({ hasText: oneId })).toBeVisible();
  await expect(tablet.getByTestId('work-freshness')).toHaveText('Up to date');
  await tablet.context().setOffline(true);

  // Offline: the scan picks the pair onto the bench, the after photo is taken beside the before photo.
  await scanWithGun(tablet, oneId);
  const bench = tablet.getByTestId('repair-bench');
  await expect(bench).toHaveAttribute('data-one-id', oneId);
  // The guide is the pair's inspection photo, kept on the tablet while it was online.
  await expect(bench.getByTestId('before-guide')).toContainText('same angle');
  await expect(bench.getByTestId('before-guide').getByRole('img')).toBeVisible();
  await expect
    .poll(() => bench.getByTestId('repair-camera').evaluate((v) => (v as HTMLVideoElement).readyState))
    .toBeGreaterThanOrEqual(2);
  await bench.getByTestId('capture-after').click();
  await expect(bench.getByTestId('bench-photo')).toHaveCount(1);
  await bench.getByTestId('bench-save').click();
  const done = tablet.getByTestId('repair-work-row').filter({ hasText: oneId });
  await tablet.getByRole('tab', { name: /Completed/ }).click();
  await expect(done).toContainText('Success');
  await expect(done.getByTestId('waiting-sync')).toBeVisible();
  const taskCard = tablet.getByTestId('repair-task').filter({ hasText: batchNo });
  await taskCard.getByTestId('complete-task').click();
  await tablet.getByRole('dialog').getByRole('button', { name: 'Complete task' }).click();
  await tablet.screenshot({ path: `${SHOTS}/tablet-offline-en-US.png` });
  // Nothing reached the server while offline.
  expect((await order()).approval).toBe(ApprovalStatus.approve);

  // Back online: the queue drains; the order is completed and charged.
  await tablet.context().setOffline(false);
  await expect.poll(async () => (await order()).approval, { timeout: 30_000 }).toBe(ApprovalStatus.completed);
  const settled = await order();
  expect(settled.items[0]).toMatchObject({ oneId, status: RepairStatus.success, qcResult: 'pass' });
  expect(settled.repairCents).toBe(estimate);
  const adminApi = await new Api(base).as('admin', { username: 'admin', password: DEMO_PASSWORD });
  const taskStatus = async () =>
    (await adminApi.call<{ status: number }>('admin', '/repair/batch/get', { query: { batchNo } })).data
      .status;
  await expect.poll(taskStatus).toBe(TaskStatus.completed);

  // The seller reads the result and the charge; the tablet's photo reached the management side.
  await page.reload();
  await expect(page.getByTestId('repair-approval')).toHaveText('Completed');
  await expect(page.getByTestId('repair-pair-row').getByTestId('repair-qc')).toHaveText('Passed');
  await expect(page.getByTestId('detail-cost')).toContainText(total);
  await page.screenshot({ path: `${SHOTS}/seller-result-en-US.png` });
  const walletAfter = (await sellerApi.call<{ availableCents: number }>('business', '/wallet/summary')).data;
  expect(walletAfter.availableCents).toBe(walletBefore.availableCents - estimate);
  await page.goto('/#/business/wallet');
  const transactions = page.getByTestId('wallet-transactions').filter({ visible: true });
  await expect(transactions).toContainText(oddNo);
  await expect(transactions).toContainText('Shoe repair deduction');
  await admin.goto(`/#/admin/Audit/RepairOrder/Detail?oddNo=${oddNo}`);
  await expect(admin.getByTestId('photos-after').locator('img')).toHaveCount(1);
  await tablet.context().close();
  await admin.context().close();
});
