import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Outbound batches (admin Stock/OutBatch): the items that left, grouped by the day of gmt_out and the
 * warehouse, and one batch's items newest exit first. Only items that left carry gmt_out (a returned
 * item has it cleared), so the index holds the exits alone: the grouping reads it without the items
 * (ware_id is included), and a batch's page is a range of it in exit order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_exit_day on products (gmt_out, id) include (ware_id) where gmt_out is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_exit_day').ifExists().execute();
}
