import type {
  DelistReason,
  MarketListingState,
  MarketOrderState,
  MarketplaceCode,
  MarketplaceMode,
} from '../../../../domain/listing/marketplaces';
import type { CallPacer } from './call-pacer';
import type { MarketplaceError } from './marketplace-errors';

/**
 * What the server asks of a marketplace (ARCHITECTURE section 10; issue 25 point 1). One adapter per
 * marketplace: stockx/ (StockX API v2), ebay/ (eBay's Sell APIs through the `ebay-api` package),
 * tiktok/ (TikTok Shop Open API, HMAC-signed). Each talks to the marketplace or to its local
 * simulator through the same client; `mode` says which. Money is integer US cents. Failures are
 * thrown as MarketplaceError (marketplace-errors.ts). Calls run in jobs, never inside a database
 * transaction.
 */
export interface MarketplaceAdapter {
  readonly marketplace: MarketplaceCode;
  readonly mode: MarketplaceMode;

  // ---- Connection (OAuth 2 authorization code; platformservices) ----
  /** Where the seller's browser goes to consent; the marketplace comes back to `redirectUri`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** The tokens for the code the marketplace sent back to `redirectUri`. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<MarketplaceTokens>;
  /** New tokens before the access token expires (or after a call failed as auth_expired). */
  refreshTokens(refreshToken: string): Promise<MarketplaceTokens>;

  // ---- Catalogue and market ----
  /** The marketplace's products for a style code (SKU), a GTIN or words, with their sizes. */
  findProducts(auth: MarketplaceAuth, query: ProductQuery): Promise<MarketProduct[]>;
  /** Lowest ask and highest bid of one size now; null where the marketplace has none. */
  marketData(auth: MarketplaceAuth, variant: VariantRef): Promise<MarketData>;

  // ---- Listings ----
  /**
   * Lists one pair. Idempotent on `requestKey`: the same key answers the same listing, never a
   * second one. Often answers `pending` (StockX creates listings asynchronously): poll `listing`.
   */
  createListing(auth: MarketplaceAuth, input: NewMarketListing): Promise<MarketListing>;
  /** A new price; may be refused as revision_cap (eBay's daily revisions per listing). */
  updatePrice(auth: MarketplaceAuth, listingId: string, priceCents: number): Promise<MarketListing>;
  /**
   * New prices for many listings of one seller in the marketplace's batch calls where it has them
   * (StockX's batch listing update, eBay's bulkUpdatePriceQuantity, TikTok's update price of a
   * product): one outcome per change, in the same order. One listing's refusal is its outcome, not
   * a throw; a call that fails as a whole (429, timeout) fails each of its changes with that error.
   */
  updatePrices(auth: MarketplaceAuth, changes: readonly PriceChange[]): Promise<PriceOutcome[]>;
  /** How many price changes one of its batch calls takes. */
  readonly priceBatchSize: number;
  /** The pace its calls keep (and their counts), or null when it sends them unpaced. */
  readonly pacer: CallPacer | null;
  /** Takes the listing down; a listing already down answers its state, not an error. */
  delist(auth: MarketplaceAuth, listingId: string, reason: DelistReason): Promise<MarketListing>;
  /** The listing as the marketplace has it now. */
  listing(auth: MarketplaceAuth, listingId: string): Promise<MarketListing>;

  // ---- Orders ----
  /** Orders created or changed since `since` (ISO time), oldest first: the polling job's read. */
  orders(auth: MarketplaceAuth, since: string): Promise<MarketOrder[]>;
  /** Cancels a sale we cannot fill (the pair sold elsewhere at the same moment). */
  cancelOrder(auth: MarketplaceAuth, orderId: string, reason: string): Promise<MarketOrder>;

  // ---- Webhooks (where the marketplace sends them) ----
  /** False for a marketplace that only offers polling (the job reads `orders`). */
  readonly sendsWebhooks: boolean;
  /**
   * The events of a webhook request, after checking its signature over the raw body: throws
   * MarketplaceError 'bad_signature' when it does not verify. The same event may come twice or
   * late: `eventId` is the marketplace's own id of it, for deduplication.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): MarketWebhookEvent[];
}

/** A seller's connection as the adapter uses it (decrypted for the call only). */
export type MarketplaceAuth = { accessToken: string; shopId?: string };

export type MarketplaceTokens = {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token stops working. */
  expiresAt: string;
  /** The seller's account (or shop) at the marketplace, shown on platformservices. */
  accountId: string;
  accountName: string;
  /** Where several shops sit behind one account (TikTok Shop's shop cipher). */
  shopId?: string;
};

export type ProductQuery = { styleCode?: string; gtin?: string; text?: string };

export type MarketProduct = {
  productId: string;
  styleCode: string;
  title: string;
  brand: string;
  imageUrl?: string;
  variants: MarketVariant[];
};

/** One size of a product; `size` is the US men's size as the marketplace writes it ("10.5"). */
export type MarketVariant = { variantId: string; size: string; gtin?: string };

export type VariantRef = { productId: string; variantId: string };

export type MarketData = VariantRef & {
  lowestAskCents: number | null;
  highestBidCents: number | null;
  /** The last sale where the marketplace gives one (sourcing's price history). */
  lastSaleCents?: number | null;
};

export type NewMarketListing = VariantRef & {
  /** Our idempotency key for this listing (one per item and marketplace attempt). */
  requestKey: string;
  /** Our ONE ID of the pair: the seller's custom label at the marketplace. */
  oneId: string;
  styleCode: string;
  size: string;
  title: string;
  priceCents: number;
  imageUrls?: string[];
};

export type MarketListing = {
  listingId: string;
  state: MarketListingState;
  priceCents: number;
  /** Why the marketplace refused or ended it, in its words. */
  message?: string;
  /** eBay: price revisions left today; undefined where there is no cap. */
  revisionsLeftToday?: number;
  /** When the marketplace last changed it (ISO). */
  updatedAt: string;
  /**
   * The marketplace's second id of the listing that its batch price call needs beside ours (eBay's
   * offer id, TikTok's SKU id), kept on the listing (listings.market_ref) so a pass need not look it up.
   */
  marketRef?: string;
};

export type PriceChange = { listingId: string; priceCents: number; marketRef?: string | null };

export type PriceOutcome =
  | { listingId: string; ok: true; priceCents: number; revisionsLeftToday?: number; marketRef?: string }
  | { listingId: string; ok: false; error: MarketplaceError };

export type MarketOrder = {
  orderId: string;
  listingId: string;
  state: MarketOrderState;
  priceCents: number;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
};

export type MarketWebhookEvent =
  | { eventId: string; kind: 'order'; order: MarketOrder }
  | { eventId: string; kind: 'listing'; listing: MarketListing };
