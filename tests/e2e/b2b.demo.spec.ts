import { InventoryStatus } from '../../src/domain/kernel/product-rules';
import { formatCents } from '../../src/domain/wallet/wallet';
import { LoginPage } from './pages/login-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * The B2B board (issue 26 point 6) across two sellers' browsers: seller2 offers one of their pairs at
 * a price, the demo seller buys it from the board, and the pair and the money move: the pair is the
 * buyer's on the same shelf (a switch user, kind 7), the buyer's wallet paid the price (fee type 28)
 * and seller2's received it (fee type 29), the platform fee being 0%; seller2 sees the offer sold.
 */
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const seller = { username: 'seller', password: DEMO_PASSWORD };
const seller2 = { username: 'seller2', password: DEMO_PASSWORD };
const PRICE_CENTS = 12_345;

type Summary = { availableCents: number };
type Pair = { oneId: string; status: number };

test('a B2B purchase moves the pair and the money', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const buyerApi = await new Api(base).as('business', seller);
  const sellerApi = await new Api(base).as('business', seller2);
  const summary = async (api: Api) => (await api.call<Summary>('business', '/wallet/summary')).data;

  // seller2 offers a pair from the board's "Offer pairs" tab.
  const sellerPage = await (await browser.newContext()).newPage();
  await new LoginPage(sellerPage).signIn('Seller', seller2.username, seller2.password);
  await sellerPage.waitForURL(/#\/business\//);
  await sellerPage.goto('/#/business/b2b-board?tab=offer');
  const pairRow = sellerPage.getByTestId('offerable-pair').filter({ visible: true }).first();
  await expect(pairRow).toBeVisible();
  const oneId = (await pairRow.getAttribute('data-one-id')) as string;
  await sellerPage.getByRole('checkbox', { name: `Offer ${oneId}` }).check();
  await sellerPage.getByTestId('offer-price-input').fill((PRICE_CENTS / 100).toFixed(2));
  await sellerPage.getByTestId('offer-submit').click();
  await expect(sellerPage).toHaveURL(/tab=mine/);
  const myOffer = sellerPage.getByTestId('my-offer').filter({ hasText: oneId }).filter({ visible: true });
  await expect(myOffer).toContainText('Open');
  const offerNo = (await myOffer.getAttribute('data-offer-no')) as string;
  const [before, sellerBefore] = [await summary(buyerApi), await summary(sellerApi)];

  // The demo seller finds it on the board and buys it.
  const buyerPage = await (await browser.newContext()).newPage();
  await new LoginPage(buyerPage).signIn('Seller', seller.username, seller.password);
  await buyerPage.waitForURL(/#\/business\//);
  await buyerPage.goto('/#/business/b2b-board');
  const onBoard = buyerPage.locator(`[data-testid="board-offer"][data-offer-no="${offerNo}"]`);
  await expect(onBoard.filter({ visible: true })).toContainText(formatCents(PRICE_CENTS));
  await buyerPage
    .getByRole('button', { name: `Buy offer ${offerNo}` })
    .filter({ visible: true })
    .click();
  const modal = buyerPage.getByTestId('buy-offer');
  await expect(modal.getByTestId('buy-price')).toHaveText(formatCents(PRICE_CENTS));
  await expect(modal.getByTestId('buy-after')).toHaveText(formatCents(before.availableCents - PRICE_CENTS));
  await modal.getByTestId('buy-confirm').click();
  await expect(modal).toBeHidden();
  await expect(onBoard).toHaveCount(0);

  // The pair is the buyer's now, available where it was; the money moved between the wallets, no fee taken.
  const owned = await buyerApi.ok<{ data: Pair[] }>('/inventory/list', {
    oneId,
    pageNo: 1,
    pageSize: 10,
  });
  expect(owned.data.map((p) => p.oneId)).toEqual([oneId]);
  expect(owned.data[0].status).toBe(InventoryStatus.available);
  expect((await summary(buyerApi)).availableCents).toBe(before.availableCents - PRICE_CENTS);
  expect((await summary(sellerApi)).availableCents).toBe(sellerBefore.availableCents + PRICE_CENTS);

  await buyerPage.goto('/#/business/wallet');
  const bought = buyerPage.getByTestId('wallet-transactions').filter({ visible: true }).locator('tr');
  await expect(bought.filter({ hasText: 'B2B purchase' }).first()).toContainText(formatCents(PRICE_CENTS));
  await sellerPage.reload();
  await expect(myOffer).toContainText('Sold');
  await sellerPage.goto('/#/business/wallet');
  const sold = sellerPage.getByTestId('wallet-transactions').filter({ visible: true }).locator('tr');
  await expect(sold.filter({ hasText: 'B2B sale' }).first()).toContainText(formatCents(PRICE_CENTS));
  await buyerPage.context().close();
  await sellerPage.context().close();
});
