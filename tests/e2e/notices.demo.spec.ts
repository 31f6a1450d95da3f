import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Announcements (issue 28 point 2) across the admin's and a seller's browsers: the admin writes and
 * publishes a notice for sellers on Notice; the seller's header bell counts it unread; the seller
 * opens it on homepage/announcement and the count drops.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

test('an admin publishes a notice; a seller sees it counted in the header, reads it, and the count drops', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Warehouse closed on ${Date.now()}`;

  const sellerPage = await (await browser.newContext()).newPage();
  await new LoginPage(sellerPage).signIn('Seller', 'seller', DEMO_PASSWORD);
  await sellerPage.waitForURL(/#\/business\//);
  const bell = sellerPage.getByTestId('notice-bell-count');
  await expect(bell).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await bell.getAttribute('data-count'));

  const adminPage = await (await browser.newContext()).newPage();
  await new LoginPage(adminPage).signIn('Administrator', 'admin', DEMO_PASSWORD);
  await adminPage.waitForURL(/#\/admin\//);
  await adminPage.goto('/#/admin/Notice');
  await adminPage.getByTestId('notice-new').click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByTestId('notice-title-en').fill(title);
  await dialog.getByTestId('notice-body-en').fill('Inbound parcels are received the next day.');
  await dialog.getByTestId('notice-title-zh').fill('仓库休息一天');
  await dialog.getByTestId('notice-body-zh').fill('入库包裹次日签收。');
  await dialog.getByTestId('notice-publish').click();
  await expect(dialog).toBeHidden();
  await expect(
    adminPage.getByTestId('notice-row').filter({ hasText: title }).filter({ visible: true }),
  ).toContainText('Published');

  await sellerPage.reload();
  await expect(bell).toHaveAttribute('data-count', String(before + 1));
  await sellerPage.getByTestId('notice-bell').click();
  await expect(sellerPage).toHaveURL(/#\/business\/homepage\/announcement/);
  const item = sellerPage.getByTestId('notice-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.getByRole('button').first().click();
  await expect(item).toContainText('Inbound parcels are received the next day.');
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveAttribute('data-count', String(before));
});
