import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reloadInLanguage } from './helpers/language';
import { AddressBookPage } from './pages/address-book-page';
import { LoginPage } from './pages/login-page';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The label center's journey (issue 15): a seller buys a label with insurance and a signature option,
 * prints it (the PDF opens), voids it, and sees the refund arrive in the wallet when the simulator
 * settles it. The simulator's clock is moved by its test-only clock file; refunds are polled every 2 s.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const SHOTS = 'test-results/label-center/screens';
const HOUR = 3_600_000;
const clockFile = path.join(os.tmpdir(), `label-center-e2e-clock-${process.pid}.json`);
test.use({ serverSetup: { env: { CARRIER_SIMULATOR_CLOCK_FILE: clockFile, LABEL_REFUND_POLL_MS: '2000' } } });

test.beforeAll(() => fs.rmSync(clockFile, { force: true }));
test.afterAll(() => fs.rmSync(clockFile, { force: true }));

const address = {
  from: { name: 'SoleStack LA', street1: '1200 E 7th St', city: 'Los Angeles', state: 'CA', zip: '90021' },
  to: { name: 'Jordan Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
};

test('a seller buys a label with insurance and a signature, prints it, voids it and gets the refund', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const login = new LoginPage(page);
  await login.signIn('Seller', 'seller', DEMO_PASSWORD);
  await page.waitForURL(/#\/business\//);
  await page.goto(`${server.url}/#/business/label-center`);
  await expect(page.getByTestId('label-row').first()).toBeVisible();
  await expect(page.getByTestId('simulator-notice').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-en.png` });

  // The seller adds the address it ships from to its address book, then picks it in the buy form.
  const book = new AddressBookPage(page);
  await book.openFromUserMenu();
  await book.fillNew({ ...address.from, street: address.from.street1 });
  await book.save();
  await expect(book.rowOf(address.from.name)).toHaveCount(1);
  await page.goto(`${server.url}/#/business/label-center`);
  await page.getByTestId('open-buy').click();
  // The default address fills "from" first; the seller picks the new one.
  await expect(page.getByTestId('from-name')).not.toHaveValue('');
  await page.getByTestId('from-book').click();
  await page.getByRole('option', { name: new RegExp(`^${address.from.name}`) }).click();
  await expect(page.getByTestId('from-name')).toHaveValue(address.from.name);
  await expect(page.getByTestId('from-zip')).toHaveValue(address.from.zip);
  for (const [field, value] of Object.entries(address.to)) await page.getByTestId(`to-${field}`).fill(value);
  await page.getByTestId('parcel-weightOz').fill('48');
  await page.getByTestId('parcel-lengthIn').fill('14');
  await page.getByTestId('parcel-widthIn').fill('10');
  await page.getByTestId('parcel-heightIn').fill('5');
  await page.getByTestId('signature').click();
  await page.getByRole('option', { name: 'Adult Signature Required' }).click();
  await page.getByTestId('insurance').fill('250');
  await page.getByTestId('get-rates').click();
  await expect(page.getByTestId('rate').first()).toBeVisible();
  await expect(page.getByTestId('fee-summary')).toContainText('insurance $2.00');
  await page.screenshot({ path: `${SHOTS}/buy-en.png` });
  await page.getByTestId('buy-label').dblclick();

  const row = page.getByTestId('label-row').first();
  await expect(row.getByTestId('label-status')).toHaveAttribute('data-status', 'purchased', {
    timeout: 20_000,
  });
  await expect(row).toContainText('Adult Signature Required');
  const labelId = await row.getAttribute('data-label');
  const rowsOfLabel = page.locator(`[data-testid="label-row"][data-label="${labelId}"]`);
  await expect(rowsOfLabel).toHaveCount(1);

  // Print: the PDF opens in a new window.
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Print' }).click();
  const pdfWindow = await popup;
  await expect.poll(() => pdfWindow.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await pdfWindow.close();

  await row.getByRole('button', { name: 'Void' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Void' }).click();
  await expect(row.getByTestId('label-status')).toHaveAttribute('data-status', 'refund_pending');

  // Two days later at the carrier: the refund settles, the poll credits it.
  fs.writeFileSync(clockFile, JSON.stringify({ offsetMs: 49 * HOUR }));
  await expect(row.getByTestId('label-status')).toHaveAttribute('data-status', 'refunded', {
    timeout: 40_000,
  });
  await page.goto(`${server.url}/#/business/wallet`);
  // The refund of this label (the clock's jump settles the demo's pending refunds too).
  const refund = page
    .getByTestId('wallet-entry')
    .filter({ hasText: 'Label refund' })
    .filter({ hasText: new RegExp(`Shipping label ${labelId}$`) });
  await expect(refund).toHaveCount(1);

  await page.goto(`${server.url}/#/business/label-center`);
  await reloadInLanguage(page, 'zh-CN');
  // Reasons come from the server in the reader's language.
  await expect(page.getByText('运费报价已过期', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/list-zh.png` });
  await page.getByTestId('open-buy').click();
  await expect(page.getByTestId('buy-label-form')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/buy-zh.png` });
});
