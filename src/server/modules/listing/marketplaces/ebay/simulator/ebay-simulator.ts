import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallListeners } from '../../marketplace-simulator';
import type {
  MarketplaceSimulator,
  MarketplaceSimulatorOptions,
  SimulatedFailure,
} from '../../marketplace-simulator';
import { BUYER_PAGE_PATH, isBuyerPagePath, serveBuyerPage } from '../../simulator-buyer-page';
import { CallLimit } from './call-limit';
import { consentPage } from './consent-page';
import { ebayBuyerDesk } from './ebay-buyer-desk';
import { EbayStore } from './ebay-store';
import { ebayRoutes, routeOf } from './ebay-routes';
import { SimulatedEbayAuth } from './simulated-ebay-auth';
import { SimulatedEbayCatalog } from './simulated-ebay-catalog';
import { SimulatedEbayInventory } from './simulated-ebay-inventory';
import { SimulatedEbayOrders } from './simulated-ebay-orders';
import { failure, internalError, simulatedFailure, tooManyRequests } from './sim-answers';
import type { SimAnswer, SimReply } from './sim-answers';

export type EbaySimulator = MarketplaceSimulator & {
  /** Where the consent pages are (eBay's auth.ebay.com), for the adapter's authBaseUrl. */
  readonly authBaseUrl: string;
  /** How many times the listing's offer was published (what the seller's eBay history would show). */
  publishCount(listingId: string): number;
};

const AUTH_PREFIX = '/auth';
const TOKEN_PATH = '/identity/v1/oauth2/token';
const BODY_LIMIT = 1024 * 1024;

async function readText(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function reply(res: http.ServerResponse, answer: SimReply) {
  const json = answer.body === undefined ? '' : JSON.stringify(answer.body);
  const type = json ? { 'Content-Type': 'application/json' } : {};
  res.writeHead(answer.status, { ...type, ...answer.headers }).end(json);
}

/**
 * The local eBay (ARCHITECTURE section 10): an HTTP server on a free local port answering the
 * documented paths the adapter calls (OAuth, Identity, Catalog, Browse, Account, Inventory,
 * Fulfillment, Post-Order cancellation) in eBay's shapes, with its quirks: 250 revisions per listing
 * and calendar day, 429 past a call limit per token, 2-hour access tokens, no order webhooks.
 */
export async function startEbaySimulator(options: MarketplaceSimulatorOptions): Promise<EbaySimulator> {
  const store = new EbayStore(options.stateFile);
  const auth = new SimulatedEbayAuth(store, options.clock);
  const catalog = new SimulatedEbayCatalog(store, options.clock);
  const inventory = new SimulatedEbayInventory(store, options.clock);
  const orders = new SimulatedEbayOrders(store, options.clock, inventory);
  const routes = ebayRoutes({ auth, catalog, inventory, orders });
  const buyerDesk = ebayBuyerDesk(store, orders);
  const limit = new CallLimit(options.clock);
  const calls = new CallListeners();
  const failures: SimulatedFailure[] = [];
  const stallMs = options.stallMs ?? 120_000;
  const stalls = new Set<NodeJS.Timeout>();

  /** The consent page, and its Allow: a redirect to the accept URL with the code and state. */
  function consent(res: http.ServerResponse, url: URL): void {
    const path = url.pathname.slice(AUTH_PREFIX.length);
    const request = auth.consentRequest(url.searchParams);
    if (typeof request === 'string' || (path !== '/oauth2/authorize' && path !== '/oauth2/approve')) {
      res
        .writeHead(400, { 'Content-Type': 'text/plain' })
        .end(typeof request === 'string' ? request : 'No such page');
    } else if (path === '/oauth2/authorize') {
      const page = consentPage(request, url.searchParams, `${AUTH_PREFIX}/oauth2/approve`);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    } else {
      const username = url.searchParams.get('username')?.trim() || undefined;
      url.searchParams.delete('username');
      res.writeHead(302, { Location: auth.approve(url.searchParams, username) }).end();
    }
  }

  async function apiCall(req: http.IncomingMessage, url: URL): Promise<SimAnswer> {
    const text = await readText(req);
    if (url.pathname === TOKEN_PATH && req.method === 'POST')
      return auth.token(req.headers.authorization, new URLSearchParams(text));
    const seller = auth.sellerOf(req.headers.authorization);
    if (typeof seller !== 'string') return seller;
    const waitMs = limit.take(req.headers.authorization ?? '');
    if (waitMs > 0) return tooManyRequests(Math.ceil(waitMs / 1000));
    const found = routeOf(routes, req.method ?? 'GET', url.pathname);
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return failure({
        status: 400,
        errorId: 2004,
        domain: 'ACCESS',
        message: 'Request had bad syntax or the inputs were invalid.',
      });
    }
    const result = found?.handle({ userId: seller, query: url.searchParams, body, params: found.params });
    return (
      result ?? failure({ status: 404, errorId: 2002, domain: 'ACCESS', message: 'Resource not found.' })
    );
  }

  function send(res: http.ServerResponse, result: SimAnswer, call?: { method: string; path: string }): void {
    if (call) calls.tell(call.method, call.path, 'stall' in result ? 504 : result.status);
    if (!('stall' in result)) return reply(res, result);
    const timer = setTimeout(() => {
      stalls.delete(timer);
      reply(res, internalError(504));
    }, stallMs);
    stalls.add(timer);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith(`${AUTH_PREFIX}/`)) return consent(res, url);
    if (isBuyerPagePath(url.pathname)) return void serveBuyerPage(req, res, url, buyerDesk);
    const call = { method: req.method ?? 'GET', path: url.pathname };
    const failing = failures.shift();
    if (failing) return send(res, simulatedFailure(failing, url.pathname), call);
    apiCall(req, url).then(
      (result) => send(res, result, call),
      () => reply(res, internalError(500)),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    marketplace: 'ebay',
    baseUrl: origin,
    authBaseUrl: `${origin}${AUTH_PREFIX}`,
    buyerPageUrl: `${origin}${BUYER_PAGE_PATH}`,
    sell: async (listingId, sale) => orders.sell(listingId, sale?.priceCents),
    complete: async (orderId) => orders.complete(orderId),
    returnOrder: async (orderId) => orders.returnOrder(orderId),
    setMarket: (variant, market) => catalog.setMarket(variant, market),
    // eBay publishes synchronously: nothing is ever pending.
    settle: () => undefined,
    approveConsent: async (authorizeUrl) => auth.approve(new URL(authorizeUrl).searchParams),
    failNext: (kind, count = 1) => failures.push(...Array<SimulatedFailure>(count).fill(kind)),
    expireAccessTokens: () => auth.expireAccessTokens(),
    seedListings: async (accessToken, listings) => {
      const userId = auth.sellerOf(`Bearer ${accessToken}`);
      if (typeof userId !== 'string') throw new Error('The simulated eBay knows no such access token');
      return listings.map((input) => {
        const epid = catalog.epidOfStyle(input.styleCode, input.size);
        if (!epid) throw new Error(`The simulated eBay has no size ${input.size} of ${input.styleCode}`);
        const offer = inventory.seed(userId, { ...input, sku: input.sellerSku, epid });
        return {
          listingId: offer.sku,
          marketRef: offer.offerId,
          productId: input.styleCode.toUpperCase(),
          variantId: epid,
        };
      });
    },
    onCall: (listener) => calls.add(listener),
    publishCount: (listingId) =>
      Object.values(store.state.offers).find((o) => o.sku === listingId)?.publishCount ?? 0,
    close: async () => {
      for (const timer of stalls) clearTimeout(timer);
      store.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
