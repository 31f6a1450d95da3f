import path from 'node:path';
import type { MarketplaceCode, MarketplaceMode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import { AdvancingClock } from '../../kernel/simulator-clock';
import { urlOf } from '../../http/route';
import { ebayAdapter } from './marketplaces/ebay/ebay-adapter';
import { startEbaySimulator } from './marketplaces/ebay/simulator/ebay-simulator';
import type { MarketplaceAdapter } from './marketplaces/marketplace-adapter';
import type { MarketplaceSimulator, MarketplaceSimulatorOptions } from './marketplaces/marketplace-simulator';
import { startStockxSimulator } from './marketplaces/stockx/simulator/stockx-simulator';
import type { StockxFlexSimulator, StockxSimulator } from './marketplaces/stockx/simulator/stockx-simulator';
import { stockxAdapter } from './marketplaces/stockx/stockx-adapter';
import { startTiktokSimulator } from './marketplaces/tiktok/simulator/tiktok-simulator';
import type { TiktokSimulator } from './marketplaces/tiktok/simulator/tiktok-simulator';
import { tiktokShopProducts } from './marketplaces/tiktok/tiktok-shop-products';
import type { TiktokShopProducts } from './marketplaces/tiktok/tiktok-shop-products';
import { tiktokAdapter } from './marketplaces/tiktok/tiktok-adapter';
import { CallPacer, MARKETPLACE_PACE } from './marketplaces/call-pacer';

/**
 * Each marketplace's adapter for this app (ARCHITECTURE section 10): the marketplace itself when its
 * credentials are configured outside demo mode, else its local simulator, started in this process on
 * first use (its sellers, listings and orders kept in DATA_DIR) and named as a simulator on screen.
 */
export function marketplaceModeOf(
  config: Pick<AppConfig, 'marketplaces' | 'demo'>,
  marketplace: MarketplaceCode,
): MarketplaceMode {
  return config.marketplaces[marketplace] && !config.demo ? 'live' : 'simulator';
}

/** The simulators' app credentials: they check that a key is sent and that TikTok's signature holds. */
const SIMULATED_APP = { key: 'solestack-simulator', secret: 'simulator-secret' };

export const webhookPathOf = (marketplace: MarketplaceCode) => `/listing/webhooks/${marketplace}`;

type Opened = {
  adapter: MarketplaceAdapter;
  simulator: MarketplaceSimulator | null;
  /** TikTok Shop's product calls for the short-video shop sync (sourcing), and its simulator. */
  tiktokShop?: TiktokShopProducts;
  tiktokSimulator?: TiktokSimulator;
};

/** Where a marketplace's simulator keeps its sellers, listings and orders across restarts. */
export const simulatorStateFileOf = (config: Pick<AppConfig, 'dataDir'>, marketplace: MarketplaceCode) =>
  path.join(config.dataDir, `${marketplace}-simulator.json`);

const clocks = new WeakMap<AppConfig, AdvancingClock>();

/**
 * The app's marketplace simulators' time: the system's, until the demo seed lets their pace pass
 * (a 429's Retry-After) without waiting for it.
 */
export function marketplaceSimulatorClockOf(config: AppConfig): AdvancingClock {
  let clock = clocks.get(config);
  if (!clock) {
    clock = new AdvancingClock();
    clocks.set(config, clock);
  }
  return clock;
}

function simulatorOptions(config: AppConfig, marketplace: MarketplaceCode): MarketplaceSimulatorOptions {
  return {
    clock: marketplaceSimulatorClockOf(config),
    stateFile: simulatorStateFileOf(config, marketplace),
    webhookUrl: `http://127.0.0.1:${config.port}${urlOf('system', webhookPathOf(marketplace))}`,
  };
}

/**
 * The adapter's own pace (call-pacer.ts; StockX and eBay count calls per access token, TikTok per shop): on the
 * system's time for the marketplace itself, on the simulators' for a simulator (a demo seed lets its
 * waits pass at once, as it lets the simulators' own pace pass).
 */
function pacerOf(config: AppConfig, marketplace: MarketplaceCode, live: boolean): CallPacer {
  if (live) return new CallPacer(MARKETPLACE_PACE[marketplace]);
  const clock = marketplaceSimulatorClockOf(config);
  return new CallPacer(MARKETPLACE_PACE[marketplace], { clock, sleep: (ms) => clock.sleep(ms) });
}

const callbackUrl = (config: AppConfig) =>
  `${config.publicUrl}${urlOf('business', '/listing/connections/callback')}`;

async function open(config: AppConfig, marketplace: MarketplaceCode): Promise<Opened> {
  const timeoutMs = config.marketplaceTimeoutMs;
  const live = marketplaceModeOf(config, marketplace) === 'live';
  if (marketplace === 'stockx') {
    const app = config.marketplaces.stockx;
    if (live && app)
      return {
        simulator: null,
        adapter: stockxAdapter({
          baseUrl: 'https://api.stockx.com/v2',
          authBaseUrl: 'https://accounts.stockx.com',
          ...app,
          timeoutMs,
          pacer: pacerOf(config, marketplace, true),
          mode: 'live',
        }),
      };
    const simulator = await startStockxSimulator(simulatorOptions(config, marketplace));
    const adapter = stockxAdapter({
      baseUrl: simulator.baseUrl,
      authBaseUrl: simulator.authBaseUrl,
      apiKey: SIMULATED_APP.key,
      clientId: SIMULATED_APP.key,
      clientSecret: SIMULATED_APP.secret,
      timeoutMs,
      pacer: pacerOf(config, marketplace, false),
      mode: 'simulator',
    });
    return { simulator, adapter };
  }
  if (marketplace === 'ebay') {
    const app = config.marketplaces.ebay;
    if (live && app)
      return {
        simulator: null,
        adapter: ebayAdapter({
          apiBaseUrl: 'https://api.ebay.com',
          authBaseUrl: 'https://auth.ebay.com',
          ...app,
          marketplaceId: 'EBAY_US',
          timeoutMs,
          pacer: pacerOf(config, marketplace, true),
          mode: 'live',
        }),
      };
    const simulator = await startEbaySimulator(simulatorOptions(config, marketplace));
    // The simulator takes a RuName that is a URL as its accept URL: our callback.
    const adapter = ebayAdapter({
      apiBaseUrl: simulator.baseUrl,
      authBaseUrl: simulator.authBaseUrl,
      clientId: SIMULATED_APP.key,
      clientSecret: SIMULATED_APP.secret,
      ruName: callbackUrl(config),
      marketplaceId: 'EBAY_US',
      timeoutMs,
      pacer: pacerOf(config, marketplace, false),
      mode: 'simulator',
    });
    return { simulator, adapter };
  }
  const app = config.marketplaces.tiktok;
  if (live && app) {
    const connection = {
      apiBaseUrl: 'https://open-api.tiktokglobalshop.com',
      authBaseUrl: 'https://auth.tiktok-shops.com',
      ...app,
      timeoutMs,
      pacer: pacerOf(config, marketplace, true),
    };
    return {
      simulator: null,
      adapter: tiktokAdapter({ ...connection, mode: 'live' }),
      tiktokShop: tiktokShopProducts(connection, 'live'),
    };
  }
  const simulator = await startTiktokSimulator({
    ...simulatorOptions(config, marketplace),
    appKey: SIMULATED_APP.key,
    appSecret: SIMULATED_APP.secret,
  });
  // The shop's product sync and the listing adapter share the connection and so the shop's pace.
  const connection = {
    apiBaseUrl: simulator.baseUrl,
    authBaseUrl: simulator.baseUrl,
    appKey: SIMULATED_APP.key,
    appSecret: SIMULATED_APP.secret,
    timeoutMs,
    pacer: pacerOf(config, marketplace, false),
  };
  const adapter = tiktokAdapter({ ...connection, serviceId: SIMULATED_APP.key, mode: 'simulator' });
  return {
    simulator,
    adapter,
    tiktokShop: tiktokShopProducts(connection, 'simulator'),
    tiktokSimulator: simulator,
  };
}

const opened = new WeakMap<AppConfig, Map<MarketplaceCode, Promise<Opened>>>();

function openedFor(config: AppConfig, marketplace: MarketplaceCode): Promise<Opened> {
  let byMarketplace = opened.get(config);
  if (!byMarketplace) {
    byMarketplace = new Map();
    opened.set(config, byMarketplace);
  }
  let connection = byMarketplace.get(marketplace);
  if (!connection) {
    connection = open(config, marketplace);
    byMarketplace.set(marketplace, connection);
    // A failed start is not kept: the next use tries again.
    const map = byMarketplace;
    connection.catch(() => map.delete(marketplace));
  }
  return connection;
}

/** The app's adapter of a marketplace, opened on first use and kept for the app's life. */
export async function marketplaceFor(
  config: AppConfig,
  marketplace: MarketplaceCode,
): Promise<MarketplaceAdapter> {
  return (await openedFor(config, marketplace)).adapter;
}

/** The marketplace's simulator when it is one (the demo's buyers and the tests act through it). */
export async function marketplaceSimulatorOf(
  config: AppConfig,
  marketplace: MarketplaceCode,
): Promise<MarketplaceSimulator | null> {
  return (await openedFor(config, marketplace)).simulator;
}

/** TikTok Shop's product calls for the short-video shop sync, on the listing adapter's connection. */
export async function tiktokShopFor(config: AppConfig): Promise<TiktokShopProducts> {
  const { tiktokShop } = await openedFor(config, 'tiktok');
  if (!tiktokShop) throw new Error('TikTok Shop opened without its product calls');
  return tiktokShop;
}

/** TikTok Shop's simulator when it is one (the demo's and the tests' seller acts at the shop through it). */
export async function tiktokSimulatorOf(config: AppConfig): Promise<TiktokSimulator | null> {
  return (await openedFor(config, 'tiktok')).tiktokSimulator ?? null;
}

/** StockX Flex's inbound feed as our side reads it (sourcing's flex shipments), and its simulator's controls. */
export type FlexFeedAccess = {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  simulator: StockxFlexSimulator;
};

/**
 * StockX Flex's inbound feed: its simulator's (issue 26 point 5), started with StockX's simulator; null
 * against StockX itself, which offers its Flex inbound through its seller portal only, not its API.
 */
export async function stockxFlexFeedOf(config: AppConfig): Promise<FlexFeedAccess | null> {
  if (marketplaceModeOf(config, 'stockx') === 'live') return null;
  const simulator = (await openedFor(config, 'stockx')).simulator as StockxSimulator | null;
  if (!simulator) return null;
  return {
    baseUrl: simulator.flex.baseUrl,
    apiKey: SIMULATED_APP.key,
    timeoutMs: config.marketplaceTimeoutMs,
    simulator: simulator.flex,
  };
}

/** Stops the app's simulators (the app's onClose). */
export async function closeMarketplaces(config: AppConfig): Promise<void> {
  const byMarketplace = opened.get(config);
  opened.delete(config);
  for (const connection of byMarketplace?.values() ?? []) {
    const done = await connection.catch(() => null);
    await done?.simulator?.close();
  }
}
