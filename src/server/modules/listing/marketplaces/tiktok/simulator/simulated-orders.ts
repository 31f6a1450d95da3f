import { z } from 'zod';
import type { Clock } from '../../../../../kernel/simulator-clock';
import type { MarketOrder } from '../../marketplace-adapter';
import type { SellOptions } from '../../marketplace-simulator';
import { amountOf, marketOrdersOf } from '../tiktok-mapping';
import { TTS_CODE, TTS_ORDER_STATUS_CHANGE, TTS_RETURN_STATUS_CHANGE } from '../tiktok-shapes';
import type { TtsOrder, TtsOrderStatus, TtsOrderStatusPush, TtsReturnStatusPush } from '../tiktok-shapes';
import type { SimulatedProducts } from './simulated-products';
import { returnJson } from './simulated-returns';
import type { SimulatedReturns } from './simulated-returns';
import { failure, pageOf, success, unixSeconds } from './simulated-shops';
import type { SimAnswer, SimOrder, SimShop, SimulatedShops } from './simulated-shops';
import type { WebhookPusher } from './webhook-pusher';

/**
 * A shop's orders at the simulated TikTok Shop: Get Order List (search), Get Order Detail, the
 * seller's Cancel Order, a buyer's purchase (`sell`), its completion and its return, each change
 * pushed as an "Order status change" webhook (a return as a "Return status change"). A sale is paid
 * at once (AWAITING_SHIPMENT) and takes the SKU's one unit.
 */
const searchInput = z.object({
  update_time_ge: z.number().int().optional(),
  update_time_lt: z.number().int().optional(),
  create_time_ge: z.number().int().optional(),
  create_time_lt: z.number().int().optional(),
});
const cancelInput = z.object({
  order_id: z.string(),
  cancel_reason: z.string(),
  order_line_item_ids: z.array(z.string()).optional(),
});
const within = (value: number, from?: number, before?: number) =>
  (from === undefined || value >= from) && (before === undefined || value < before);
const MAX_IDS = 50;
/** A paid order not yet completed or cancelled. */
export const OPEN_AFTER_PAYMENT: readonly TtsOrderStatus[] = [
  'AWAITING_SHIPMENT',
  'AWAITING_COLLECTION',
  'IN_TRANSIT',
  'DELIVERED',
];

export class SimulatedOrders {
  constructor(
    private readonly shops: SimulatedShops,
    private readonly clock: Clock,
    private readonly products: SimulatedProducts,
    private readonly pusher: WebhookPusher,
    private readonly returns: SimulatedReturns,
  ) {}

  /** POST /order/202309/orders/search: by create or update time, sorted as asked (default newest first). */
  search(shop: SimShop, query: URLSearchParams, body: unknown): SimAnswer {
    const parsed = searchInput.safeParse(body);
    if (!parsed.success) return failure(200, TTS_CODE.invalidParameters, 'Invalid input parameters.');
    const f = parsed.data;
    const field = query.get('sort_field') === 'update_time' ? 'update_time' : 'create_time';
    const direction = query.get('sort_order') === 'ASC' ? 1 : -1;
    const found = this.ordersOf(shop)
      .map(orderJson)
      .filter((o) => within(o.update_time, f.update_time_ge, f.update_time_lt))
      .filter((o) => within(o.create_time, f.create_time_ge, f.create_time_lt))
      .sort((a, b) => direction * (a[field] - b[field]) || a.id.localeCompare(b.id));
    const page = pageOf(found, query.get('page_size'), query.get('page_token'));
    if (!page) return failure(200, TTS_CODE.invalidParameters, 'Invalid input parameters: page_size');
    return success({ total_count: found.length, next_page_token: page.next, orders: page.items });
  }

  /** GET /order/202309/orders?ids=a,b: the shop's orders among the ids (others are left out). */
  detail(shop: SimShop, query: URLSearchParams): SimAnswer {
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_IDS)
      return failure(200, TTS_CODE.invalidParameters, 'Invalid input parameters: ids');
    const orders = ids.map((id) => this.shops.state.orders[id]).filter((o) => o?.shopId === shop.id);
    return success({ orders: orders.map(orderJson) });
  }

  /** POST /return_refund/202309/cancellations: the seller's out-of-stock cancellation succeeds at once. */
  cancel(shop: SimShop, body: unknown): SimAnswer {
    const parsed = cancelInput.safeParse(body);
    if (!parsed.success) return failure(200, 25001001, 'An invalid request parameter was passed.');
    const order = this.shops.state.orders[parsed.data.order_id];
    if (order?.shopId !== shop.id) return failure(200, 25020005, 'No permission to process this order');
    if (['IN_TRANSIT', 'DELIVERED'].includes(order.status))
      return failure(
        200,
        25001045,
        'The order has already been shipped and we are unable to cancel shipment with the courier.',
      );
    if (['COMPLETED', 'CANCELLED'].includes(order.status))
      return failure(
        200,
        TTS_CODE.cancelNotAllowed,
        'Not allowed to return or cancel since order is completed or cancelled',
      );
    const unpaid = order.status === 'UNPAID';
    const reason = parsed.data.cancel_reason;
    if (!reason.startsWith(unpaid ? 'seller_cancel_unpaid_reason_' : 'seller_cancel_reason_'))
      return failure(200, 25001021, 'Reason not match order status');
    Object.assign(order, { status: 'CANCELLED', updatedAt: this.clock.now() });
    const push = this.statusPush(order);
    const cancellation = {
      cancel_id: this.shops.nextId('cancellation'),
      cancel_status: 'CANCELLATION_REQUEST_SUCCESS',
    };
    this.shops.save();
    void this.pusher.push(push);
    return success(cancellation);
  }

  /** A buyer buys the listing's pair now: a paid order, the SKU out of stock, the push sent. */
  async sell(listingId: string, options: SellOptions = {}): Promise<MarketOrder> {
    const product = this.products.productOf(null, listingId);
    if (!product || product.status !== 'ACTIVATE' || product.sku.quantity < 1)
      throw new Error(`TikTok product ${listingId} is not on sale`);
    const now = this.clock.now();
    const order: SimOrder = {
      id: this.shops.nextId('order'),
      shopId: product.shopId,
      lineItemId: this.shops.nextId('lineItem'),
      productId: product.id,
      skuId: product.sku.id,
      sellerSku: product.sku.sellerSku,
      priceCents: options.priceCents ?? product.sku.priceCents,
      status: 'AWAITING_SHIPMENT',
      createdAt: now,
      updatedAt: now,
    };
    this.shops.state.orders[order.id] = order;
    product.updatedAt = now;
    product.sku.quantity -= 1;
    const push = this.statusPush(order);
    this.shops.save();
    await this.pusher.push(push, options.webhook, options.lateMs);
    return marketOrdersOf(orderJson(order))[0];
  }

  /** The buyer received the pair and TikTok closed the sale: COMPLETED, the push sent. */
  async complete(orderId: string): Promise<MarketOrder> {
    const order = this.shops.state.orders[orderId];
    if (!order || !OPEN_AFTER_PAYMENT.includes(order.status))
      throw new Error(`TikTok order ${orderId} cannot complete: ${order?.status ?? 'unknown'}`);
    Object.assign(order, { status: 'COMPLETED', updatedAt: this.clock.now() });
    const push = this.statusPush(order);
    this.shops.save();
    await this.pusher.push(push);
    return marketOrdersOf(orderJson(order))[0];
  }

  /**
   * The buyer sent the completed sale's pair back and was refunded: a return and refund, complete.
   * TikTok keeps the order COMPLETED and pushes a "Return status change". The order's update time
   * moves here; TikTok does not document whether its own does, and the adapter reads either way.
   */
  async returnOrder(orderId: string): Promise<MarketOrder> {
    const order = this.shops.state.orders[orderId];
    if (order?.status !== 'COMPLETED')
      throw new Error(`TikTok order ${orderId} cannot be returned: ${order?.status ?? 'unknown'}`);
    const now = this.clock.now();
    order.updatedAt = now;
    const back = this.returns.returnAndRefund(order, now);
    const push: TtsReturnStatusPush = {
      type: TTS_RETURN_STATUS_CHANGE,
      tts_notification_id: this.shops.nextId('push'),
      shop_id: order.shopId,
      timestamp: unixSeconds(now),
      data: {
        order_id: order.id,
        return_id: back.id,
        return_role: 'BUYER',
        return_type: back.type,
        return_status: back.status,
        create_time: unixSeconds(back.createdAt),
        update_time: unixSeconds(back.updatedAt),
      },
    };
    this.shops.save();
    await this.pusher.push(JSON.stringify(push));
    return marketOrdersOf(orderJson(order), [returnJson(back)])[0];
  }

  /** The "Order status change" push of the order's status now, as raw JSON (it is signed as sent). */
  private statusPush(order: SimOrder): string {
    const push: TtsOrderStatusPush = {
      type: TTS_ORDER_STATUS_CHANGE,
      tts_notification_id: this.shops.nextId('push'),
      shop_id: order.shopId,
      timestamp: unixSeconds(this.clock.now()),
      data: {
        order_id: order.id,
        order_status: order.status === 'CANCELLED' ? 'CANCEL' : order.status,
        is_on_hold_order: false,
        update_time: unixSeconds(order.updatedAt),
      },
    };
    return JSON.stringify(push);
  }

  private ordersOf(shop: SimShop): SimOrder[] {
    return Object.values(this.shops.state.orders).filter((o) => o.shopId === shop.id);
  }
}

export function orderJson(o: SimOrder): TtsOrder {
  const amount = amountOf(o.priceCents);
  return {
    id: o.id,
    status: o.status,
    create_time: unixSeconds(o.createdAt),
    update_time: unixSeconds(o.updatedAt),
    payment: { currency: 'USD', total_amount: amount },
    line_items: [
      {
        id: o.lineItemId,
        product_id: o.productId,
        sku_id: o.skuId,
        seller_sku: o.sellerSku,
        sale_price: amount,
        currency: 'USD',
      },
    ],
  };
}
