import type { BuyerDesk } from '../../simulator-buyer-page';
import { EBAY_ASPECT } from '../ebay-shapes';
import type { EbayStore, SimOrder } from './ebay-store';
import type { SimulatedEbayOrders } from './simulated-ebay-orders';

/** eBay's word for an order as the seller's order list would show it. */
function statusOf(o: SimOrder): string {
  if (o.cancelledAt !== undefined) return 'Cancelled';
  if (o.returnedAt !== undefined) return 'Returned';
  return o.completedAt === undefined ? 'Paid, awaiting shipment' : 'Completed';
}

/** The simulated eBay's buyer page (simulator-buyer-page.ts): its live listings, its orders and their completion. */
export function ebayBuyerDesk(store: EbayStore, orders: SimulatedEbayOrders): BuyerDesk {
  const itemOf = (userId: string, sku: string) => {
    const product = store.state.items[`${userId}/${sku}`]?.product;
    return { title: product?.title ?? sku, size: product?.aspects[EBAY_ASPECT.size]?.[0] ?? '' };
  };
  return {
    name: 'eBay',
    salesNote:
      "eBay sends no order webhooks: the seller's app finds a new order and its completion with its order poll, every minute.",
    // eBay publishes at once: nothing is ever in the making.
    listings: () =>
      Object.values(store.state.offers)
        .filter((o) => o.published && o.listingStatus === 'ACTIVE')
        .map((o) => ({
          listingId: o.sku,
          ...itemOf(o.userId, o.sku),
          priceCents: o.priceCents ?? 0,
          onSale: true,
        })),
    orders: () =>
      Object.values(store.state.orders)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((o) => {
          const sku = store.state.offers[o.offerId]?.sku ?? '';
          return {
            orderId: o.orderId,
            listingId: sku,
            ...itemOf(o.userId, sku),
            priceCents: o.priceCents,
            status: statusOf(o),
            completable: o.cancelledAt === undefined && o.completedAt === undefined,
          };
        }),
    buy: async (listingId) => orders.sell(listingId),
    complete: async (orderId) => orders.complete(orderId),
  };
}
