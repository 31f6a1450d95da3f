import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';

/**
 * Table types of the short-video shop and its catalogue (migration 0126; src/domain/sourcing
 * shop-products.ts and catalogue.ts). DB (schema.ts) lists them.
 */

/** An image of one of our shop products: stored here by content hash, TikTok's uri once uploaded. */
export type ShopImageRef = { hash: string; uri: string | null };

export interface ShopProductsTable {
  id: Generated<number>;
  seller_id: number;
  connection_id: number;
  origin: 'ours' | 'shop';
  sku: string | null;
  title: Generated<string>;
  description: Generated<string>;
  images: ColumnType<ShopImageRef[], string | undefined, string>;
  product_id: string | null;
  market_status: string | null;
  sync_state: ColumnType<string, string | undefined, string>;
  content_dirty: Generated<boolean>;
  errors: ColumnType<string[], string | undefined, string>;
  /** TikTok's update_time of a read product when it was last mapped. */
  read_update_time: ColumnType<string | null, number | null | undefined, number | null>;
  /** A sync job working on the product since (another job leaves it alone meanwhile). */
  claimed_at: Date | null;
  synced_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ShopProductSizesTable {
  id: Generated<number>;
  shop_product_id: number;
  variant_key: string;
  position: Generated<number>;
  sku: string | null;
  size: string | null;
  size_text: string;
  price_cents: number | null;
  sku_id: string | null;
  seller_sku: Generated<string>;
  gtin: string | null;
  mapped_by: string | null;
  quantity_sent: number | null;
}

export interface CatalogueConflictsTable {
  id: Generated<number>;
  marketplace: string;
  shop_product_id: number;
  product_id: string;
  variant_id: string;
  kind: string;
  title: Generated<string>;
  seller_sku: Generated<string>;
  size_text: Generated<string>;
  gtin: string | null;
  candidates: Json<{ sku: string; size: string | null }[]>;
  state: Generated<string>;
  chosen_sku: string | null;
  chosen_size: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  seen_at: UpdatedAt;
  created_at: CreatedAt;
}

export interface ShopSyncTables {
  shop_products: ShopProductsTable;
  shop_product_sizes: ShopProductSizesTable;
  catalogue_conflicts: CatalogueConflictsTable;
}
