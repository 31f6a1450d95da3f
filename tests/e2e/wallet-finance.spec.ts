import { secondDevice } from './helpers/second-device';
import { LoginPage } from './pages/login-page';
import { SellerWalletPage } from './pages/wallet-page';
import { expect, test } from './support/fixtures';

/**
 * Finance/ChargeDeduction (issue 14): an admin deposits $20.00 to a seller with a reason and sees the
 * balance before and after; the seller's wallet shows the deposit; Finance/MerchantFlow lists it between
 * the opening and closing balance.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const seller = { username: `fin_${Date.now().toString(36)}`, password: 'seller-pass-1' };

test('an admin deposits $20.00 to a seller through ChargeDeduction, the seller sees it, MerchantFlow lists it', async ({
  page,
  browser,
  baseURL,
  admin,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await adminApi.createMerchant(seller);

  const adminPage = await secondDevice(browser, baseURL as string);
  await new LoginPage(adminPage).logInAsAdmin(admin);
  await adminPage.goto('/#/admin/Finance/ChargeDeduction');
  const picker = adminPage.getByRole('textbox', { name: /^Seller/ });
  await picker.fill(seller.username);
  const options = adminPage.getByRole('option');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await adminPage.getByLabel(/^Amount \(USD\)/).fill('20.00');
  await adminPage.getByLabel(/^Reason/).fill('Bank transfer received by phone');
  await adminPage.getByRole('button', { name: 'Post the deposit' }).dblclick();
  const result = adminPage.getByTestId('charge-deduction-result');
  await expect(result).toContainText('Available: $0.00');
  await expect(result).toContainText('Available: $20.00');

  await new LoginPage(page).openAndLogIn('Seller', seller.username, seller.password);
  await page.waitForURL(/#\/business\//);
  const wallet = new SellerWalletPage(page);
  await wallet.openWallet();
  // The double click posted once.
  await wallet.expectBalances('$20.00', '$0.00', '$20.00');
  const credit = page.getByTestId('wallet-transactions').locator('tbody tr').first();
  await expect(credit).toContainText('+$20.00');
  await expect(credit).toContainText('User recharge');

  // MerchantFlow (last 30 days by default): the deposit between opening $0.00 and closing $20.00.
  await adminPage.goto('/#/admin/Finance/MerchantFlow');
  await adminPage.getByRole('textbox', { name: /^Seller/ }).fill(seller.username);
  await expect(adminPage.getByRole('option')).toHaveCount(1);
  await adminPage.getByRole('option').first().click();
  const balances = adminPage.getByTestId('merchant-flow-balances');
  await expect(balances).toContainText('Opening available: $0.00');
  await expect(balances).toContainText('Closing available: $20.00');
  const row = adminPage.getByTestId('merchant-flow').locator('tbody tr').first();
  await expect(row).toContainText('User recharge');
  await expect(row).toContainText('+$20.00');
});
