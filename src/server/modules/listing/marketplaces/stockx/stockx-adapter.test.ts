import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// Each marketplace's own test file runs the shared contract (tests/fixtures): test code, not the server.
/* eslint-disable import-x/no-restricted-paths */
import {
  describeMarketplaceContract,
  marketplaceFailure,
} from '../../../../../../tests/fixtures/marketplace-contract';
/* eslint-enable import-x/no-restricted-paths */
import { ManualClock, systemClock } from '../../../../kernel/simulator-clock';
import type { MarketplaceAdapter, MarketplaceAuth } from '../marketplace-adapter';
import { CREATE_SETTLES_AFTER_MS } from './simulator/simulated-selling';
import { ACCESS_TOKEN_LIFETIME_S, SIMULATED_SELLER } from './simulator/stockx-accounts';
import { startStockxSimulator } from './simulator/stockx-simulator';
import type { StockxSimulator, StockxSimulatorOptions } from './simulator/stockx-simulator';
import { stockxAdapter } from './stockx-adapter';
import type { StockxAdapterOptions } from './stockx-adapter';
import { STOCKX_RATE_LIMIT } from './stockx-shapes';
import type { SxListings } from './stockx-shapes';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/business/listing/connections/callback';
const API_KEY = 'simulated-api-key';
const HOUR = 3_600_000;
/** How far back the order poll reads again before its last read (sale-jobs.ts). */
const FIVE_MINUTES = 5 * 60_000;
/** The contract calls back to back, as no job paces it; StockX's own pace has its test below. */
const UNPACED = { requestsPerSecond: 1_000, burst: 1_000, requestsPerDay: 1_000_000 };

const adapterFor = (simulator: StockxSimulator, settings: Partial<StockxAdapterOptions> = {}) =>
  stockxAdapter({
    baseUrl: simulator.baseUrl,
    authBaseUrl: simulator.authBaseUrl,
    apiKey: API_KEY,
    clientId: 'our-client-id',
    clientSecret: 'our-client-secret',
    timeoutMs: 1_000,
    mode: 'simulator',
    ...settings,
  });

describeMarketplaceContract('StockX', async () => {
  const simulator = await startStockxSimulator({ clock: systemClock, rateLimit: UNPACED, stallMs: 5_000 });
  return { simulator, adapter: adapterFor(simulator) };
});

describe('StockX adapter against its simulator (StockX quirks)', () => {
  const running: StockxSimulator[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
  });

  async function aSimulator(options: Partial<StockxSimulatorOptions> = {}) {
    const clock = new ManualClock(Date.now());
    const simulator = await startStockxSimulator({ clock, rateLimit: UNPACED, stallMs: 5_000, ...options });
    running.push(simulator);
    return { clock, simulator };
  }

  /** A seller who allowed our application at the simulated StockX, and the adapter's tokens. */
  async function aConnectedSeller(options: Partial<StockxSimulatorOptions> = {}) {
    const { clock, simulator } = await aSimulator(options);
    const adapter = adapterFor(simulator, { timeoutMs: 300 });
    const consent = adapter.authorizeUrl({ state: 'state-1', redirectUri: REDIRECT_URI });
    const back = new URL(await simulator.approveConsent(consent));
    const code = back.searchParams.get('code') ?? '';
    const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT_URI });
    return { clock, simulator, adapter, auth: { accessToken: tokens.accessToken } };
  }

  async function aListingOfSize10(adapter: MarketplaceAdapter, auth: MarketplaceAuth, requestKey: string) {
    const [product] = await adapter.findProducts(auth, { styleCode: 'DD1391-100' });
    const variant = product.variants.find((v) => v.size === '10')!;
    return {
      requestKey,
      productId: product.productId,
      variantId: variant.variantId,
      oneId: '10000042',
      styleCode: 'DD1391-100',
      size: '10',
      title: product.title,
      priceCents: 16_000,
    };
  }

  it('a new listing stays pending until the clock passes its creation, or until settle()', async () => {
    const { clock, simulator, adapter, auth } = await aConnectedSeller();
    const first = await adapter.createListing(auth, await aListingOfSize10(adapter, auth, 'pending-1'));
    expect(first.state).toBe('pending');
    clock.advance(CREATE_SETTLES_AFTER_MS - 1);
    expect((await adapter.listing(auth, first.listingId)).state).toBe('pending');
    clock.advance(1);
    expect(await adapter.listing(auth, first.listingId)).toMatchObject({
      state: 'active',
      priceCents: 16_000,
    });

    const second = await adapter.createListing(auth, await aListingOfSize10(adapter, auth, 'pending-2'));
    expect((await adapter.listing(auth, second.listingId)).state).toBe('pending');
    simulator.settle();
    expect((await adapter.listing(auth, second.listingId)).state).toBe('active');
  });

  it('reads a sale as created, completed an hour later, then returned, each since a time after the sale', async () => {
    const { clock, simulator, adapter, auth } = await aConnectedSeller();
    const listing = await adapter.createListing(auth, await aListingOfSize10(adapter, auth, 'lifecycle-1'));
    simulator.settle();
    const sale = await simulator.sell(listing.listingId);
    const stateSince = async (since: number) => {
      const orders = await adapter.orders(auth, new Date(since).toISOString());
      return orders.find((o) => o.orderId === sale.orderId)?.state;
    };
    expect(await stateSince(clock.now() - FIVE_MINUTES)).toBe('created');

    clock.advance(HOUR);
    const sinceCompletion = clock.now() - FIVE_MINUTES;
    expect(sinceCompletion).toBeGreaterThan(Date.parse(sale.createdAt));
    expect(await stateSince(sinceCompletion)).toBeUndefined();
    expect(await simulator.complete(sale.orderId)).toMatchObject({ state: 'completed' });
    expect(await stateSince(sinceCompletion)).toBe('completed');

    clock.advance(HOUR);
    const sinceReturn = clock.now() - FIVE_MINUTES;
    expect(await simulator.returnOrder(sale.orderId)).toMatchObject({ state: 'returned' });
    expect(await stateSince(sinceReturn)).toBe('returned');
  });

  it('answers 429 with Retry-After once a token goes past StockX pace, and the call goes a second later', async () => {
    const { clock, adapter, auth } = await aConnectedSeller({ rateLimit: STOCKX_RATE_LIMIT });
    const [product] = await adapter.findProducts(auth, { styleCode: 'HP7870' }); // two calls
    const variant = { productId: product.productId, variantId: product.variants[0].variantId };
    for (let call = 2; call < STOCKX_RATE_LIMIT.burst; call++) await adapter.marketData(auth, variant);

    const error = await marketplaceFailure(adapter.marketData(auth, variant));
    expect(error).toMatchObject({ kind: 'rate_limited', details: { status: 429, retryAfterMs: 1_000 } });
    clock.advance(1_000);
    await expect(adapter.marketData(auth, variant)).resolves.toMatchObject(variant);
  });

  it('serves a consent page that names the simulator; its Allow comes back with a code and the state', async () => {
    const { simulator } = await aSimulator();
    const adapter = adapterFor(simulator);
    const page = await fetch(adapter.authorizeUrl({ state: 'state-9', redirectUri: REDIRECT_URI }));
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<title>StockX (simulator)</title>');
    expect(html).toContain('<button type="submit">Allow</button>');

    const form = /<form method="get" action="([^"]+)">(.*?)<\/form>/.exec(html)!;
    const unescape = (text: string) =>
      text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));
    const fields = [...form[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((f) => [
      f[1],
      unescape(f[2]),
    ]);
    const allow = new URL(`${form[1]}?${new URLSearchParams(fields).toString()}`, simulator.authBaseUrl);
    const answer = await fetch(allow, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-9');
    const tokens = await adapter.exchangeCode({
      code: back.searchParams.get('code')!,
      redirectUri: REDIRECT_URI,
    });
    expect(tokens).toMatchObject({ accountId: SIMULATED_SELLER.sub, accountName: SIMULATED_SELLER.name });
  });

  it('a creation whose answer was lost is found again on retry with the same key, not listed twice', async () => {
    const { simulator, adapter, auth } = await aConnectedSeller();
    const input = await aListingOfSize10(adapter, auth, 'lost-answer-1');
    simulator.failNext('timeout');
    expect((await marketplaceFailure(adapter.createListing(auth, input))).kind).toBe('timeout');

    const retried = await adapter.createListing(auth, input);
    const query = `variantIds=${input.variantId}&pageSize=100`;
    const answer = await fetch(`${simulator.baseUrl}/selling/listings?${query}`, {
      headers: { Authorization: `Bearer ${auth.accessToken}`, 'x-api-key': API_KEY },
    });
    const { listings } = (await answer.json()) as SxListings;
    expect(listings.map((l) => l.listingId)).toEqual([retried.listingId]);
  });

  it('keeps its listings and the seller tokens across a restart with a state file', async () => {
    const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stockx-simulator-')), 'stockx.json');
    const before = await aConnectedSeller({ stateFile });
    const listing = await before.adapter.createListing(
      before.auth,
      await aListingOfSize10(before.adapter, before.auth, 'restart-1'),
    );
    await before.simulator.close();

    const { simulator } = await aSimulator({ stateFile });
    const after = await adapterFor(simulator).listing(before.auth, listing.listingId);
    expect(after).toMatchObject({ listingId: listing.listingId, priceCents: 16_000 });
  });

  it('refuses a call without the x-api-key header, and a token past its 12 hours is auth_expired', async () => {
    const { clock, simulator, auth } = await aConnectedSeller();
    const keyless = await marketplaceFailure(
      adapterFor(simulator, { apiKey: '' }).findProducts(auth, { text: 'x' }),
    );
    expect(keyless).toMatchObject({ kind: 'refused', details: { status: 403 } });
    clock.advance(ACCESS_TOKEN_LIFETIME_S * 1000);
    const expired = await marketplaceFailure(
      adapterFor(simulator).findProducts(auth, { styleCode: 'HP7870' }),
    );
    expect(expired.kind).toBe('auth_expired');
  });

  it('reprices many asks in one batch update, each answering for itself, a price in cents refused before the call', async () => {
    // StockX carries a batch out a moment later on its own time: the system's clock here.
    const { simulator, adapter, auth } = await aConnectedSeller({ clock: systemClock });
    const made = [];
    for (const oneId of ['10000051', '10000052', '10000053'])
      made.push(
        await adapter.createListing(auth, { ...(await aListingOfSize10(adapter, auth, oneId)), oneId }),
      );
    simulator.settle();
    const calls: string[] = [];
    const stop = simulator.onCall((c) => calls.push(`${c.method} ${c.route}`));
    const outcomes = await adapter.updatePrices(auth, [
      { listingId: made[0].listingId, priceCents: 15_000 },
      { listingId: made[1].listingId, priceCents: 14_000 },
      { listingId: made[1].listingId.replace(/.$/, (d) => (d === '0' ? '1' : '0')), priceCents: 13_000 },
      { listingId: made[2].listingId, priceCents: 12_950 },
    ]);
    stop();
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, false]);
    // The unknown ask failed at StockX, the price in cents before any call.
    expect(outcomes[2].ok === false && outcomes[2].error.kind).toBe('refused');
    expect(outcomes[3].ok === false && outcomes[3].error.kind).toBe('refused');
    expect(await adapter.listing(auth, made[1].listingId)).toMatchObject({ priceCents: 14_000 });
    expect(adapter.priceBatchSize).toBe(100);
    // One batch sent for all of them, then read until carried out (and its items, one having failed).
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('refuses a price in cents before calling StockX (asks are whole dollars), and takes no webhooks', async () => {
    const { adapter, auth } = await aConnectedSeller();
    const cents = await marketplaceFailure(adapter.updatePrice(auth, 'any-listing', 15_950));
    expect(cents.kind).toBe('refused');
    expect(cents.message).toContain('whole dollars');
    expect(adapter.sendsWebhooks).toBe(false);
    const webhook = await marketplaceFailure(
      Promise.resolve().then(() => adapter.parseWebhook({}, Buffer.from('{}'))),
    );
    expect(webhook.kind).toBe('bad_signature');
  });
});
