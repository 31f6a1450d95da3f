import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import type { Clock } from '../../../kernel/simulator-clock';
import type { MarketData, MarketOrder, VariantRef } from './marketplace-adapter';

/**
 * A marketplace's local simulator (ARCHITECTURE section 10; issue 25 point 1): an HTTP server on a
 * free local port speaking the part of the marketplace's API its adapter calls, in the same shapes,
 * with its quirks (asynchronous operations, 429 rate limits, eBay's daily revision cap, webhooks
 * sent twice or late). The adapter is pointed at `baseUrl`, so the same client code runs in tests,
 * in demo mode and against the marketplace. Its catalogue knows every style code asked of it (a
 * product per style code, US sizes 4 to 14 by halves), its market moves by itself on the clock.
 * The methods below are not the marketplace's API: they stand for what buyers and the marketplace
 * do, for tests and the demo.
 */
export interface MarketplaceSimulator {
  readonly marketplace: MarketplaceCode;
  /** The API's base URL for the adapter. */
  readonly baseUrl: string;
  /** Its buyer page (simulator-buyer-page.ts): the listings on sale to buy, the orders to complete. */
  readonly buyerPageUrl: string;
  /** A buyer buys the listing now: the order is created and the listing is sold. */
  sell(listingId: string, options?: SellOptions): Promise<MarketOrder>;
  /**
   * The buyer received the pair and the marketplace closed the sale: the order is completed (as the
   * marketplace reports it: StockX COMPLETED, eBay's fulfilled and paid out order, TikTok COMPLETED).
   */
  complete(orderId: string): Promise<MarketOrder>;
  /**
   * The buyer sent the pair back after it completed: the order is returned (StockX RETURNED, eBay's
   * return, TikTok's return/refund status as our mapping reads it).
   */
  returnOrder(orderId: string): Promise<MarketOrder>;
  /** Sets one size's market (what marketData answers until it moves again). */
  setMarket(variant: VariantRef, market: Omit<MarketData, keyof VariantRef>): void;
  /** Finishes every pending asynchronous operation now (StockX's listing creation). */
  settle(): void;
  /**
   * The seller's "Allow" on the simulator's consent page, without a browser: the URL the page
   * would send the browser to (the redirect URI with its code and state).
   */
  approveConsent(authorizeUrl: string): Promise<string>;
  /** The next `count` API calls fail as the marketplace fails (timeout: no answer until closed). */
  failNext(failure: SimulatedFailure, count?: number): void;
  /** Every access token given so far stops working (auth_expired); refresh tokens still work. */
  expireAccessTokens(): void;
  /**
   * Listings already on sale for the seller of `accessToken`, put in place without the API and its
   * pace (a benchmark's or a test's thousands): each listing's id at the marketplace, the product and
   * size it is of, and its marketRef where the marketplace has one.
   */
  seedListings(accessToken: string, listings: readonly SeedListing[]): Promise<SeededListing[]>;
  /** Tells `listener` of every API call the simulator answered; answers how to stop telling. */
  onCall(listener: (call: SimulatedCall) => void): () => void;
  close(): Promise<void>;
}

export type SimulatedFailure = 'rate_limited' | 'timeout' | 'unavailable' | 'refused';

export type SellOptions = {
  /** Default: the listing's price. */
  priceCents?: number;
  /**
   * For a marketplace that sends webhooks: 'once' (default), 'twice' (the same event again),
   * 'late' (after `lateMs`), 'none'. Ignored by a polling-only marketplace.
   */
  webhook?: 'once' | 'twice' | 'late' | 'none';
  lateMs?: number;
};

export type MarketplaceSimulatorOptions = {
  clock: Clock;
  /** Keep the simulator's accounts, listings and orders across restarts (DATA_DIR); none in tests. */
  stateFile?: string;
  /** Where webhooks go (our server's webhook route for this marketplace); none: not sent. */
  webhookUrl?: string;
  /** How long a 'timeout' failure holds the call before answering 504: longer than the client's. */
  stallMs?: number;
};

export type SeedListing = {
  /** Our SKU of the pair at the marketplace (its ONE ID). */
  sellerSku: string;
  styleCode: string;
  /** US men's size as the simulated market writes it ("10.5"). */
  size: string;
  title: string;
  priceCents: number;
};
export type SeededListing = VariantRef & { listingId: string; marketRef?: string };

/** One API call as the simulator answered it: `route` is its path with the ids in it as {id}. */
export type SimulatedCall = { method: string; route: string; status: number };

/** The listeners of a simulator's calls (onCall). */
export class CallListeners {
  private readonly listeners = new Set<(call: SimulatedCall) => void>();
  add(listener: (call: SimulatedCall) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tell(method: string, path: string, status: number): void {
    if (this.listeners.size === 0) return;
    // Ids have digits and are long; versions (v1, 202309) are short.
    const route = path.replace(/\/(?=[^/]*\d)[^/]{8,}(?=\/|$)/g, '/{id}');
    for (const listener of this.listeners) listener({ method, route, status });
  }
}
