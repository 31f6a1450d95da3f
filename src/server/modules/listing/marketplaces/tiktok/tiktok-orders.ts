import type { MarketOrder, MarketplaceAuth } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import { marketOrdersOf, pairCameBack } from './tiktok-mapping';
import type { ShopCall } from './tiktok-shop-calls';
import { TTS_RETURN_PAGE_SIZE } from './tiktok-shapes';
import type { TtsOrderDetail, TtsOrderSearch, TtsReturn, TtsReturnSearch } from './tiktok-shapes';

/** The adapter's signed call for the connection's shop. */
export type TiktokShopCall = ShopCall;

const ORDER_PAGE_SIZE = 100;
/** At most this many pages per search: a bound on calls within TikTok's limit. */
const MAX_PAGES = 20;
/** Get Order Detail and Search Returns take at most this many order ids. */
const IDS_PER_CALL = 50;
/** Statuses after which a buyer may send the pair back. */
const RETURNABLE: readonly string[] = ['DELIVERED', 'COMPLETED'];

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The order poll's read at TikTok Shop. Orders come from Get Order List by update time. A return
 * changes no order status (the order stays COMPLETED): the returns come from Search Returns, those
 * changed since `since` and those of every delivered or completed order read (so that a later change
 * of a returned order does not read it as completed again), and a returned order not read yet is
 * fetched by id.
 */
export function tiktokOrders(call: TiktokShopCall) {
  async function pages<P extends { next_page_token: string }, T>(
    read: (pageToken: string | undefined) => Promise<P>,
    items: (page: P) => T[] | undefined,
  ): Promise<T[]> {
    const all: T[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const found = await read(pageToken);
      all.push(...(items(found) ?? []));
      pageToken = found.next_page_token || undefined;
      if (!pageToken) break;
    }
    return all;
  }

  const ordersChanged = (auth: MarketplaceAuth, from: number) =>
    pages(
      (pageToken) =>
        call<TtsOrderSearch>(auth, 'POST', '/order/202309/orders/search', {
          query: {
            page_size: ORDER_PAGE_SIZE,
            sort_field: 'update_time',
            sort_order: 'ASC',
            page_token: pageToken,
          },
          body: { update_time_ge: from },
        }),
      (page) => page.orders,
    );

  const returnsOf = (auth: MarketplaceAuth, filter: { update_time_ge: number } | { order_ids: string[] }) =>
    pages(
      (pageToken) =>
        call<TtsReturnSearch>(auth, 'POST', '/return_refund/202309/returns/search', {
          query: { page_size: TTS_RETURN_PAGE_SIZE, sort_field: 'update_time', page_token: pageToken },
          body: { ...filter, return_types: ['RETURN_AND_REFUND'] },
        }),
      (page) => page.return_orders,
    );

  async function orders(auth: MarketplaceAuth, since: string): Promise<MarketOrder[]> {
    const fromMs = Date.parse(since);
    if (Number.isNaN(fromMs)) throw new MarketplaceError('tiktok', 'refused', `"${since}" is not a time`);
    const from = Math.floor(fromMs / 1000);
    const byId = new Map((await ordersChanged(auth, from)).map((o) => [o.id, o]));
    const returns: TtsReturn[] = await returnsOf(auth, { update_time_ge: from });
    const withReturns = new Set(returns.map((r) => r.order_id));
    const unchecked = [...byId.values()]
      .filter((o) => RETURNABLE.includes(o.status) && !withReturns.has(o.id))
      .map((o) => o.id);
    for (const ids of chunksOf(unchecked, IDS_PER_CALL))
      returns.push(...(await returnsOf(auth, { order_ids: ids })));
    const unread = returns
      .filter((r) => pairCameBack(r.return_type, r.return_status) && !byId.has(r.order_id))
      .map((r) => r.order_id);
    for (const ids of chunksOf([...new Set(unread)], IDS_PER_CALL)) {
      const { orders: found } = await call<TtsOrderDetail>(auth, 'GET', '/order/202309/orders', {
        query: { ids: ids.join(',') },
      });
      for (const order of found ?? []) byId.set(order.id, order);
    }
    return [...byId.values()]
      .flatMap((order) => marketOrdersOf(order, returns))
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  }

  return { orders };
}
