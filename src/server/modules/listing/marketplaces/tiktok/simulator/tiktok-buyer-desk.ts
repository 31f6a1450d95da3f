import type { BuyerDesk } from '../../simulator-buyer-page';
import { OPEN_AFTER_PAYMENT } from './simulated-orders';
import type { SimulatedOrders } from './simulated-orders';
import type { SimulatedProducts } from './simulated-products';
import type { SimulatedShops } from './simulated-shops';

/** The simulated TikTok Shop's buyer page (simulator-buyer-page.ts): its products, its orders and their completion. */
export function tiktokBuyerDesk(
  shops: SimulatedShops,
  products: SimulatedProducts,
  orders: SimulatedOrders,
): BuyerDesk {
  const itemOf = (productId: string) => {
    const product = shops.state.products[productId];
    return { title: product?.title ?? '', size: product?.sku.size ?? '' };
  };
  return {
    name: 'TikTok Shop',
    salesNote:
      "TikTok Shop pushes each order's changes to the seller's app as a webhook: a purchase or a completion is there at once. A new product is on sale once TikTok's audit passes (15 minutes).",
    listings: () =>
      products
        .shownToBuyers()
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((p) => ({
          listingId: p.id,
          ...itemOf(p.id),
          priceCents: p.sku.priceCents,
          onSale: p.status === 'ACTIVATE',
        })),
    orders: () =>
      Object.values(shops.state.orders)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((o) => ({
          orderId: o.id,
          listingId: o.productId,
          ...itemOf(o.productId),
          priceCents: o.priceCents,
          status: o.status,
          completable: OPEN_AFTER_PAYMENT.includes(o.status),
        })),
    buy: (listingId) => orders.sell(listingId),
    complete: (orderId) => orders.complete(orderId),
    settle: () => products.settle(),
  };
}
