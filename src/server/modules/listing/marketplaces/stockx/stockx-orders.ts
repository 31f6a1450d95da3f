import type { MarketplaceAuth } from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import { allPages, PAGE_SIZE } from './stockx-http';
import type { StockxCaller } from './stockx-http';
import { marketOrderOf } from './stockx-mapping';
import type { SxOrder, SxOrders } from './stockx-shapes';

/** Past orders are read from this many days before `since`: an old sale may change today. */
const HISTORY_LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;
const CANCEL_ON_STOCKX = 'Cancel it on stockx.com (Selling, the order, Options, Cancel Order)';

const refused = (message: string) => new MarketplaceError('stockx', 'refused', message);

/** The adapter's order calls (GET /selling/orders/active, /history and /{orderNumber}). */
export function stockxOrders(call: StockxCaller) {
  const order = (auth: MarketplaceAuth, orderId: string) =>
    call<SxOrder>(auth, 'GET', `/selling/orders/${encodeURIComponent(orderId)}`);

  /**
   * Orders created or changed since `since`: the active ones (all pages) and the past ones made in
   * the last HISTORY_LOOKBACK_DAYS (history filters on the day made only), oldest change first.
   */
  async function orders(auth: MarketplaceAuth, since: string) {
    const read = (path: string, query: Record<string, string>) =>
      allPages(async (pageNumber) => {
        const page = await call<SxOrders>(auth, 'GET', path, {
          query: { ...query, pageNumber, pageSize: PAGE_SIZE },
        });
        return { hasNextPage: page.hasNextPage, items: page.orders };
      });
    const fromDate = new Date(Date.parse(since) - HISTORY_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
    const active = await read('/selling/orders/active', { sortOrder: 'CREATEDAT' });
    const past = await read('/selling/orders/history', { fromDate });
    const byNumber = new Map([...active, ...past].map((o) => [o.orderNumber, marketOrderOf(o)]));
    return [...byNumber.values()]
      .filter((o) => Date.parse(o.updatedAt) >= Date.parse(since))
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  }

  /**
   * StockX's API documents no way to cancel a sale: sellers cancel on stockx.com. The only write it
   * offers on a sold listing is DELETE /selling/listings/{id}, and its operation types include
   * CANCEL_ORDER. So the sale's listing is deleted and the order read back: the sale counts as
   * cancelled only when StockX says CANCELED; otherwise the seller is told to cancel on stockx.com.
   * The simulator assumes StockX cancels then. StockX has no field for `reason`.
   */
  async function cancelOrder(auth: MarketplaceAuth, orderId: string) {
    const sale = await order(auth, orderId);
    if (marketOrderOf(sale).state === 'cancelled') return marketOrderOf(sale);
    if (!sale.listingId) throw refused(`StockX gives no listing for order ${orderId}. ${CANCEL_ON_STOCKX}`);
    try {
      await call(auth, 'DELETE', `/selling/listings/${encodeURIComponent(sale.listingId)}`);
    } catch (error) {
      if (isMarketplaceError(error) && error.kind === 'refused')
        throw refused(`${error.message}. ${CANCEL_ON_STOCKX}`);
      throw error;
    }
    const after = marketOrderOf(await order(auth, orderId));
    if (after.state !== 'cancelled') throw refused(`StockX did not cancel the sale. ${CANCEL_ON_STOCKX}`);
    return after;
  }

  return { orders, cancelOrder };
}
