import type { SimulatedEbayAuth } from './simulated-ebay-auth';
import type { SimulatedEbayCatalog } from './simulated-ebay-catalog';
import { sellerSetupOf } from './seller-setup';
import type { SimulatedEbayInventory } from './simulated-ebay-inventory';
import type { SimulatedEbayOrders } from './simulated-ebay-orders';
import type { SimAnswer } from './sim-answers';

/** One API call as a route sees it: the seller it acts for, its query, JSON body and path parts. */
export type ApiCall = { userId: string; query: URLSearchParams; body: unknown; params: string[] };
type Route = { method: string; path: RegExp; handle: (call: ApiCall) => SimAnswer | null };

export type SimulatedEbay = {
  auth: SimulatedEbayAuth;
  catalog: SimulatedEbayCatalog;
  inventory: SimulatedEbayInventory;
  orders: SimulatedEbayOrders;
};

/** The documented paths the adapter calls (the same on api.ebay.com and apiz.ebay.com). */
export function ebayRoutes({ auth, catalog, inventory, orders }: SimulatedEbay): Route[] {
  const route = (method: string, path: RegExp, handle: Route['handle']): Route => ({ method, path, handle });
  return [
    route('GET', /^\/commerce\/identity\/v1\/user\/?$/, (c) => auth.user(c.userId)),
    route('GET', /^\/commerce\/catalog\/v1_beta\/product_summary\/search$/, (c) => catalog.search(c.query)),
    route('GET', /^\/buy\/browse\/v1\/item_summary\/search$/, (c) => catalog.browse(c.query)),
    route('GET', /^\/sell\/account\/v1\/(fulfillment_policy|payment_policy|return_policy)\/?$/, (c) =>
      sellerSetupOf(c.userId, c.params[0]),
    ),
    route('GET', /^\/sell\/inventory\/v1\/(location)\/?$/, (c) => sellerSetupOf(c.userId, c.params[0])),
    route('PUT', /^\/sell\/inventory\/v1\/inventory_item\/([^/]+)$/, (c) =>
      inventory.putItem(c.userId, c.params[0], c.body),
    ),
    route('GET', /^\/sell\/inventory\/v1\/offer$/, (c) => inventory.offers(c.userId, c.query)),
    route('POST', /^\/sell\/inventory\/v1\/offer$/, (c) => inventory.createOffer(c.userId, c.body)),
    route('POST', /^\/sell\/inventory\/v1\/offer\/([^/]+)\/publish\/?$/, (c) =>
      inventory.publish(c.userId, c.params[0]),
    ),
    route('POST', /^\/sell\/inventory\/v1\/offer\/([^/]+)\/withdraw$/, (c) =>
      inventory.withdraw(c.userId, c.params[0]),
    ),
    route('POST', /^\/sell\/inventory\/v1\/bulk_update_price_quantity$/, (c) =>
      inventory.updatePrices(c.userId, c.body),
    ),
    route('GET', /^\/sell\/fulfillment\/v1\/order$/, (c) => orders.orders(c.userId, c.query)),
    route('GET', /^\/sell\/fulfillment\/v1\/order\/([^/]+)$/, (c) => orders.order(c.userId, c.params[0])),
    route('POST', /^\/post-order\/v2\/cancellation$/, (c) => orders.cancel(c.userId, c.body)),
  ];
}

/** The route of a method and path, with its decoded path parts. */
export function routeOf(routes: Route[], method: string, path: string) {
  for (const r of routes) {
    const match = r.method === method ? r.path.exec(path) : null;
    if (match) return { handle: r.handle, params: match.slice(1).map(decodeURIComponent) };
  }
  return null;
}
