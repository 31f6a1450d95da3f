import { describe, expect, it } from 'vitest';
import { tiktokOrders } from './tiktok-orders';
import type { TiktokShopCall } from './tiktok-orders';
import type { TtsOrder, TtsReturn } from './tiktok-shapes';

const T0 = 1_772_000_000;
const anOrder = (id: string, status: TtsOrder['status'], updated: number): TtsOrder => ({
  id,
  status,
  create_time: T0,
  update_time: updated,
  payment: { currency: 'USD', total_amount: '210.00' },
  line_items: [
    {
      id: `${id}-1`,
      product_id: `p-${id}`,
      sku_id: 's',
      seller_sku: '1',
      sale_price: '210.00',
      currency: 'USD',
    },
  ],
});
const aReturn = (orderId: string, updated: number): TtsReturn => ({
  return_id: `r-${orderId}`,
  order_id: orderId,
  return_type: 'RETURN_AND_REFUND',
  return_status: 'RETURN_OR_REFUND_REQUEST_COMPLETE',
  role: 'BUYER',
  create_time: updated,
  update_time: updated,
  return_line_items: [
    {
      return_line_item_id: 'rl',
      order_line_item_id: `${orderId}-1`,
      sku_id: 's',
      seller_sku: '1',
      refund_amount: { currency: 'USD', refund_total: '210.00' },
    },
  ],
});

/** TikTok Shop answering from these orders and returns as its searches filter them. */
function aShop(orders: TtsOrder[], returns: TtsReturn[]) {
  const paths: string[] = [];
  const call = (async (_auth, _method, path, extra) => {
    paths.push(path);
    const body = (extra?.body ?? {}) as { update_time_ge?: number; order_ids?: string[] };
    const since = (updated: number) => body.update_time_ge === undefined || updated >= body.update_time_ge;
    if (path === '/order/202309/orders/search')
      return { total_count: 0, next_page_token: '', orders: orders.filter((o) => since(o.update_time)) };
    if (path === '/return_refund/202309/returns/search')
      return {
        total_count: 0,
        next_page_token: '',
        return_orders: returns.filter(
          (r) => since(r.update_time) && (!body.order_ids || body.order_ids.includes(r.order_id)),
        ),
      };
    const ids = String(extra?.query?.ids ?? '').split(',');
    return { orders: orders.filter((o) => ids.includes(o.id)) };
  }) as TiktokShopCall;
  return { paths, orders: tiktokOrders(call).orders };
}

const auth = { accessToken: 'token', shopId: 'cipher' };
const since = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

describe('TikTok order poll', () => {
  it('reads an order returned long ago as returned when the order alone changes later', async () => {
    const shop = aShop([anOrder('1', 'COMPLETED', T0 + 7_200)], [aReturn('1', T0 + 3_600)]);
    expect(await shop.orders(auth, since(T0 + 7_000))).toMatchObject([
      { orderId: '1', state: 'returned', updatedAt: since(T0 + 7_200) },
    ]);
  });

  it('reads a return whose order did not change, fetching the order by id', async () => {
    const shop = aShop([anOrder('2', 'COMPLETED', T0 + 60)], [aReturn('2', T0 + 3_600)]);
    expect(await shop.orders(auth, since(T0 + 3_000))).toMatchObject([
      { orderId: '2', listingId: 'p-2', state: 'returned', priceCents: 21_000, updatedAt: since(T0 + 3_600) },
    ]);
    expect(shop.paths).toContain('/order/202309/orders');
  });

  it('asks for no returns by order when no order read could have one', async () => {
    const shop = aShop([anOrder('3', 'AWAITING_SHIPMENT', T0 + 60)], []);
    expect(await shop.orders(auth, since(T0))).toMatchObject([{ orderId: '3', state: 'created' }]);
    expect(shop.paths).toEqual(['/order/202309/orders/search', '/return_refund/202309/returns/search']);
  });
});
