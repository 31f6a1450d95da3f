import { z } from 'zod';
import type { Clock } from '../../../../../kernel/simulator-clock';
import type { MarketOrder } from '../../marketplace-adapter';
import { amountOf, marketOrdersOf } from '../ebay-mapping';
import type { EbayStore, SimOrder } from './ebay-store';
import type { SimulatedEbayInventory } from './simulated-ebay-inventory';
import { answer, failure, postOrderFailure } from './sim-answers';
import type { SimAnswer } from './sim-answers';

const cancelInput = z.object({ legacyOrderId: z.string(), cancelReason: z.string().optional() });
/** eBay's filter grammar for getOrders: lastmodifieddate:[from..] or creationdate:[from..to]. */
const DATE_FILTER = /(lastmodifieddate|creationdate):\[(.*?)\.\.(.*?)\]/;

const iso = (ms: number) => new Date(ms).toISOString();
/** eBay's order id: 2, 5 and 5 digits. */
const orderIdOf = (seq: number) =>
  `${String(10 + (seq % 90))}-${String(seq).padStart(5, '0').slice(-5)}-${String(seq * 7919)
    .padStart(5, '0')
    .slice(-5)}`;

/** Buyers' orders of the seller's listings (the Fulfillment API) and the seller's cancellations (Post-Order). */
export class SimulatedEbayOrders {
  constructor(
    private readonly store: EbayStore,
    private readonly clock: Clock,
    private readonly inventory: SimulatedEbayInventory,
  ) {}

  private get state() {
    return this.store.state;
  }

  /** A buyer buys the listing's one pair: the order is paid, the listing ends sold. */
  sell(sku: string, priceCents?: number): MarketOrder {
    const offer = this.inventory.liveOffer(sku);
    if (!offer) throw new Error(`The eBay simulator has no live listing ${sku}`);
    const seq = this.store.nextSeq();
    const now = this.clock.now();
    const order: SimOrder = {
      orderId: orderIdOf(seq),
      userId: offer.userId,
      offerId: offer.offerId,
      lineItemId: String(10_000_000_000 + seq),
      priceCents: priceCents ?? offer.priceCents ?? 0,
      createdAt: now,
      modifiedAt: now,
    };
    Object.assign(offer, { listingStatus: 'ENDED', soldQuantity: 1, availableQuantity: 0 });
    this.state.orders[order.orderId] = order;
    this.store.save();
    return marketOrdersOf(this.json(order))[0];
  }

  /** The buyer has the pair: the order is fulfilled and eBay releases the funds it held. */
  complete(orderId: string): MarketOrder {
    const order = this.state.orders[orderId];
    if (!order || order.cancelledAt !== undefined || order.completedAt !== undefined)
      throw new Error(`The eBay simulator cannot complete order ${orderId}`);
    order.completedAt = order.modifiedAt = this.clock.now();
    this.store.save();
    return marketOrdersOf(this.json(order))[0];
  }

  /** The buyer returns the completed sale's pair: eBay refunds the buyer in full. */
  returnOrder(orderId: string): MarketOrder {
    const order = this.state.orders[orderId];
    if (order?.completedAt === undefined || order.returnedAt !== undefined)
      throw new Error(`The eBay simulator cannot return order ${orderId}: it is not completed`);
    order.returnedAt = order.modifiedAt = this.clock.now();
    this.store.save();
    return marketOrdersOf(this.json(order))[0];
  }

  json(o: SimOrder) {
    const offer = this.state.offers[o.offerId];
    const cancelled = o.cancelledAt !== undefined;
    const refunded = cancelled || o.returnedAt !== undefined;
    const cost = amountOf(o.priceCents);
    // The seller's funds, held until the buyer has the pair (eBay's payment holds of newer sellers).
    const hold = {
      holdAmount: cost,
      holdState: o.completedAt === undefined ? 'HELD' : 'RELEASED',
      ...(o.completedAt === undefined ? {} : { releaseDate: iso(o.completedAt) }),
    };
    const refund = {
      refundId: `R-${o.lineItemId}`,
      refundDate: iso(o.returnedAt ?? o.cancelledAt ?? o.modifiedAt),
      amount: cost,
      refundStatus: 'REFUNDED',
    };
    return {
      orderId: o.orderId,
      legacyOrderId: o.orderId,
      creationDate: iso(o.createdAt),
      lastModifiedDate: iso(o.modifiedAt),
      orderFulfillmentStatus: o.completedAt === undefined ? 'NOT_STARTED' : 'FULFILLED',
      orderPaymentStatus: refunded ? 'FULLY_REFUNDED' : 'PAID',
      cancelStatus: { cancelState: cancelled ? 'CANCELED' : 'NONE_REQUESTED', cancelRequests: [] },
      pricingSummary: { priceSubtotal: cost, total: cost },
      paymentSummary: {
        payments: [
          {
            paymentMethod: 'EBAY',
            paymentDate: iso(o.createdAt),
            amount: cost,
            paymentStatus: 'PAID',
            paymentHolds: [hold],
          },
        ],
        refunds: refunded ? [refund] : [],
        totalDueSeller: cost,
      },
      buyer: { username: 'simulated_buyer' },
      lineItems: [
        {
          lineItemId: o.lineItemId,
          legacyItemId: offer?.listingId ?? '',
          sku: offer?.sku,
          title: this.state.items[`${o.userId}/${offer?.sku}`]?.product.title ?? '',
          quantity: 1,
          lineItemCost: cost,
        },
      ],
    };
  }

  /** GET /sell/fulfillment/v1/order?filter=&limit=&offset= (newest first). */
  orders(userId: string, query: URLSearchParams): SimAnswer {
    const filter = DATE_FILTER.exec(query.get('filter') ?? '');
    const [from, to] = [filter?.[2], filter?.[3]].map((t) => (t ? Date.parse(t) : NaN));
    const field = filter?.[1] === 'creationdate' ? 'createdAt' : 'modifiedAt';
    const limit = Math.min(Number(query.get('limit') ?? 50), 200);
    const offset = Number(query.get('offset') ?? 0);
    const matching = Object.values(this.state.orders)
      .filter((o) => o.userId === userId)
      .filter((o) => (Number.isNaN(from) || o[field] >= from) && (Number.isNaN(to) || o[field] <= to))
      .sort((a, b) => b.createdAt - a.createdAt);
    const orders = matching.slice(offset, offset + limit).map((o) => this.json(o));
    return answer({ total: matching.length, limit, offset, orders });
  }

  /** GET /sell/fulfillment/v1/order/{orderId} */
  order(userId: string, orderId: string): SimAnswer {
    const order = this.state.orders[orderId];
    if (order?.userId === userId) return answer(this.json(order));
    return failure({
      status: 404,
      errorId: 32100,
      domain: 'API_FULFILLMENT',
      message: `Invalid order ID: ${orderId}`,
    });
  }

  /** POST /post-order/v2/cancellation: the seller cancels the whole order; the buyer is refunded. */
  cancel(userId: string, body: unknown): SimAnswer {
    const parsed = cancelInput.safeParse(body);
    const order = parsed.success ? this.state.orders[parsed.data.legacyOrderId] : undefined;
    if (!order || order.userId !== userId)
      return postOrderFailure({ status: 400, errorId: 1205, message: 'The order could not be found.' });
    if (order.cancelledAt !== undefined)
      return postOrderFailure({
        status: 400,
        errorId: 1210,
        message: 'The order has already been cancelled.',
      });
    order.cancelledAt = order.modifiedAt = this.clock.now();
    this.store.save();
    return answer({ cancelId: String(5_000_000_000 + this.store.nextSeq()) }, 201);
  }
}
