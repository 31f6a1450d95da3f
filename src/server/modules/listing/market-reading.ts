import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import type { Db } from '../../kernel/db-helpers';
import { connectionAuth } from './connection-service';
import { marketplaceFor } from './marketplace-connection';
import type { MarketplaceAdapter, MarketplaceAuth } from './marketplaces/marketplace-adapter';
import { MarketplaceError } from './marketplaces/marketplace-errors';

export { marketVariantOf, sizeKey } from './market-product';
export { itemListable } from './listing-store';
export { marketplaceModeOf } from './marketplace-connection';
export type {
  MarketData,
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
