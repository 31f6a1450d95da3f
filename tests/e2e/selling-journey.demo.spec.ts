import type { ListingView } from '../../src/domain/listing/listing-requests';
import { ConsignmentStatus, ORDER_KIND_TABLES, OrderKind } from '../../src/domain/outbound/outbound';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { formatCents } from '../../src/domain/wallet/wallet';
import { word } from './helpers/audit-steps';
import { secondDevice } from './helpers/second-device';
import { LoginPage } from './pages/login-page';
import { OutboundBatchPage } from './pages/outbound-batch-page';
import { SellerListingPage } from './pages/seller-listing-page';
import { SimulatorBuyerPage } from './pages/simulator-buyer-page';
import { Api } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/server';

/**
 * Issue 25's selling journey on the demo: seller2 (cross-listing and consignment on, no marketplace
 * connected but an expired eBay) connects StockX and TikTok Shop through their consent pages, lists
 * a pair on both from newlisting, and a buyer buys it on TikTok Shop's simulator buyer page (TikTok
 * pushes the order as a webhook): the StockX listing is delisted, the sale waits to leave as a
 * consignment, a warehouse tablet picks and ships it in an outbound batch, TikTok Shop completes the
 * order, and the seller's wallet is paid the sale (fee 6) less the consignment fee (11) and the
 * platform fee (22).
 */
const SHOTS = 'test-results/selling-journey/screens';
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };
const seller = { username: 'seller2', password: DEMO_PASSWORD };
const staff = { username: 'warehouse', password: DEMO_PASSWORD };
const terms = { price: '200', bottomLine: '180', minimumPayout: '150', autoPricing: false };
const consignmentStatus = (status: number) =>
  word('en-US', ORDER_KIND_TABLES[OrderKind.consignment].statuses[status]);

test('a pair listed on StockX and TikTok Shop sells on TikTok Shop: delisted on StockX, shipped by a tablet, paid out in the wallet', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const sellerApi = await new Api(base).as('business', seller);
  const wares = await sellerApi.ok<{ id: number; name: string }[]>('/sys_ware/listAll');
  const nj = wares.find((w) => w.name === 'Demo Warehouse NJ') ?? wares[0];
  const available = await sellerApi.ok<{ data: { oneId: string }[] }>('/inventory/list', {
    statusList: [1],
    checkResult: 1,
    wareId: nj.id,
    pageNo: 1,
    pageSize: 1,
  });
  const [oneId] = available.data.map((i) => i.oneId);
  expect(oneId, 'an available, qualified pair of seller2 in NJ').toBeTruthy();
  const listings = async () =>
    (
      await sellerApi.ok<{ data: ListingView[] }>('/listing/list', {
        keyword: oneId,
        pageNo: 1,
        pageSize: 10,
      })
    ).data;
  const statesOf = async () => Object.fromEntries((await listings()).map((l) => [l.marketplace, l.state]));

  // The seller's browser is on the address the server sends a browser back to after a consent
  // (PUBLIC_URL's default, http://localhost:PORT).
  const sellerPage = await secondDevice(browser, base.replace('127.0.0.1', 'localhost'), DESKTOP);
  await new LoginPage(sellerPage).signIn('Seller', seller.username, seller.password);
  await sellerPage.waitForURL(/#\/business\//);
  const selling = new SellerListingPage(sellerPage);
  await selling.openConnections();
  await selling.connectThroughConsent('stockx', 'StockX');
  await selling.connectThroughConsent('tiktok', 'TikTok Shop');
  await sellerPage.screenshot({ path: `${SHOTS}/seller-connected-en-US.png` });

  // newlisting: the pair on both, at $200, the payout after each marketplace's fee shown.
  await selling.openNewListing(oneId);
  await selling.fillTerms('stockx', terms);
  await selling.fillTerms('tiktok', terms);
  await sellerPage.screenshot({ path: `${SHOTS}/seller-newlisting-en-US.png` });
  await selling.confirmListing();
  // StockX makes its listing a few seconds later; TikTok Shop's stays in its audit (15 minutes).
  await expect.poll(statesOf, { timeout: 30_000 }).toEqual({ stockx: 'active', tiktok: 'pending' });

  // On TikTok Shop's simulator buyer page the audit is let pass; the listing is active at once.
  await selling.openConnections();
  const tiktok = await SimulatorBuyerPage.openFrom(sellerPage, 'tiktok', 'TikTok Shop');
  const tiktokListing = (await listings()).find((l) => l.marketplace === 'tiktok')?.externalId ?? '';
  await expect(tiktok.listingRow(tiktokListing)).toContainText('Not on sale yet');
  await tiktok.finishListingsInTheMaking();
  await expect(tiktok.listingRow(tiktokListing)).toContainText('$200.00');
  await expect.poll(statesOf, { timeout: 15_000 }).toEqual({ stockx: 'active', tiktok: 'active' });
  await selling.openListingsOf(oneId);
  await expect(selling.listingRow('StockX')).toContainText('Active');
  await expect(selling.listingRow('TikTok Shop')).toContainText('Active');

  // A buyer buys it on TikTok Shop, whose webhook brings the sale in: StockX's listing is delisted.
  const orderId = await tiktok.buy(tiktokListing);
  await tiktok.page.screenshot({ path: `${SHOTS}/tiktok-buyer-bought.png` });
  await expect.poll(statesOf, { timeout: 20_000 }).toEqual({ stockx: 'inactive', tiktok: 'sold' });
  await selling.openListingsOf(oneId);
  await expect(selling.listingRow('StockX')).toContainText('Delisted');
  await expect(selling.listingRow('TikTok Shop')).toContainText('Sold');
  await sellerPage.screenshot({ path: `${SHOTS}/seller-delisted-en-US.png` });

  // The sale waits to leave as a consignment of TikTok Shop's price.
  await sellerPage.goto('/#/business/order-management/consign-order');
  await sellerPage.getByRole('textbox', { name: 'ONE ID' }).fill(oneId);
  await sellerPage.getByRole('button', { name: 'Search' }).click();
  const row = sellerPage.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(consignmentStatus(ConsignmentStatus.pendingOutbound));
  const oddNo = (await row.getAttribute('data-odd-no')) as string;
  expect(oddNo).toMatch(/^OC\d{8}$/);
  await row.click();
  await expect(sellerPage.getByTestId('order-status')).toHaveText(
    consignmentStatus(ConsignmentStatus.pendingOutbound),
  );
  await expect(sellerPage.getByTestId('consignment-marketplace')).toContainText('TikTok Shop');
  await expect(sellerPage.getByTestId('consignment-sold-price')).toContainText('$200.00');
  const order = async () =>
    (await sellerApi.call<OrderView>('business', '/outbound/get', { query: { id: Number(oddNo.slice(2)) } }))
      .data;

  // A warehouse tablet batches the consignment, picks the pair by scanner and ships it.
  const tablet = await secondDevice(browser, base, TABLET);
  await new LoginPage(tablet).signIn('Warehouse staff', staff.username, staff.password);
  await tablet.waitForURL(/#\/warehouse\//);
  const batchPage = new OutboundBatchPage(tablet);
  await batchPage.generateBatchOf(oddNo);
  await batchPage.openNewestBatch(await new Api(base).as('warehouse', staff), nj.id);
  await expect(batchPage.pickList).toContainText(oddNo);
  await batchPage.pick(oneId);
  await batchPage.confirmShipped(oddNo, 1);
  await tablet.screenshot({ path: `${SHOTS}/tablet-shipped-en-US.png` });
  await expect
    .poll(async () => (await order()).status, { timeout: 30_000 })
    .toBe(ConsignmentStatus.outOfWarehouse);

  // TikTok Shop completes the order (the buyer has the pair): the seller is paid out.
  const before = (await sellerApi.call<{ availableCents: number }>('business', '/wallet/summary')).data;
  await tiktok.page.reload();
  await tiktok.complete(orderId);
  await expect
    .poll(async () => (await order()).status, { timeout: 20_000 })
    .toBe(ConsignmentStatus.completed);
  const facts = (await order()).consignment;
  const payout = 20_000 - (facts?.consignmentFeeCents ?? 0) - (facts?.platformFeeCents ?? 0);
  expect(facts).toMatchObject({ soldPriceCents: 20_000, payoutCents: payout });
  expect(facts?.consignmentFeeCents).toBeGreaterThan(0);
  expect(facts?.platformFeeCents).toBeGreaterThan(0);

  await sellerPage.goto('/#/business/wallet');
  await sellerPage.reload();
  const transactions = sellerPage.getByTestId('wallet-transactions').filter({ visible: true });
  const entries = transactions.locator('tr').filter({ hasText: oddNo });
  await expect(entries.filter({ hasText: 'Consignment collection' })).toContainText('$200.00');
  await expect(entries.filter({ hasText: 'Consignment fee' })).toContainText(
    formatCents(facts?.consignmentFeeCents ?? 0),
  );
  await expect(entries.filter({ hasText: 'Platform fee' })).toContainText(
    formatCents(facts?.platformFeeCents ?? 0),
  );
  await expect(sellerPage.getByTestId('wallet-available').filter({ visible: true })).toHaveText(
    formatCents(before.availableCents + payout),
  );
  await sellerPage.screenshot({ path: `${SHOTS}/seller-wallet-en-US.png` });
  await tablet.context().close();
  await sellerPage.context().close();
});
