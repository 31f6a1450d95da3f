import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallListeners } from '../../marketplace-simulator';
import type {
  MarketplaceSimulator,
  MarketplaceSimulatorOptions,
  SimulatedFailure,
} from '../../marketplace-simulator';
import { BUYER_PAGE_PATH, isBuyerPagePath, serveBuyerPage } from '../../simulator-buyer-page';
import { marketOrderOf } from '../stockx-mapping';
import type { StockxRateLimit } from '../stockx-shapes';
import { SimulatorStateFile } from '../../simulator-state-file';
import { SimulatedBatches } from './simulated-batches';
import { SimulatedFlexInbound } from './simulated-flex';
import { SimulatedOrders } from './simulated-orders';
import { SimulatedSelling } from './simulated-selling';
import { SimulatedAccounts } from './stockx-accounts';
import { stockxBuyerDesk } from './stockx-buyer-desk';
import { apiError, SimulatedCatalogue } from './stockx-catalogue';
import type { SimAnswer } from './stockx-catalogue';
import { SellerRateLimit } from './stockx-rate-limit';
import { loadState } from './stockx-records';
import type { FlexProgramOutcome } from './stockx-records';

export type StockxSimulatorOptions = MarketplaceSimulatorOptions & {
  /** StockX's pace (STOCKX_RATE_LIMIT) unless set: a test calling back to back sets its own. */
  rateLimit?: StockxRateLimit;
};

/** StockX Flex's inbound feed of the simulator (simulated-flex.ts), and what tests and the demo set of it. */
export type StockxFlexSimulator = {
  /** Where the feed is: /flex/v1 of the simulator (x-api-key only). */
  readonly baseUrl: string;
  /** What becomes of the shipment of `reference` once its box is delivered. */
  plan(reference: string, outcome: FlexProgramOutcome): void;
  /** Lets `ms` of the program's time pass for the shipment of `reference`. */
  backdate(reference: string, ms: number): void;
};

/** The simulator with its sign-in's address too (StockX's is accounts.stockx.com), and its Flex feed. */
export type StockxSimulator = MarketplaceSimulator & {
  readonly authBaseUrl: string;
  readonly flex: StockxFlexSimulator;
};

const BODY_LIMIT = 1024 * 1024;
/** Where the simulated Flex inbound feed answers (simulated-flex.ts). */
const FLEX_PREFIX = '/flex/v1';
/** An API gateway gives up on its backend after 29 s and answers 504 (AWS API Gateway's limit). */
const GATEWAY_TIMEOUT_MS = 29_000;

/** How StockX answers the failures failNext sets; a timeout is carried out and its answer held. */
const INJECTED: Record<Exclude<SimulatedFailure, 'timeout'>, SimAnswer> = {
  rate_limited: { ...apiError(429, 'Too Many Requests'), headers: { 'Retry-After': '2' } },
  unavailable: apiError(503, 'Service Unavailable'),
  refused: apiError(400, 'The ask could not be placed: the amount is under the minimum ask for this size'),
};

type Route = [string, RegExp, (ids: string[], query: URLSearchParams, body: unknown) => SimAnswer];

/** The paths of StockX's API v2 the adapter calls (stockx-shapes.ts). */
const routesOf = (
  catalogue: SimulatedCatalogue,
  selling: SimulatedSelling,
  orders: SimulatedOrders,
  batches: SimulatedBatches,
): Route[] => [
  ['GET', /^\/catalog\/search$/, (_, q) => catalogue.search(q)],
  ['GET', /^\/catalog\/products\/([^/]+)\/variants$/, ([p]) => catalogue.variants(p)],
  [
    'GET',
    /^\/catalog\/products\/([^/]+)\/variants\/([^/]+)\/market-data$/,
    ([p, v]) => catalogue.marketData(p, v),
  ],
  ['POST', /^\/selling\/listings$/, (_, __, body) => selling.createListing(body)],
  ['GET', /^\/selling\/listings$/, (_, q) => selling.listings(q)],
  ['GET', /^\/selling\/listings\/([^/]+)$/, ([id]) => selling.listing(id)],
  ['PATCH', /^\/selling\/listings\/([^/]+)$/, ([id], _, body) => selling.updateListing(id, body)],
  ['DELETE', /^\/selling\/listings\/([^/]+)$/, ([id]) => selling.deleteListing(id)],
  ['PUT', /^\/selling\/listings\/([^/]+)\/deactivate$/, ([id]) => selling.deactivate(id)],
  ['POST', /^\/selling\/batch\/update-listing$/, (_, __, body) => batches.create(body)],
  ['GET', /^\/selling\/batch\/update-listing\/([^/]+)$/, ([id]) => batches.status(id)],
  ['GET', /^\/selling\/batch\/update-listing\/([^/]+)\/items$/, ([id], q) => batches.items(id, q)],
  ['GET', /^\/selling\/orders\/active$/, (_, q) => orders.active(q)],
  ['GET', /^\/selling\/orders\/history$/, (_, q) => orders.past(q)],
  ['GET', /^\/selling\/orders\/([^/]+)$/, ([n]) => orders.order(n)],
];

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: http.ServerResponse, answer: SimAnswer): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

/**
 * The local StockX (ARCHITECTURE section 10): an HTTP server on a free local port speaking the part
 * of StockX's API v2 and sign-in the adapter uses, with StockX's quirks: x-api-key on every call,
 * 401 once an access token expires, a pace per access token answered 429 with Retry-After, and
 * listing creations that stay PENDING a while. Polling only: `webhookUrl` is not used.
 */
export async function startStockxSimulator(options: StockxSimulatorOptions): Promise<StockxSimulator> {
  const { clock } = options;
  const state = loadState(options.stateFile);
  const stateFile = new SimulatorStateFile(options.stateFile, () => state);
  const save = () => stateFile.changed();
  const catalogue = new SimulatedCatalogue(clock, state.styleCodes, save);
  const accounts = new SimulatedAccounts(state.accounts, clock, save);
  const orders = new SimulatedOrders(clock, state, catalogue, save);
  const selling = new SimulatedSelling(clock, state, catalogue, orders, save);
  const batches = new SimulatedBatches(clock, selling, () => state.nextSeq++);
  const flex = new SimulatedFlexInbound(clock, state, save);
  const routes = routesOf(catalogue, selling, orders, batches);
  const calls = new CallListeners();
  const buyerDesk = stockxBuyerDesk(state, catalogue, selling, orders);
  const rateLimit = new SellerRateLimit(clock, options.rateLimit);
  const failures: SimulatedFailure[] = [];
  const stalls = new Set<NodeJS.Timeout>();

  /** An API call through StockX's gateway: key, token, injected failure, pace, then the route. */
  function apiAnswer(req: http.IncomingMessage, url: URL, text: string): SimAnswer | { held: SimAnswer } {
    if (!req.headers['x-api-key']) return apiError(403, 'Forbidden');
    const accessToken = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!accounts.accessTokenWorks(accessToken)) return apiError(401, 'Unauthorized');
    const injected = failures.shift();
    if (injected && injected !== 'timeout') return INJECTED[injected];
    const wait = rateLimit.take(accessToken);
    if (wait !== null)
      return { ...apiError(429, 'Too Many Requests'), headers: { 'Retry-After': String(wait) } };
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return apiError(400, 'The request body is not JSON');
    }
    const path = url.pathname.slice('/v2'.length);
    const route = routes.find(([method, pattern]) => method === req.method && pattern.test(path));
    const ids = route ? (route[1].exec(path) as RegExpExecArray).slice(1).map(decodeURIComponent) : [];
    const answer = route ? route[2](ids, url.searchParams, body) : apiError(404, 'Not Found');
    return injected === 'timeout' ? { held: answer } : answer;
  }

  /** The Flex inbound feed (not StockX's public API): the app's key, no seller token, no pace. */
  function flexAnswer(req: http.IncomingMessage, url: URL, text: string): SimAnswer {
    if (!req.headers['x-api-key']) return apiError(403, 'Forbidden');
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return apiError(400, 'The request body is not JSON');
    }
    const path = url.pathname.slice(FLEX_PREFIX.length);
    return flex.answer(req.method ?? 'GET', path, url.searchParams, body) ?? apiError(404, 'Not Found');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (isBuyerPagePath(url.pathname)) return serveBuyerPage(req, res, url, buyerDesk);
    const text = await readBody(req);
    if (url.pathname.startsWith(`${FLEX_PREFIX}/`)) {
      const answer = flexAnswer(req, url, text);
      calls.tell(req.method ?? 'GET', url.pathname, answer.status);
      send(res, answer);
    } else if (req.method === 'GET' && url.pathname === '/authorize') {
      const page = accounts.consentPage(url.searchParams);
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page.html);
    } else if (req.method === 'GET' && url.pathname === '/authorize/allow') {
      res.writeHead(302, { Location: accounts.approve(url.searchParams) }).end();
    } else if (req.method === 'POST' && url.pathname === '/oauth/token') {
      send(res, accounts.token(new URLSearchParams(text)));
    } else if (!url.pathname.startsWith('/v2/')) {
      send(res, apiError(404, 'Not Found'));
    } else {
      const answer = apiAnswer(req, url, text);
      calls.tell(
        req.method ?? 'GET',
        url.pathname.slice('/v2'.length),
        'held' in answer ? 504 : answer.status,
      );
      if (!('held' in answer)) return send(res, answer);
      const timer = setTimeout(() => {
        stalls.delete(timer);
        send(res, apiError(504, 'Endpoint request timed out'));
      }, options.stallMs ?? GATEWAY_TIMEOUT_MS);
      stalls.add(timer);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, apiError(400, error instanceof Error ? error.message : 'Bad Request')),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  selling.origin = origin;

  return {
    marketplace: 'stockx',
    baseUrl: `${origin}/v2`,
    buyerPageUrl: `${origin}${BUYER_PAGE_PATH}`,
    authBaseUrl: origin,
    flex: {
      baseUrl: `${origin}${FLEX_PREFIX}`,
      plan: (reference, outcome) => flex.plan(reference, outcome),
      backdate: (reference, ms) => flex.backdate(reference, ms),
    },
    sell: async (listingId, sale) => marketOrderOf(selling.sell(listingId, sale?.priceCents)),
    complete: async (orderId) => marketOrderOf(orders.complete(orderId)),
    returnOrder: async (orderId) => marketOrderOf(orders.returnOrder(orderId)),
    setMarket: (variant, market) => catalogue.setMarket(variant, market),
    settle: () => {
      selling.settle();
      batches.settle();
    },
    approveConsent: async (authorizeUrl) => accounts.approve(new URL(authorizeUrl).searchParams),
    failNext: (failure, count = 1) => {
      failures.push(...Array<SimulatedFailure>(count).fill(failure));
    },
    expireAccessTokens: () => accounts.expireAccessTokens(),
    // StockX keeps no seller on a listing here: every seller's token reaches every listing.
    seedListings: async (_accessToken, listings) =>
      listings.map((input) => {
        const item = catalogue.itemOfStyle(input.styleCode, input.size);
        if (!item) throw new Error(`The simulated StockX has no size ${input.size} of ${input.styleCode}`);
        const listing = selling.seed(item.sizeKey, input.priceCents);
        return { listingId: listing.id, productId: item.productId, variantId: item.variantId };
      }),
    onCall: (listener) => calls.add(listener),
    close: async () => {
      for (const timer of stalls) clearTimeout(timer);
      stateFile.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
