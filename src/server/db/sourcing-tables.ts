import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of the sourcing area (migration 0124; src/domain/sourcing). DB (schema.ts) lists them. */

export interface MarketVariantsTable {
  marketplace: string;
  sku: string;
  /** Our size key (market-product.ts sizeKey): "10.5". */
  size: string;
  product_id: string;
  variant_id: string;
  gtin: string | null;
  title: Generated<string>;
  checked_at: UpdatedAt;
}

export interface PriceSnapshotsTable {
  id: Generated<string>;
  sku: string;
  size: string;
  marketplace: string;
  lowest_ask_cents: number | null;
  highest_bid_cents: number | null;
  last_sale_cents: number | null;
  taken_at: CreatedAt;
}

export interface PriceWatchesTable {
  sku: string;
  searched_at: UpdatedAt;
}

export interface SourcingTables {
  market_variants: MarketVariantsTable;
  price_snapshots: PriceSnapshotsTable;
  price_watches: PriceWatchesTable;
}
