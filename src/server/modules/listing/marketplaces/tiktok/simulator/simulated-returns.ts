import { z } from 'zod';
import { amountOf } from '../tiktok-mapping';
import { TTS_CODE, TTS_RETURN_PAGE_SIZE } from '../tiktok-shapes';
import type { TtsReturn } from '../tiktok-shapes';
import { failure, pageOf, success, unixSeconds } from './simulated-shops';
import type { SimAnswer, SimOrder, SimReturn, SimShop, SimulatedShops } from './simulated-shops';

const searchInput = z.object({
  order_ids: z.array(z.string()).optional(),
  return_types: z.array(z.string()).optional(),
  return_status: z.array(z.string()).optional(),
  update_time_ge: z.number().int().optional(),
  update_time_lt: z.number().int().optional(),
  create_time_ge: z.number().int().optional(),
  create_time_lt: z.number().int().optional(),
});
const within = (value: number, from?: number, before?: number) =>
  (from === undefined || value >= from) && (before === undefined || value < before);
const among = (value: string, list?: string[]) => list === undefined || list.includes(value);

/**
 * A shop's returns at the simulated TikTok Shop (the Return and Refund API's Search Returns): a
 * buyer's return after delivery leaves the order COMPLETED and is known here.
 */
export class SimulatedReturns {
  constructor(private readonly shops: SimulatedShops) {}

  /** POST /return_refund/202309/returns/search: by order, type, status, create or update time. */
  search(shop: SimShop, query: URLSearchParams, body: unknown): SimAnswer {
    const parsed = searchInput.safeParse(body);
    if (!parsed.success) return failure(200, TTS_CODE.invalidParameters, 'Invalid input parameters.');
    const f = parsed.data;
    const field = query.get('sort_field') === 'update_time' ? 'update_time' : 'create_time';
    const direction = query.get('sort_order') === 'DESC' ? -1 : 1;
    const found = Object.values(this.shops.state.returns)
      .filter((r) => r.shopId === shop.id)
      .map(returnJson)
      .filter((r) => among(r.order_id, f.order_ids) && among(r.return_type, f.return_types))
      .filter((r) => among(r.return_status, f.return_status))
      .filter((r) => within(r.update_time, f.update_time_ge, f.update_time_lt))
      .filter((r) => within(r.create_time, f.create_time_ge, f.create_time_lt))
      .sort((a, b) => direction * (a[field] - b[field]) || a.return_id.localeCompare(b.return_id));
    const size = query.get('page_size') ?? '10';
    const page = Number(size) <= TTS_RETURN_PAGE_SIZE ? pageOf(found, size, query.get('page_token')) : null;
    if (!page) return failure(200, TTS_CODE.invalidParameters, 'Invalid input parameters: page_size');
    return success({ total_count: found.length, next_page_token: page.next, return_orders: page.items });
  }

  /** The buyer sent the order's pair back and was refunded: a return and refund, complete. */
  returnAndRefund(order: SimOrder, at: number): SimReturn {
    const record: SimReturn = {
      id: this.shops.nextId('return'),
      shopId: order.shopId,
      orderId: order.id,
      lineItemId: order.lineItemId,
      returnLineItemId: this.shops.nextId('returnLineItem'),
      skuId: order.skuId,
      sellerSku: order.sellerSku,
      type: 'RETURN_AND_REFUND',
      status: 'RETURN_OR_REFUND_REQUEST_COMPLETE',
      refundCents: order.priceCents,
      createdAt: at,
      updatedAt: at,
    };
    this.shops.state.returns[record.id] = record;
    return record;
  }
}

export function returnJson(r: SimReturn): TtsReturn {
  return {
    return_id: r.id,
    order_id: r.orderId,
    return_type: r.type,
    return_status: r.status,
    role: 'BUYER',
    create_time: unixSeconds(r.createdAt),
    update_time: unixSeconds(r.updatedAt),
    return_line_items: [
      {
        return_line_item_id: r.returnLineItemId,
        order_line_item_id: r.lineItemId,
        sku_id: r.skuId,
        seller_sku: r.sellerSku,
        refund_amount: { currency: 'USD', refund_total: amountOf(r.refundCents) },
      },
    ],
  };
}
