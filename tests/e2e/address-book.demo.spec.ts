import { reloadInLanguage } from './helpers/language';
import { secondDevice } from './helpers/second-device';
import { AddressBookPage } from './pages/address-book-page';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD } from './support/server';
import { expect, test } from './support/fixtures';

/**
 * The address book (issue 15): the demo seller adds an address the carrier simulator refuses,
 * takes its suggestion, saves and makes it the default; seller2 cannot delete its only address.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/address-book/screens';

test('a seller fixes an address with the carrier suggestion and makes it the default; the last address stays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await new LoginPage(page).signIn('Seller', 'seller', DEMO_PASSWORD);
  await page.waitForURL(/#\/business\//);
  const book = new AddressBookPage(page);
  await book.openFromUserMenu();
  await expect(book.rows).toHaveCount(3);

  // The simulator does not know "Mian St" and suggests "Main St".
  await book.fillNew({
    name: 'Back office',
    street: '233 Mian St',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
  });
  await book.save();
  await expect(
    book.dialog.getByText('The carrier could not verify this address; nothing was saved.', { exact: false }),
  ).toBeVisible();
  await expect(book.dialog.getByTestId('address-problems')).toContainText('Street: Street name not found');
  await page.screenshot({ path: `${SHOTS}/suggestion-en-US.png` });
  await book.dialog.getByRole('button', { name: 'Use “233 Main St”' }).click();
  await expect(book.dialog.getByLabel(/^Street/)).toHaveValue('233 Main St');
  await book.save();
  await expect(book.dialog).toBeHidden();
  await expect(book.rowOf('233 MAIN ST')).toBeVisible();
  await expect(book.rows).toHaveCount(4);

  await book.rowAction('Make default', 'Back office');
  await expect(book.rowOf('Back office')).toHaveAttribute('data-default', 'true');
  await expect(page.locator('[data-testid="address-row"][data-default="true"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/seller-en-US.png` });
  await reloadInLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { name: '地址簿' })).toBeVisible();
  await expect(book.rowOf('Back office')).toHaveAttribute('data-default', 'true');
  await page.screenshot({ path: `${SHOTS}/seller-zh-CN.png` });

  // seller2 has one address: deleting it is refused with the spec's message, and it stays.
  const seller2 = await secondDevice(browser, baseURL as string);
  await new LoginPage(seller2).signIn('Seller', 'seller2', DEMO_PASSWORD);
  await seller2.waitForURL(/#\/business\//);
  const book2 = new AddressBookPage(seller2);
  await book2.openFromUserMenu();
  await expect(book2.rows).toHaveCount(1);
  await book2.rowAction('Delete', 'Demo Seller Two');
  await seller2.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(seller2.getByText('The last address cannot be deleted.')).toBeVisible();
  await expect(book2.rows).toHaveCount(1);

  // The platform's own book in the admin self-operated area.
  const adminPage = await secondDevice(browser, baseURL as string);
  await adminPage.setViewportSize({ width: 1024, height: 768 });
  await new LoginPage(adminPage).logInAsAdmin({ username: 'admin', password: DEMO_PASSWORD });
  await adminPage.goto(`${baseURL}/#/admin/warehouse/address`);
  await expect(new AddressBookPage(adminPage).rowOf('SoleStack LA Warehouse')).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/platform-en-US.png` });
  await reloadInLanguage(adminPage, 'zh-CN');
  await expect(adminPage.getByRole('heading', { name: '仓库地址' })).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/platform-zh-CN.png` });
});
