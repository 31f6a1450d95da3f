import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
/* eslint-disable import-x/no-restricted-paths -- a test, not server code: the shared marketplace
   contract lives with the test fixtures, and the brief runs it from this unit test. */
import {
  describeMarketplaceContract,
  marketplaceFailure,
} from '../../../../../../tests/fixtures/marketplace-contract';
/* eslint-enable import-x/no-restricted-paths */
import { ManualClock, systemClock } from '../../../../kernel/simulator-clock';
import { CallPacer, MARKETPLACE_PACE } from '../call-pacer';
import type { MarketplaceAdapter, MarketplaceAuth } from '../marketplace-adapter';
import type { MarketplaceError } from '../marketplace-errors';
import type { MarketplaceSimulator } from '../marketplace-simulator';
import { startTiktokSimulator } from './simulator/tiktok-simulator';
import { tiktokAdapter } from './tiktok-adapter';
import { tiktokCall } from './tiktok-http';
import { TIKTOK_RATE_LIMIT_PER_SECOND } from './tiktok-shapes';
import type { TtsProductSearch } from './tiktok-shapes';

const APP = { appKey: 'sim-app-key', appSecret: 'sim-app-secret', serviceId: '7369437808455026474' };
/** Long enough for a call on a busy machine, short beside the simulator's stall. */
const TIMEOUT_MS = 1_500;
const REDIRECT_URI = 'http://127.0.0.1:8080/api/business/listing/connections/callback';
const HOUR = 3_600_000;
/** How far back the order poll reads again before its last read (sale-jobs.ts). */
const FIVE_MINUTES = 5 * 60_000;

const adapterOptions = (simulator: MarketplaceSimulator, appSecret = APP.appSecret) => ({
  apiBaseUrl: simulator.baseUrl,
  authBaseUrl: simulator.baseUrl,
  appKey: APP.appKey,
  appSecret,
  serviceId: APP.serviceId,
  timeoutMs: TIMEOUT_MS,
  mode: 'simulator' as const,
});
const adapterFor = (simulator: MarketplaceSimulator, appSecret = APP.appSecret) =>
  tiktokAdapter(adapterOptions(simulator, appSecret));

describeMarketplaceContract('TikTok Shop', async (webhookUrl) => {
  const simulator = await startTiktokSimulator({ clock: systemClock, webhookUrl, stallMs: 10_000, ...APP });
  return { simulator, adapter: adapterFor(simulator) };
});

/** Our webhook route's stand-in: each push as it arrives, to wait on. */
async function pushReceiver() {
  const pushes: { at: number; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushes.push({ at: Date.now(), headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200).end();
      server.emit('push');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const next = () => once(server, 'push');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/tiktok`;
  return { url, pushes, next, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function connect(
  simulator: MarketplaceSimulator,
  adapter: MarketplaceAdapter,
): Promise<MarketplaceAuth> {
  const back = new URL(
    await simulator.approveConsent(adapter.authorizeUrl({ state: 's', redirectUri: REDIRECT_URI })),
  );
  const tokens = await adapter.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    redirectUri: REDIRECT_URI,
  });
  return { accessToken: tokens.accessToken, shopId: tokens.shopId };
}

async function anActiveListing(
  simulator: MarketplaceSimulator,
  adapter: MarketplaceAdapter,
  auth: MarketplaceAuth,
  oneId: string,
) {
  const [product] = await adapter.findProducts(auth, { styleCode: 'FV5029-141' });
  const listing = await adapter.createListing(auth, {
    requestKey: `key-${oneId}`,
    productId: product.productId,
    variantId: '10',
    oneId,
    styleCode: 'FV5029-141',
    size: '10',
    title: 'Jordan 4 Retro Military Blue',
    priceCents: 21_000,
  });
  simulator.settle();
  return listing;
}

describe('TikTok Shop adapter against its simulator (TikTok specifics)', () => {
  let receiver: Awaited<ReturnType<typeof pushReceiver>>;
  let simulator: MarketplaceSimulator;
  let adapter: MarketplaceAdapter;
  let auth: MarketplaceAuth;

  beforeAll(async () => {
    receiver = await pushReceiver();
    simulator = await startTiktokSimulator({ clock: systemClock, webhookUrl: receiver.url, ...APP });
    adapter = adapterFor(simulator);
    auth = await connect(simulator, adapter);
  });
  afterAll(async () => {
    await simulator?.close();
    await receiver?.close();
  });

  it('shows a consent page named as the simulator, whose Allow returns to the redirect URI with code and state', async () => {
    const link = adapter.authorizeUrl({ state: 'csrf-1', redirectUri: REDIRECT_URI });
    const page = await fetch(link);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>TikTok Shop (simulator)</title>');
    expect(html).toContain('>Allow</button>');
    const allow = new URL('/oauth/authorize/allow', simulator.baseUrl);
    allow.search = new URL(link).search;
    const back = new URL((await fetch(allow, { redirect: 'manual' })).headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('csrf-1');
    expect(back.searchParams.get('code')).toMatch(/^TTP_/);
  });

  it('lists a pair as a product of one SKU: the ONE ID as seller SKU, a quantity of 1', async () => {
    const listing = await anActiveListing(simulator, adapter, auth, '20000001');
    const found = await tiktokCall<TtsProductSearch>(
      { ...APP, apiBaseUrl: simulator.baseUrl, authBaseUrl: simulator.baseUrl, timeoutMs: TIMEOUT_MS },
      {
        method: 'POST',
        path: '/product/202309/products/search',
        accessToken: auth.accessToken,
        shopCipher: auth.shopId,
        query: { page_size: 10 },
        body: { seller_skus: ['20000001'] },
      },
    );
    expect(found.products.map((p) => p.id)).toEqual([listing.listingId]);
    expect(found.products[0].skus).toMatchObject([
      { seller_sku: '20000001', price: { sale_price: '210.00' }, inventory: [{ quantity: 1 }] },
    ]);
  });

  it('reprices listings through Update Price, one product each, a missing product failing alone', async () => {
    const listing = await anActiveListing(simulator, adapter, auth, '20000021');
    const outcomes = await adapter.updatePrices(auth, [
      { listingId: listing.listingId, priceCents: 19_500, marketRef: listing.marketRef },
      { listingId: '999999', priceCents: 19_000 },
    ]);
    expect(outcomes.map((o) => [o.listingId, o.ok])).toEqual([
      [listing.listingId, true],
      ['999999', false],
    ]);
    expect(await adapter.listing(auth, listing.listingId)).toMatchObject({ priceCents: 19_500 });
  });

  it('refuses a call signed with another secret, as TikTok refuses an invalid sign', async () => {
    const forger = adapterFor(simulator, 'not-the-app-secret');
    const error = await marketplaceFailure(forger.listing(auth, '1700000000000000001'));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('106001');
    expect(error.message).toContain('sign');
  });

  it('sends a late webhook only once lateMs have passed, signed so that it parses', async () => {
    const listing = await anActiveListing(simulator, adapter, auth, '20000002');
    const before = receiver.pushes.length;
    const arrival = receiver.next();
    const soldAt = Date.now();
    const order = await simulator.sell(listing.listingId, { webhook: 'late', lateMs: 300 });
    expect(receiver.pushes.length).toBe(before);
    await arrival;
    const push = receiver.pushes[before];
    expect(push.at - soldAt).toBeGreaterThanOrEqual(300);
    const [event] = adapter.parseWebhook(push.headers, push.body);
    expect(event).toMatchObject({ kind: 'order', order: { orderId: order.orderId, state: 'created' } });
  });

  it("refuses a push whose order id was changed (a forgery TikTok's push can carry)", async () => {
    const listing = await anActiveListing(simulator, adapter, auth, '20000003');
    const before = receiver.pushes.length;
    const order = await simulator.sell(listing.listingId);
    const { headers, body } = receiver.pushes[before];
    const forged = Buffer.from(
      body.toString('utf8').replace(order.orderId, order.orderId.replace(/.$/, '9')),
    );
    expect(forged.equals(body)).toBe(false);
    const error = await marketplaceFailure(
      Promise.resolve().then(() => adapter.parseWebhook(headers, forged)),
    );
    expect(error.kind).toBe('bad_signature');
  });

  it(`limits a shop to ${TIKTOK_RATE_LIMIT_PER_SECOND} calls a second, then fails as rate_limited`, async () => {
    const calls = Array.from({ length: 2 * TIKTOK_RATE_LIMIT_PER_SECOND }, () =>
      adapter.listing(auth, 'no-such-product').then(
        () => null,
        (e: unknown) => e as MarketplaceError,
      ),
    );
    const failures = await Promise.all(calls);
    const limited = failures.filter((e): e is MarketplaceError => e?.kind === 'rate_limited');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].details.retryAfterMs).toBeGreaterThan(0);
    expect(failures.every((e) => e?.kind === 'rate_limited' || e?.kind === 'not_found')).toBe(true);
  });

  it('keeps within the limit when its pace is set: more calls than a second allows, none refused', async () => {
    const pacer = new CallPacer(MARKETPLACE_PACE.tiktok);
    const paced = tiktokAdapter({ ...adapterOptions(simulator), pacer });
    // A shop of its own: the test above filled its shop's second (the limit is per shop).
    const ownShop = await connect(simulator, adapter);
    const calls = Array.from({ length: TIKTOK_RATE_LIMIT_PER_SECOND + 10 }, () =>
      paced.listing(ownShop, 'no-such-product').then(
        () => null,
        (e: unknown) => e as MarketplaceError,
      ),
    );
    const failures = await Promise.all(calls);
    expect(failures.map((e) => e?.kind)).toEqual(calls.map(() => 'not_found'));
    expect(pacer.stats).toMatchObject({ calls: calls.length, rateLimited: 0 });
    expect(pacer.stats.waited).toBeGreaterThan(0);
  });
});

describe('TikTok Shop sale moving on after it is sold', () => {
  const clock = new ManualClock(Date.now());
  let receiver: Awaited<ReturnType<typeof pushReceiver>>;
  let simulator: MarketplaceSimulator;
  afterAll(async () => {
    await simulator?.close();
    await receiver?.close();
  });

  it('reads a sale as created, completed an hour later, then returned, each pushed as it happens', async () => {
    receiver = await pushReceiver();
    simulator = await startTiktokSimulator({ clock, webhookUrl: receiver.url, ...APP });
    const adapter = adapterFor(simulator);
    const auth = await connect(simulator, adapter);
    const listing = await anActiveListing(simulator, adapter, auth, '20000005');
    const sale = await simulator.sell(listing.listingId);
    const stateSince = async (since: number) => {
      const orders = await adapter.orders(auth, new Date(since).toISOString());
      return orders.find((o) => o.orderId === sale.orderId)?.state;
    };
    const pushedState = () => {
      const { headers, body } = receiver.pushes[receiver.pushes.length - 1];
      return adapter.parseWebhook(headers, body).map((e) => e.kind === 'order' && e.order.state);
    };
    expect(await stateSince(clock.now() - FIVE_MINUTES)).toBe('created');
    expect(pushedState()).toEqual(['created']);

    clock.advance(HOUR);
    const sinceCompletion = clock.now() - FIVE_MINUTES;
    expect(sinceCompletion).toBeGreaterThan(Date.parse(sale.createdAt));
    expect(await stateSince(sinceCompletion)).toBeUndefined();
    expect(await simulator.complete(sale.orderId)).toMatchObject({ state: 'completed' });
    expect(pushedState()).toEqual(['completed']);
    expect(await stateSince(sinceCompletion)).toBe('completed');

    clock.advance(HOUR);
    const sinceReturn = clock.now() - FIVE_MINUTES;
    expect(await simulator.returnOrder(sale.orderId)).toMatchObject({ state: 'returned' });
    expect(pushedState()).toEqual(['returned']);
    expect(await stateSince(sinceReturn)).toBe('returned');
  });
});

describe('TikTok Shop simulator with a state file', () => {
  it('keeps the shop, its token and its listings across a restart', async () => {
    const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiktok-sim-')), 'tiktok.json');
    const first = await startTiktokSimulator({ clock: systemClock, stateFile, ...APP });
    const auth = await connect(first, adapterFor(first));
    const listing = await anActiveListing(first, adapterFor(first), auth, '20000004');
    await first.close();
    const second = await startTiktokSimulator({ clock: systemClock, stateFile, ...APP });
    try {
      expect(await adapterFor(second).listing(auth, listing.listingId)).toMatchObject({
        state: 'active',
        priceCents: 21_000,
      });
    } finally {
      await second.close();
      fs.rmSync(path.dirname(stateFile), { recursive: true, force: true });
    }
  });
});
