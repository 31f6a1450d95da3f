import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The admin overview's stock ages: items still in a warehouse, by the day they came in. Only the
 * items younger than the oldest age bound are read, as a range of this index; the rest of the stock
 * is the kept count (stock_counts) minus those. The statuses are IN_WAREHOUSE_STATUSES as of this
 * migration (domain/kernel/products.ts); the overview names them as literals so the index applies.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_in_warehouse_age on products (gmt_in, ware_id) where status in (1, 2, 3, 4, 7, 9, 10, 12)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_in_warehouse_age').ifExists().execute();
}
