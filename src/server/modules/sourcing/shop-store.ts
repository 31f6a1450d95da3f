import { InspectionGrade } from '../../../domain/inspection/rules';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { fileUrl } from '../../../domain/kernel/files';
import type { ShopProductView, ShopSyncState } from '../../../domain/sourcing/shop-products';
import type { MappedBy } from '../../../domain/sourcing/catalogue';
import type { ShopImageRef } from '../../db/shop-sync-tables';
import type { Db } from '../../kernel/db-helpers';
import { isoOrNull, iso } from '../../kernel/db-helpers';
import { sizeKey } from '../listing/market-reading';

/**
 * The rows of the short-video shop (migration 0126) as the sync job and the screens read them, and
 * the stock each size should show: the seller's pairs of that SKU and size that could be sold now
 * (available and qualified, as a listing's pair must be).
 */

export const pairKey = (sku: string, size: string) => `${sku.trim().toUpperCase()}|${sizeKey(size)}`;

/** The sellers' available, qualified pairs of these SKUs: per seller, by pairKey. */
export async function availableBySeller(
  db: Db,
  sellerIds: readonly number[],
  skus: readonly string[],
): Promise<Map<number, Map<string, number>>> {
  const counts = new Map<number, Map<string, number>>();
  const wanted = [...new Set(skus.map((s) => s.trim().toUpperCase()))];
  if (wanted.length === 0 || sellerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('products')
    .select(['shop_user_id', 'sku', 'size', (eb) => eb.fn.countAll<string>().as('n')])
    .where('shop_user_id', 'in', [...sellerIds])
    .where('status', '=', InventoryStatus.available)
    .where('check_result', '=', InspectionGrade.qualified)
    .where((eb) => eb.fn('upper', ['sku']), 'in', wanted)
    .groupBy(['shop_user_id', 'sku', 'size'])
    .execute();
  for (const r of rows) {
    const mine = counts.get(r.shop_user_id) ?? new Map<string, number>();
    const key = pairKey(r.sku, r.size);
    mine.set(key, (mine.get(key) ?? 0) + Number(r.n));
    counts.set(r.shop_user_id, mine);
  }
  return counts;
}

/** The seller's available, qualified pairs of these SKUs, by pairKey. */
export async function availablePairs(
  db: Db,
  sellerId: number,
  skus: readonly string[],
): Promise<Map<string, number>> {
  return (await availableBySeller(db, [sellerId], skus)).get(sellerId) ?? new Map<string, number>();
}

export const SHOP_PRODUCT_COLUMNS = [
  'id',
  'seller_id',
  'connection_id',
  'origin',
  'sku',
  'title',
  'description',
  'images',
  'product_id',
  'market_status',
  'sync_state',
  'content_dirty',
  'errors',
  'read_update_time',
  'synced_at',
  'updated_at',
] as const;

export type ShopProductRow = {
  id: number;
  seller_id: number;
  connection_id: number;
  origin: 'ours' | 'shop';
  sku: string | null;
  title: string;
  description: string;
  images: ShopImageRef[];
  product_id: string | null;
  market_status: string | null;
  sync_state: string;
  content_dirty: boolean;
  errors: string[];
  read_update_time: string | null;
  synced_at: Date | null;
  updated_at: Date;
};

export type ShopSizeRow = {
  id: number;
  shop_product_id: number;
  variant_key: string;
  position: number;
  sku: string | null;
  size: string | null;
  size_text: string;
  price_cents: number | null;
  sku_id: string | null;
  seller_sku: string;
  gtin: string | null;
  mapped_by: string | null;
  quantity_sent: number | null;
};

/** The jsonb columns as both engines give them back (an array, or its text). */
const jsonArray = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

export function readProductRow(row: Record<string, unknown>): ShopProductRow {
  const r = row as unknown as ShopProductRow;
  return { ...r, images: jsonArray<ShopImageRef>(r.images), errors: jsonArray<string>(r.errors) };
}

export async function sizesOf(db: Db, productIds: readonly number[]): Promise<ShopSizeRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('shop_product_sizes')
    .selectAll()
    .where('shop_product_id', 'in', [...productIds])
    .orderBy('shop_product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function shopProductById(db: Db, id: number): Promise<ShopProductRow | undefined> {
  const row = await db
    .selectFrom('shop_products')
    .select(SHOP_PRODUCT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? readProductRow(row) : undefined;
}

/** The views of products of one seller, their sizes with the stock each should show. */
export async function shopProductViews(
  db: Db,
  host: string,
  sellerId: number,
  rows: readonly ShopProductRow[],
): Promise<ShopProductView[]> {
  const sizes = await sizesOf(
    db,
    rows.map((r) => r.id),
  );
  const available = await availablePairs(
    db,
    sellerId,
    sizes.flatMap((s) => (s.sku ? [s.sku] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    origin: r.origin,
    sku: r.sku,
    title: r.title,
    description: r.description,
    images: r.images.map((i) => ({ hash: i.hash, url: fileUrl(host, i.hash), sent: i.uri !== null })),
    productId: r.product_id,
    marketStatus: r.market_status,
    state: r.sync_state as ShopSyncState,
    errors: r.errors,
    sizes: sizes
      .filter((s) => s.shop_product_id === r.id)
      .map((s) => ({
        size: s.size_text,
        sku: s.sku,
        sizeKey: s.size,
        priceCents: s.price_cents,
        available: s.sku && s.size ? (available.get(pairKey(s.sku, s.size)) ?? 0) : 0,
        stockSent: s.quantity_sent,
        sellerSku: s.seller_sku,
        skuId: s.sku_id,
        gtin: s.gtin,
      })),
    syncedAt: isoOrNull(r.synced_at),
    updatedAt: iso(r.updated_at),
  }));
}

export const mappedByOf = (value: string | null): MappedBy | null =>
  value === 'ours' || value === 'style' || value === 'gtin' || value === 'admin' ? value : null;
