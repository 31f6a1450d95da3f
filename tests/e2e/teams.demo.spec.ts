import type { Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Teams (issue 28 point 4) across a seller's and a team member's browsers: the seller makes a team
 * role with the inventory but not the wallet and invites a member with a first password; the member
 * logs in through the seller login, replaces the first password as the app asks, and works in the
 * seller's inventory (its pairs listed); the menu has no Wallet entry, the wallet's address shows no
 * wallet data, and the wallet API answers the member's session 403.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('a seller invites a team member who sees the inventory but not the wallet', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const roleName = `Stock ${stamp}`;
  const username = `member.${stamp}`;
  const firstPassword = 'first-pass-123';
  const ownPassword = 'member-own-456';

  const seller = await (await browser.newContext()).newPage();
  await new LoginPage(seller).signIn('Seller', 'seller', DEMO_PASSWORD);
  await seller.waitForURL(/#\/business\//);
  await seller.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await expect(seller).toHaveURL(/#\/business\/team/);

  await seller.getByRole('tab', { name: 'Team roles' }).click();
  await shown(seller, 'team-roles').waitFor();
  await seller.getByRole('button', { name: 'New team role' }).click();
  const roleDialog = seller.getByRole('dialog');
  await roleDialog.getByRole('textbox', { name: /Role name/ }).fill(roleName);
  await roleDialog.getByRole('radiogroup', { name: 'Inventory' }).getByText('Edit').click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(shown(seller, 'team-roles').locator(`[data-role="${roleName}"]`)).toContainText(
    'Inventory · Edit',
  );

  await seller.getByRole('tab', { name: 'Members' }).click();
  await seller.getByRole('button', { name: 'Invite a member' }).click();
  const invite = seller.getByRole('dialog');
  await invite.getByRole('textbox', { name: /Username/ }).fill(username);
  await invite.getByRole('textbox', { name: /^Name/ }).fill('Casey Counter');
  await invite.getByRole('textbox', { name: /Team role/ }).click();
  await seller.getByRole('option', { name: roleName }).click();
  await invite.getByLabel(/First password/).fill(firstPassword);
  await invite.getByRole('button', { name: 'Save' }).click();
  await expect(invite).toBeHidden();
  await expect(shown(seller, 'team-members').locator(`[data-username="${username}"]`)).toContainText(
    'First password not yet changed',
  );

  const member = await (await browser.newContext()).newPage();
  const login = new LoginPage(member);
  await login.openAndLogIn('Seller', username, firstPassword);
  // The first password was the seller's: the app asks for the member's own before anything else.
  const change = member.getByRole('dialog');
  await change.getByLabel('Old password').fill(firstPassword);
  await change.getByLabel(/^New password/).fill(ownPassword);
  await change.getByLabel('Confirm new password').fill(ownPassword);
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByRole('button', { name: 'Log in' })).toBeVisible();
  await login.logIn('Seller', username, ownPassword);
  await member.waitForURL(/#\/business\//);

  const menu = member.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'In Warehouse' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);

  await member.goto('/#/business/in-warehouse/inventory/inventory');
  await expect(shown(member, 'item-row').first()).toBeVisible();

  await member.goto('/#/business/wallet');
  await expect(member.getByTestId('wallet-transactions')).toHaveCount(0);
  // The route is not in the member's tree: the app answers its no-permission page.
  await expect(member.getByText('no permission')).toBeVisible();
  const token = await member.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('solestack.session') ?? '{}') as { state?: { token?: string } }).state
        ?.token,
  );
  const wallet = await member.request.get('/api/business/wallet/summary', {
    headers: { token: token ?? '' },
  });
  expect(wallet.status()).toBe(403);
  const inventory = await member.request.post('/api/business/inventory/list', {
    headers: { token: token ?? '' },
    data: {},
  });
  expect(inventory.status()).toBe(200);
});
