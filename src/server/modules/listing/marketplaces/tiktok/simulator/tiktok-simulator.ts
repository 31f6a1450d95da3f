import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallListeners } from '../../marketplace-simulator';
import type {
  MarketplaceSimulator,
  MarketplaceSimulatorOptions,
  SimulatedFailure,
} from '../../marketplace-simulator';
import { BUYER_PAGE_PATH, isBuyerPagePath, serveBuyerPage } from '../../simulator-buyer-page';
import { styleProductId } from '../tiktok-mapping';
import type { TtsProduct } from '../tiktok-shapes';
import { admitCall, ShopRateLimit } from './api-gate';
import { SimulatedOrders } from './simulated-orders';
import { SimulatedImages, UPLOAD_BODY_LIMIT } from './simulated-images';
import { productJson } from './simulated-product-json';
import { SimulatedProducts, SNEAKERS_CATEGORY } from './simulated-products';
import { SimulatedShopProducts } from './simulated-shop-products';
import { SimulatedReturns } from './simulated-returns';
import { FAILURE_ANSWERS, noSuchPath, routeOf, stalledAnswer, UPLOAD_PATH } from './simulated-routes';
import type { Business } from './simulated-routes';
import {
  CONSENT_ALLOW_PATH,
  CONSENT_DENY_PATH,
  CONSENT_PATH,
  SimulatedSellerAuth,
} from './simulated-seller-auth';
import { failure, SimulatedShops } from './simulated-shops';
import type { SimAnswer } from './simulated-shops';
import { tiktokBuyerDesk } from './tiktok-buyer-desk';
import { WebhookPusher } from './webhook-pusher';

export type TiktokSimulatorOptions = MarketplaceSimulatorOptions & { appKey: string; appSecret: string };

/** A product the seller made in TikTok's Seller Center, with the sizes as the seller typed them. */
export type SeedShopProduct = {
  title: string;
  skus: { sellerSku: string; size: string; gtin?: string; priceCents: number; quantity: number }[];
};

/** TikTok Shop's simulator, with what a seller does in Seller Center besides the API. */
export interface TiktokSimulator extends MarketplaceSimulator {
  /** A product the seller made at the shop itself (not through our API): it answers its id. */
  seedShopProduct(accessToken: string, product: SeedShopProduct): Promise<string>;
  /** The shop's products as Seller Center lists them (every status), as Get Product answers each. */
  shopProducts(accessToken: string): Promise<TtsProduct[]>;
  /**
   * The fault switch of Create Product: after `after` products created as asked, the next `count`
   * are created but answered 503, as if the answer were lost on the way.
   */
  loseCreateAnswers(count: number, after?: number): void;
}

const BODY_LIMIT = 1024 * 1024;
const TOKEN_PATHS = ['/api/v2/token/get', '/api/v2/token/refresh'];

async function rawBodyOf(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The local TikTok Shop (ARCHITECTURE section 10): an HTTP server on a free local port serving the
 * seller's consent page, the token endpoints and the part of the Open API the adapter calls, with
 * TikTok's signature check, envelope, per-shop rate limit, expiring tokens, product audit and
 * signed webhook pushes. The token host and the API host share its one origin (`baseUrl`).
 * TikTok Shop shows no market (asks, bids), so the shared simulated market has nothing to serve here.
 */
export async function startTiktokSimulator(options: TiktokSimulatorOptions): Promise<TiktokSimulator> {
  const app = { appKey: options.appKey, appSecret: options.appSecret };
  const shops = new SimulatedShops(options.stateFile);
  const auth = new SimulatedSellerAuth(shops, options.clock, app);
  const pusher = new WebhookPusher({ url: options.webhookUrl, ...app });
  const products = new SimulatedProducts(shops, options.clock);
  const shopProducts = new SimulatedShopProducts(shops, options.clock, products);
  const returns = new SimulatedReturns(shops);
  let origin = '';
  const images = new SimulatedImages(shops, () => origin);
  const business: Business = {
    products,
    shopProducts,
    images,
    orders: new SimulatedOrders(shops, options.clock, products, pusher, returns),
    returns,
  };
  const buyerDesk = tiktokBuyerDesk(shops, products, business.orders);
  const rateLimit = new ShopRateLimit();
  const calls = new CallListeners();
  const stallMs = options.stallMs ?? 120_000;
  const stalls = new Set<NodeJS.Timeout>();
  const failures: SimulatedFailure[] = [];

  function apiAnswer(req: http.IncomingMessage, url: URL, raw: Buffer): SimAnswer | Promise<SimAnswer> {
    const failing = failures.shift();
    if (failing === 'timeout') return { stall: true };
    if (failing) return FAILURE_ANSWERS[failing]();
    if (TOKEN_PATHS.includes(url.pathname))
      return auth.token(url.searchParams, url.pathname.endsWith('refresh'), app.appSecret);
    const route = routeOf(req.method ?? '', url.pathname);
    if (!route) return noSuchPath();
    const token = req.headers['x-tts-access-token'];
    // A multipart upload is signed without its body.
    const upload = url.pathname === UPLOAD_PATH;
    const rawBody = upload ? '' : raw.toString('utf8');
    const call = {
      path: url.pathname,
      query: url.searchParams,
      body: rawBody,
      accessToken: typeof token === 'string' ? token : '',
    };
    const caller = admitCall(call, { app, auth, rateLimit, shopScoped: route.shopScoped });
    if ('refusal' in caller) return caller.refusal;
    let body: unknown = {};
    try {
      body = rawBody ? JSON.parse(rawBody) : {};
    } catch {
      return failure(
        400,
        36009022,
        'Invalid request format. The request body format must be application/json.',
      );
    }
    const contentType = String(req.headers['content-type'] ?? '');
    return route.answer(business, {
      shop: caller.shop,
      id: route.id,
      query: url.searchParams,
      body,
      raw: { bytes: raw, contentType },
    });
  }

  function send(res: http.ServerResponse, answer: SimAnswer): void {
    if (!('stall' in answer)) {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      return;
    }
    const timer = setTimeout(() => {
      stalls.delete(timer);
      send(res, stalledAnswer());
    }, stallMs);
    stalls.add(timer);
  }

  /** The consent page and its two buttons (a browser's GETs); false for any other path. */
  function consent(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' || ![CONSENT_PATH, CONSENT_ALLOW_PATH, CONSENT_DENY_PATH].includes(url.pathname))
      return false;
    try {
      if (url.pathname === CONSENT_PATH)
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(auth.consentPage(url));
      else
        res
          .writeHead(302, {
            Location: url.pathname === CONSENT_ALLOW_PATH ? auth.allow(url) : auth.deny(url),
          })
          .end();
    } catch (error) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end((error as Error).message);
    }
    return true;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (consent(req, res, url)) return;
    if (isBuyerPagePath(url.pathname)) return void serveBuyerPage(req, res, url, buyerDesk);
    if (images.serve(req, res, url)) return;
    const limit = url.pathname === UPLOAD_PATH ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
    rawBodyOf(req, limit).then(
      async (raw) => {
        const answer = await apiAnswer(req, url, raw);
        calls.tell(req.method ?? 'GET', url.pathname, 'stall' in answer ? 504 : answer.status);
        send(res, answer);
      },
      () => send(res, failure(413, 36009021, 'Invalid file size. The request exceeds the maximum limit.')),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    marketplace: 'tiktok',
    baseUrl: origin,
    buyerPageUrl: `${origin}${BUYER_PAGE_PATH}`,
    sell: (listingId, sellOptions) => business.orders.sell(listingId, sellOptions),
    complete: (orderId) => business.orders.complete(orderId),
    returnOrder: (orderId) => business.orders.returnOrder(orderId),
    // TikTok Shop shows no asks or bids: there is no market to set.
    setMarket: () => undefined,
    settle: () => products.settle(),
    approveConsent: async (authorizeUrl) => auth.allow(new URL(authorizeUrl)),
    failNext: (kind, count = 1) => failures.push(...Array<SimulatedFailure>(count).fill(kind)),
    expireAccessTokens: () => auth.expireAccessTokens(),
    seedListings: async (accessToken, listings) => {
      const caller = auth.shopOfToken(accessToken);
      if ('refusal' in caller) throw new Error('The simulated TikTok Shop knows no such access token');
      return listings.map((input) => {
        const product = products.seed(caller.shop, input);
        const productId = styleProductId(SNEAKERS_CATEGORY.id, input.styleCode);
        return { listingId: product.id, marketRef: product.sku.id, productId, variantId: input.size };
      });
    },
    seedShopProduct: async (accessToken, product) => {
      const caller = auth.shopOfToken(accessToken);
      if ('refusal' in caller) throw new Error('The simulated TikTok Shop knows no such access token');
      return shopProducts.seed(caller.shop, product).id;
    },
    shopProducts: async (accessToken) => {
      const caller = auth.shopOfToken(accessToken);
      if ('refusal' in caller) throw new Error('The simulated TikTok Shop knows no such access token');
      return products.productsOf(caller.shop).map((p) => productJson(p, images.urlOf));
    },
    loseCreateAnswers: (count, after) => shopProducts.loseCreateAnswers(count, after),
    onCall: (listener) => calls.add(listener),
    close: async () => {
      for (const timer of stalls) clearTimeout(timer);
      await pusher.close();
      shops.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
