import { sql } from 'kysely';
import { gradeAllowsListing } from '../../../domain/inspection/rules';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import type { ListingState } from '../../../domain/listing/listings';
import type { Db } from '../../kernel/db-helpers';

/** Rows of listings with their item's SKU, size and name, for the views and the jobs. */
const LISTING_COLUMNS = [
  'listings.id',
  'listings.seller_id',
  'listings.product_id',
  'listings.marketplace',
  'listings.connection_id',
  'listings.state',
  'listings.request_key',
  'listings.external_id',
  'listings.market_product_id',
  'listings.market_variant_id',
  'listings.price_cents',
  'listings.original_price_cents',
  'listings.bottom_line_cents',
  'listings.minimum_payout_cents',
  'listings.fee_bp',
  'listings.auto_pricing',
  'listings.delist_reason',
  'listings.message',
  'listings.created_at',
  'listings.updated_at',
  'products.one_id',
  'products.sku',
  'products.size',
  'products.name',
] as const;

export function listingRows(db: Db) {
  return db
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select(LISTING_COLUMNS);
}
export type ListingRow = Awaited<ReturnType<ReturnType<typeof listingRows>['executeTakeFirstOrThrow']>>;

export function listingRow(db: Db, id: number): Promise<ListingRow | undefined> {
  return listingRows(db).where('listings.id', '=', id).executeTakeFirst();
}

/** Locks a listing row for a state change; answers its state. */
export async function lockListing(db: Db, id: number): Promise<ListingRow | undefined> {
  await db.selectFrom('listings').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return listingRow(db, id);
}

/** Moves a listing on if it is still in `from` (the jobs and the routes race): true when it moved. */
export async function moveListing(
  db: Db,
  id: number,
  from: readonly ListingState[],
  values: {
    state: ListingState;
    external_id?: string | null;
    market_product_id?: string;
    market_variant_id?: string;
    market_ref?: string | null;
    price_cents?: number;
    message?: string | null;
    delist_reason?: string;
    revisions_left?: number | null;
  },
): Promise<boolean> {
  const moved = await db
    .updateTable('listings')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

export function recordPriceChange(
  db: Db,
  change: { listingId: number; priceCents: number; reason: string; operatorId: number | null },
) {
  return db
    .insertInto('listing_price_changes')
    .values({
      listing_id: change.listingId,
      price_cents: change.priceCents,
      reason: change.reason,
      operator_id: change.operatorId,
    })
    .execute();
}

/** The live listings of items (to delist them everywhere), locked. */
export function liveListingsOfItems(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('listings')
    .select(['id', 'state', 'marketplace', 'product_id', 'external_id'])
    .where('product_id', 'in', productIds)
    .where('state', 'in', ['submitting', 'pending', 'active', 'delisting'])
    .forUpdate()
    .execute();
}

const sellerItems = (db: Db, sellerId: number, oneIds: readonly string[]) =>
  db
    .selectFrom('products')
    .select(['id', 'one_id', 'status', 'check_result', 'sku', 'size', 'name'])
    .where('shop_user_id', '=', sellerId)
    .where('one_id', 'in', oneIds.length > 0 ? oneIds : ['']);

/** The seller's items of these ONE IDs, as the listing's checks read them. */
export const sellerItemsOf = (db: Db, sellerId: number, oneIds: readonly string[]) =>
  sellerItems(db, sellerId, oneIds).execute();

/** The seller's items of these ONE IDs, locked for the listing's checks. */
export const lockSellerItems = (db: Db, sellerId: number, oneIds: readonly string[]) =>
  sellerItems(db, sellerId, oneIds).forUpdate().execute();

export const keywordMatch = (keyword: string) => sql<boolean>`(products.one_id ilike ${`%${keyword}%`}
  or products.sku ilike ${`%${keyword}%`} or products.name ilike ${`%${keyword}%`})`;

/** Only an available, qualified pair may be listed (issue 25 point 2): newlisting's and bulklisting's rule. */
export const itemListable = (item: { status: number; check_result: number | null }) =>
  item.status === InventoryStatus.available && gradeAllowsListing(item.check_result);
