import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import type { Db } from '../../kernel/db-helpers';
import { connectionAuth } from './connection-service';
import { connectionById, liveConnectionOf } from './connection-store';
import type { ConnectionRow } from './connection-store';
import { marketplaceFor } from './marketplace-connection';
import type { MarketplaceAdapter, MarketplaceAuth } from './marketplaces/marketplace-adapter';
import { MarketplaceError } from './marketplaces/marketplace-errors';

export { marketVariantOf, sizeKey } from './market-product';
export { itemListable } from './listing-store';
export { marketplaceModeOf, stockxFlexFeedOf, tiktokShopFor } from './marketplace-connection';
export { isMarketplaceError, MarketplaceError } from './marketplaces/marketplace-errors';
export type {
  ShopProductContent,
  ShopProductSize,
  TiktokShopProducts,
} from './marketplaces/tiktok/tiktok-shop-products';
export type { TtsProduct } from './marketplaces/tiktok/tiktok-shapes';
export type { FlexFeedAccess } from './marketplace-connection';
export type {
  MarketData,
  MarketplaceAuth,
  MarketProduct,
  MarketVariant,
  VariantRef,
} from './marketplaces/marketplace-adapter';

/**
 * The market of a marketplace as other areas read it (sourcing's price snapshots): its adapter and
 * the connected sellers' connections, whose calls a reader spreads across them (each keeps its own
 * pace, call-pacer.ts). The credentials of a connection are asked for when it is first used.
 */
export type MarketReaders = {
  adapter: MarketplaceAdapter;
  connections: { id: number; auth: () => Promise<MarketplaceAuth> }[];
};

export async function marketReaders(
  db: Db,
  config: AppConfig,
  marketplace: MarketplaceCode,
): Promise<MarketReaders> {
  const rows = await db
    .selectFrom('marketplace_connections')
    .select('id')
    .where('marketplace', '=', marketplace)
    .where('state', '=', 'connected')
    .orderBy('id')
    .execute();
  return {
    adapter: await marketplaceFor(config, marketplace),
    connections: rows.map(({ id }) => {
      let auth: Promise<MarketplaceAuth> | null = null;
      return { id, auth: () => (auth ??= connectionAuth(db, config, id)) };
    }),
  };
}

/** A failure that means "not now" (429, timeout, down): a reader stops there until its next run. */
export const isMarketBusy = (error: unknown) => error instanceof MarketplaceError && error.transient;

/** A 429 all the same: the adapter's pace now holds the connection back for the Retry-After. */
export const isRateLimited = (error: unknown) =>
  error instanceof MarketplaceError && error.kind === 'rate_limited';

/** A seller's live connection to a marketplace as another area acts through it (TikTok Shop's sync). */
export type SellerConnection = {
  id: number;
  sellerId: number;
  state: 'connected' | 'expired';
  accountName: string;
  /** The credentials for its calls, refreshed first when they are about to expire. */
  auth: () => Promise<MarketplaceAuth>;
};

function sellerConnectionOf(db: Db, config: AppConfig, row: ConnectionRow): SellerConnection {
  return {
    id: row.id,
    sellerId: row.seller_id,
    state: row.state === 'expired' ? 'expired' : 'connected',
    accountName: row.account_name,
    auth: () => connectionAuth(db, config, row.id),
  };
}

/** The seller's live (connected or expired) connection to the marketplace, or null. */
export async function sellerConnection(
  db: Db,
  config: AppConfig,
  sellerId: number,
  marketplace: MarketplaceCode,
): Promise<SellerConnection | null> {
  const row = await liveConnectionOf(db, sellerId, marketplace);
  return row ? sellerConnectionOf(db, config, row) : null;
}

/** A connection by its id, if it is still live. */
export async function connectionOfId(
  db: Db,
  config: AppConfig,
  id: number,
): Promise<SellerConnection | null> {
  const row = await connectionById(db, id);
  return row && row.state !== 'disconnected' ? sellerConnectionOf(db, config, row) : null;
}

/** The sellers connected to the marketplace now (their ids). */
export async function connectedSellers(db: Db, marketplace: MarketplaceCode): Promise<number[]> {
  const rows = await db
    .selectFrom('marketplace_connections')
    .select('seller_id')
    .where('marketplace', '=', marketplace)
    .where('state', '=', 'connected')
    .orderBy('seller_id')
    .execute();
  return rows.map((r) => r.seller_id);
}
