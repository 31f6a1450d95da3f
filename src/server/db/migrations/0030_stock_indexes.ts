import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Indexes for the stock views (seller inventory tabs, WarehouseExit, admin stock and inbound
 * batches), checked with EXPLAIN on 100,000 items: each list page is an index range instead of a
 * scan of every item, and the tab counts read the owner's index entries only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A seller's tab: owner and status, newest first; the per-status counts are an index-only scan.
  await sql`create index products_owner_status on products (shop_user_id, status, id)`.execute(db);
  // WarehouseExit: the owner's items that left, newest exit first.
  await sql`create index products_owner_exit on products (shop_user_id, gmt_out desc, id desc) where status = 6`.execute(
    db,
  );
  // Admin stock list of one warehouse and status, and the overview's per-warehouse counts.
  await sql`create index products_ware_status on products (ware_id, status, id)`.execute(db);
  // Inbound batches: parcels by the day they were received.
  await sql`create index parcels_received on parcels (gmt_received, ware_id) where gmt_received is not null and cancelled_at is null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'products_owner_status',
    'products_owner_exit',
    'products_ware_status',
    'parcels_received',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
