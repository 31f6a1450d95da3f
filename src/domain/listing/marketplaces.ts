/**
 * The marketplaces a seller cross-lists on (spec sections 1, 9; issue 25): their codes are the
 * rows of Fee/Platform (marketplace_fees), so a listing's payout uses the fee an admin set there.
 * Each is reached through one adapter (src/server/modules/listing/marketplaces) talking either to
 * the marketplace itself or to its local simulator; `mode` says which, and every screen that shows
 * a listing names the simulator when it is one.
 */
export const MARKETPLACES = ['stockx', 'ebay', 'tiktok'] as const;
export type MarketplaceCode = (typeof MARKETPLACES)[number];

export const isMarketplaceCode = (value: unknown): value is MarketplaceCode =>
  typeof value === 'string' && (MARKETPLACES as readonly string[]).includes(value);

/** The i18n key of each marketplace's name (listing namespace). */
export const MARKETPLACE_LABEL: Record<MarketplaceCode, string> = {
  stockx: 'listing:marketplace.stockx',
  ebay: 'listing:marketplace.ebay',
  tiktok: 'listing:marketplace.tiktok',
};

/** 'live': the marketplace's own API with configured credentials; 'simulator': the local one. */
export const MARKETPLACE_MODES = ['live', 'simulator'] as const;
export type MarketplaceMode = (typeof MARKETPLACE_MODES)[number];

/**
 * Where a simulated marketplace's buyer page is reached (on the system host): a redirect to the
 * simulator's own page, where its listings are bought and its orders completed; 404 in 'live' mode.
 */
export const simulatorBuyerPagePath = (marketplace: MarketplaceCode) =>
  `/listing/simulators/${marketplace}/buyer`;

/**
 * A listing as every marketplace's state maps onto ours: created asynchronously (pending), then
 * active, or refused (failed); inactive when delisted; sold when a buyer took it.
 */
export const MARKET_LISTING_STATES = ['pending', 'active', 'failed', 'inactive', 'sold'] as const;
export type MarketListingState = (typeof MARKET_LISTING_STATES)[number];

/** Why a listing is taken down: each is sent to the marketplace in its own words by the adapter. */
export const DELIST_REASONS = ['seller', 'sold_elsewhere', 'picked_for_order', 'admin'] as const;
export type DelistReason = (typeof DELIST_REASONS)[number];

/** A marketplace order's life as the sales orders show it (spec section 4, generic order labels). */
export const MARKET_ORDER_STATES = ['created', 'cancelled', 'shipped', 'completed', 'returned'] as const;
export type MarketOrderState = (typeof MARKET_ORDER_STATES)[number];
