import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The price search reads one SKU's snapshots of the last 30 or 90 days and sums them up per day
 * (src/server/modules/sourcing/price-search.ts). The snapshot runs write every SKU in turn, so one
 * SKU's rows are scattered over the table's pages: reading them from the heap was most of a 90-day
 * search. The index now carries the columns the day sums read (size, marketplace, lowest ask), so
 * the search reads the index alone (an index-only scan; autovacuum keeps the visibility map current
 * as the hourly runs insert).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index price_snapshots_by_sku`.execute(db);
  await sql`
    create index price_snapshots_by_sku on price_snapshots (sku, taken_at)
    include (size, marketplace, lowest_ask_cents)`.execute(db);
}
