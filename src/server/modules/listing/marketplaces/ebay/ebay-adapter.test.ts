import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Each marketplace's own test file runs the shared contract (tests/fixtures): test code, not the server.
/* eslint-disable import-x/no-restricted-paths */
import {
  describeMarketplaceContract,
  marketplaceFailure,
} from '../../../../../../tests/fixtures/marketplace-contract';
/* eslint-enable import-x/no-restricted-paths */
import { ManualClock, systemClock } from '../../../../kernel/simulator-clock';
import type { Clock } from '../../../../kernel/simulator-clock';
import type { MarketplaceAdapter, MarketplaceAuth } from '../marketplace-adapter';
import { ebayAdapter } from './ebay-adapter';
import { EBAY_DAILY_REVISION_CAP } from './ebay-shapes';
import { EBAY_SIMULATOR_CALLS_PER_SECOND } from './simulator/call-limit';
import { startEbaySimulator } from './simulator/ebay-simulator';
import type { EbaySimulator } from './simulator/ebay-simulator';

/**
 * The contract's callback URL. eBay sends the seller to the accept URL registered under the
 * application's RuName; the simulator has no developer portal, so this URL is the RuName.
 */
const REDIRECT_URI = 'http://127.0.0.1:8080/api/business/listing/connections/callback';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the order poll reads again before its last read (sale-jobs.ts). */
const FIVE_MINUTES = 5 * 60_000;

function adapterFor(simulator: EbaySimulator, clock: Clock): MarketplaceAdapter {
  return ebayAdapter({
    apiBaseUrl: simulator.baseUrl,
    authBaseUrl: simulator.authBaseUrl,
    clientId: 'solestack-sim',
    clientSecret: 'simulator-secret',
    ruName: REDIRECT_URI,
    marketplaceId: 'EBAY_US',
    timeoutMs: 1_000,
    mode: 'simulator',
    clock,
  });
}

describeMarketplaceContract('eBay', async () => {
  const simulator = await startEbaySimulator({ clock: systemClock, stallMs: 5_000 });
  return { simulator, adapter: adapterFor(simulator, systemClock) };
});

describe('eBay adapter against its simulator (eBay quirks)', () => {
  // 10:00 in California, where eBay's calendar day runs.
  const clock = new ManualClock(Date.parse('2026-03-02T18:00:00Z'));
  let simulator: EbaySimulator;
  let adapter: MarketplaceAdapter;
  let auth: MarketplaceAuth;
  let refreshToken: string;

  async function connect(to: EbaySimulator, through: MarketplaceAdapter) {
    const consent = through.authorizeUrl({ state: 'quirks', redirectUri: REDIRECT_URI });
    const back = new URL(await to.approveConsent(consent));
    return through.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
  }

  async function aListing(oneId: string, requestKey = `quirks-${oneId}`) {
    const [product] = await adapter.findProducts(auth, { styleCode: 'FQ8138-002' });
    const size10 = product.variants.find((v) => v.size === '10')!;
    return {
      requestKey,
      productId: product.productId,
      variantId: size10.variantId,
      oneId,
      styleCode: product.styleCode,
      size: size10.size,
      title: product.title,
      priceCents: 20_000,
    };
  }

  beforeAll(async () => {
    simulator = await startEbaySimulator({ clock, stallMs: 5_000 });
    adapter = adapterFor(simulator, clock);
    const tokens = await connect(simulator, adapter);
    auth = { accessToken: tokens.accessToken };
    refreshToken = tokens.refreshToken;
  });
  afterAll(() => simulator?.close());

  it('shows a consent page that names the simulator, whose Allow returns to the accept URL with a code', async () => {
    const consent = adapter.authorizeUrl({ state: 'state-9', redirectUri: REDIRECT_URI });
    const html = await (await fetch(consent)).text();
    expect(html).toContain('<title>eBay (simulator)</title>');
    expect(html).toContain('<button type="submit">Allow</button>');
    const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [
        name,
        value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code)),
      ],
    );
    const allow = await fetch(new URL(`${action}?${new URLSearchParams(fields)}`, consent), {
      redirect: 'manual',
    });
    expect(allow.status).toBe(302);
    const back = new URL(allow.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-9');
    const tokens = await adapter.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT_URI,
    });
    expect(tokens.accountName).toBe('sneaker_seller_sim');
  });

  it('finds every size of a style code from one size’s GTIN', async () => {
    const [product] = await adapter.findProducts(auth, { styleCode: 'FQ8138-002' });
    const found = await adapter.findProducts(auth, { gtin: product.variants[3].gtin });
    expect(found.map((p) => [p.styleCode, p.variants.length])).toEqual([['FQ8138-002', 21]]);
  });

  it('publishes one offer for a listing asked twice with one request key', async () => {
    const input = await aListing('20000001');
    const first = await adapter.createListing(auth, input);
    const again = await adapter.createListing(auth, input);
    expect(again).toMatchObject({ listingId: first.listingId, state: 'active', priceCents: 20_000 });
    expect(simulator.publishCount(first.listingId)).toBe(1);
  });

  it('refuses price changes past eBay’s 250 revisions a day, and takes them again the next day', async () => {
    const { listingId } = await adapter.createListing(auth, await aListing('20000002'));
    for (let n = 1; n <= EBAY_DAILY_REVISION_CAP; n++) {
      clock.advance(1_000);
      const repriced = await adapter.updatePrice(auth, listingId, 20_000 - n);
      expect(repriced.revisionsLeftToday).toBe(EBAY_DAILY_REVISION_CAP - n);
    }
    const capped = await marketplaceFailure(adapter.updatePrice(auth, listingId, 15_000));
    expect(capped.kind).toBe('revision_cap');
    expect(capped.message).toMatch(/250 times today/);
    expect(await adapter.listing(auth, listingId)).toMatchObject({
      priceCents: 19_750,
      revisionsLeftToday: 0,
    });

    clock.advance(DAY);
    // A day later the 2-hour access token has long expired: refresh it, as the jobs do.
    expect((await marketplaceFailure(adapter.listing(auth, listingId))).kind).toBe('auth_expired');
    auth = { accessToken: (await adapter.refreshTokens(refreshToken)).accessToken };
    const nextDay = await adapter.updatePrice(auth, listingId, 15_000);
    expect(nextDay).toMatchObject({ priceCents: 15_000, revisionsLeftToday: EBAY_DAILY_REVISION_CAP - 1 });
  });

  it('reprices many listings in one bulkUpdatePriceQuantity call, each answering for itself', async () => {
    const first = await adapter.createListing(auth, await aListing('20000011'));
    const second = await adapter.createListing(auth, await aListing('20000012'));
    clock.advance(1_000);
    const outcomes = await adapter.updatePrices(auth, [
      { listingId: first.listingId, priceCents: 19_000, marketRef: first.marketRef },
      { listingId: second.listingId, priceCents: 18_000 },
      { listingId: 'no-such-sku', priceCents: 17_000, marketRef: '1' },
    ]);
    expect(outcomes.map((o) => [o.listingId, o.ok])).toEqual([
      [first.listingId, true],
      [second.listingId, true],
      ['no-such-sku', false],
    ]);
    expect(await adapter.listing(auth, second.listingId)).toMatchObject({ priceCents: 18_000 });
    expect(adapter.priceBatchSize).toBe(25);
  });

  it('answers 429 with a wait past the call limit per token, and takes calls again a second later', async () => {
    const { listingId } = await adapter.createListing(auth, await aListing('20000003'));
    clock.advance(1_000);
    const calls = await Promise.allSettled(
      Array.from({ length: EBAY_SIMULATOR_CALLS_PER_SECOND + 1 }, () => adapter.listing(auth, listingId)),
    );
    const refused = calls.flatMap((c) =>
      c.status === 'rejected' ? [c.reason as { kind: string; details: { retryAfterMs?: number } }] : [],
    );
    expect(refused.map((e) => e.kind)).toEqual(['rate_limited']);
    expect(refused[0].details.retryAfterMs).toBe(1_000);
    clock.advance(1_000);
    expect((await adapter.listing(auth, listingId)).state).toBe('active');
  });

  it('keeps its sellers, tokens and listings in its state file across a restart', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ebay-sim-'));
    const stateFile = path.join(folder, 'ebay.json');
    const before = await startEbaySimulator({ clock, stateFile });
    const tokens = await connect(before, adapterFor(before, clock));
    const seller = { accessToken: tokens.accessToken };
    const { listingId } = await adapterFor(before, clock).createListing(seller, await aListing('20000004'));
    await before.close();
    expect((await marketplaceFailure(adapterFor(before, clock).listing(seller, listingId))).kind).toBe(
      'unavailable',
    );
    const after = await startEbaySimulator({ clock, stateFile });
    try {
      expect(await adapterFor(after, clock).listing(seller, listingId)).toMatchObject({ state: 'active' });
    } finally {
      await after.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('goes to eBay’s own hosts, production or sandbox, with the RuName as redirect_uri', () => {
    for (const [api, auth] of [
      ['https://api.ebay.com', 'https://auth.ebay.com'],
      ['https://api.sandbox.ebay.com', 'https://auth.sandbox.ebay.com'],
    ]) {
      const live = ebayAdapter({
        apiBaseUrl: api,
        authBaseUrl: auth,
        clientId: 'app-id',
        clientSecret: 'cert-id',
        ruName: 'Solestack-Solestac-PRD-RuName',
        marketplaceId: 'EBAY_US',
        timeoutMs: 1_000,
        mode: 'live',
      });
      const consent = new URL(live.authorizeUrl({ state: 's-1', redirectUri: REDIRECT_URI }));
      expect(`${consent.origin}${consent.pathname}`).toBe(`${auth}/oauth2/authorize`);
      expect(consent.searchParams.get('redirect_uri')).toBe('Solestack-Solestac-PRD-RuName');
      expect(consent.searchParams.get('scope')).toContain(
        'https://api.ebay.com/oauth/api_scope/sell.inventory',
      );
    }
  });

  it('takes no webhooks: eBay’s orders are polled', async () => {
    expect(adapter.sendsWebhooks).toBe(false);
    const refused = await marketplaceFailure(
      Promise.resolve().then(() => adapter.parseWebhook({}, Buffer.from('{}'))),
    );
    expect(refused.kind).toBe('bad_signature');
  });
});

describe('eBay sale moving on after it is sold', () => {
  const clock = new ManualClock(Date.parse('2026-03-02T18:00:00Z'));
  let simulator: EbaySimulator;
  afterAll(() => simulator?.close());

  it('reads a sale as created, completed (fulfilled, funds released) half an hour later, then returned', async () => {
    simulator = await startEbaySimulator({ clock, stallMs: 5_000 });
    const adapter = adapterFor(simulator, clock);
    const consent = adapter.authorizeUrl({ state: 'lifecycle', redirectUri: REDIRECT_URI });
    const back = new URL(await simulator.approveConsent(consent));
    const code = back.searchParams.get('code') ?? '';
    const auth = {
      accessToken: (await adapter.exchangeCode({ code, redirectUri: REDIRECT_URI })).accessToken,
    };
    const [product] = await adapter.findProducts(auth, { styleCode: 'FQ8138-002' });
    const size10 = product.variants.find((v) => v.size === '10')!;
    const listing = await adapter.createListing(auth, {
      requestKey: 'lifecycle-1',
      productId: product.productId,
      variantId: size10.variantId,
      oneId: '20000099',
      styleCode: product.styleCode,
      size: size10.size,
      title: product.title,
      priceCents: 20_000,
    });
    const sale = await simulator.sell(listing.listingId);
    const stateSince = async (since: number) => {
      const orders = await adapter.orders(auth, new Date(since).toISOString());
      return orders.find((o) => o.orderId === sale.orderId)?.state;
    };
    expect(await stateSince(clock.now() - FIVE_MINUTES)).toBe('created');

    // Less than the 2-hour access token in all.
    clock.advance(HOUR / 2);
    const sinceCompletion = clock.now() - FIVE_MINUTES;
    expect(sinceCompletion).toBeGreaterThan(Date.parse(sale.createdAt));
    expect(await stateSince(sinceCompletion)).toBeUndefined();
    expect(await simulator.complete(sale.orderId)).toMatchObject({ state: 'completed' });
    expect(await stateSince(sinceCompletion)).toBe('completed');

    clock.advance(HOUR / 2);
    const sinceReturn = clock.now() - FIVE_MINUTES;
    expect(await simulator.returnOrder(sale.orderId)).toMatchObject({ state: 'returned' });
    expect(await stateSince(sinceReturn)).toBe('returned');
  });
});
