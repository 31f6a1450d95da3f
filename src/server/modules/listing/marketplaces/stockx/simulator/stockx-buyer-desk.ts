import type { BuyerDesk } from '../../simulator-buyer-page';
import { marketOrderOf } from '../stockx-mapping';
import { COMPLETABLE } from './simulated-orders';
import type { SimulatedOrders } from './simulated-orders';
import type { SimulatedSelling } from './simulated-selling';
import type { SimulatedCatalogue } from './stockx-catalogue';
import type { SimState } from './stockx-records';

/** The simulated StockX's buyer page (simulator-buyer-page.ts): its asks, its sales and their completion. */
export function stockxBuyerDesk(
  state: SimState,
  catalogue: SimulatedCatalogue,
  selling: SimulatedSelling,
  orders: SimulatedOrders,
): BuyerDesk {
  const itemOf = (listingId: string) => {
    const listing = state.listings[listingId];
    const item = listing ? catalogue.itemOfSizeKey(listing.sizeKey) : undefined;
    return { title: item?.product.title ?? '', size: item?.size ?? '' };
  };
  return {
    name: 'StockX',
    salesNote:
      "StockX sends no webhooks: the seller's app finds a new order and its completion with its order poll, every minute.",
    listings: () =>
      selling
        .shownToBuyers()
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((l) => ({
          listingId: l.id,
          ...itemOf(l.id),
          priceCents: l.amountCents,
          onSale: l.status === 'ACTIVE',
        })),
    orders: () =>
      Object.values(state.orders)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((o) => ({
          orderId: o.orderNumber,
          listingId: o.listingId,
          ...itemOf(o.listingId),
          priceCents: o.amountCents,
          status: o.status,
          completable: COMPLETABLE.includes(o.status),
        })),
    buy: async (listingId) => marketOrderOf(selling.sell(listingId)),
    complete: async (orderId) => marketOrderOf(orders.complete(orderId)),
    settle: () => selling.settle(),
  };
}
