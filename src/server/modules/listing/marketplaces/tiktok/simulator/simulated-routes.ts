import type { SimulatedFailure } from '../../marketplace-simulator';
import { TTS_CODE } from '../tiktok-shapes';
import type { TtsShops } from '../tiktok-shapes';
import type { SimulatedOrders } from './simulated-orders';
import type { SimulatedImages } from './simulated-images';
import type { SimulatedProducts } from './simulated-products';
import type { SimulatedShopProducts } from './simulated-shop-products';
import type { SimulatedReturns } from './simulated-returns';
import { failure, success } from './simulated-shops';
import type { SimAnswer, SimShop } from './simulated-shops';

export type Business = {
  products: SimulatedProducts;
  shopProducts: SimulatedShopProducts;
  images: SimulatedImages;
  orders: SimulatedOrders;
  returns: SimulatedReturns;
};
/**
 * An admitted call: the caller's shop, the path's {id}, the query, and the parsed JSON body (or the
 * raw multipart body of an upload).
 */
export type RouteCall = {
  shop: SimShop;
  id: string;
  query: URLSearchParams;
  body: unknown;
  raw: { bytes: Buffer; contentType: string };
};
type Answer = (business: Business, call: RouteCall) => SimAnswer | Promise<SimAnswer>;

/** The Open API paths the adapter calls (versions 202309), each with the simulated business behind it. */
const ROUTES: Record<string, Answer> = {
  'GET /authorization/202309/shops': (_b, c) => shopsAnswer(c.shop),
  'POST /product/202309/categories/recommend': (b, c) => b.products.recommendCategory(c.body),
  'GET /logistics/202309/warehouses': (b, c) => b.products.warehouses(c.shop),
  'POST /product/202309/products/search': (b, c) => b.products.search(c.shop, c.query, c.body),
  'POST /product/202309/products/deactivate': (b, c) => b.products.deactivate(c.shop, c.body),
  'POST /product/202309/products': (b, c) => b.shopProducts.create(c.shop, c.body),
  'GET /product/202309/products/{id}': (b, c) => b.products.get(c.shop, c.id, b.images.urlOf),
  'PUT /product/202309/products/{id}': (b, c) => b.shopProducts.edit(c.shop, c.id, c.body),
  'POST /product/202309/products/{id}/inventory/update': (b, c) =>
    b.shopProducts.updateInventory(c.shop, c.id, c.body),
  'POST /product/202309/images/upload': (b, c) => b.images.upload(c.shop, c.raw.bytes, c.raw.contentType),
  'POST /product/202309/products/{id}/prices/update': (b, c) => b.products.updatePrice(c.shop, c.id, c.body),
  'POST /order/202309/orders/search': (b, c) => b.orders.search(c.shop, c.query, c.body),
  'GET /order/202309/orders': (b, c) => b.orders.detail(c.shop, c.query),
  'POST /return_refund/202309/cancellations': (b, c) => b.orders.cancel(c.shop, c.body),
  'POST /return_refund/202309/returns/search': (b, c) => b.returns.search(c.shop, c.query, c.body),
};
/** The one upload: a multipart body, not JSON (and not signed). */
export const UPLOAD_PATH = '/product/202309/images/upload';
/** The one path about the seller rather than a shop: it takes no shop_cipher. */
const SELLER_PATH = '/authorization/202309/shops';

const PATTERNS = Object.entries(ROUTES).map(([route, answer]) => {
  const [method, template] = route.split(' ');
  const pattern = new RegExp(`^${template.replace('{id}', '([^/]+)')}$`);
  return { method, pattern, answer, shopScoped: template !== SELLER_PATH };
});

/** The route of a method and path, with the {id} it names; undefined for a path TikTok has not. */
export function routeOf(method: string, path: string) {
  for (const route of PATTERNS) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (match)
      return { answer: route.answer, shopScoped: route.shopScoped, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}

/** GET /authorization/202309/shops: the one shop a simulated seller authorises. */
function shopsAnswer({ id, name, cipher }: SimShop): SimAnswer {
  const shops: TtsShops = {
    shops: [{ id, name, region: 'US', seller_type: 'LOCAL', cipher, code: `US${id.slice(-8)}` }],
  };
  return success(shops);
}

/** How TikTok fails a call, for `failNext` (a timeout is a stall: no answer before stallMs). */
export const FAILURE_ANSWERS: Record<Exclude<SimulatedFailure, 'timeout'>, () => SimAnswer> = {
  rate_limited: () =>
    failure(
      429,
      TTS_CODE.tooManyRequests,
      "Too many requests. You've made too many requests in a short period of time.",
    ),
  unavailable: () =>
    failure(
      503,
      TTS_CODE.internalError,
      'Internal error. Please try again. If the issue persists, contact platform support.',
    ),
  refused: () =>
    failure(
      200,
      TTS_CODE.invalidParameters,
      'Invalid input parameters. Refer to the API documentation for details.',
    ),
};

export const stalledAnswer = () =>
  failure(504, TTS_CODE.requestTimeout, 'Request timeout. The request to the endpoint timed out.');
export const noSuchPath = () =>
  failure(
    404,
    TTS_CODE.invalidPath,
    'Invalid path. The specified path does not match any available endpoint.',
  );
