import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Price history (issue 26 point 1; src/domain/sourcing): no marketplace gives its sales history, so
 * we keep our own.
 * - market_variants: a marketplace's product and variant of one of our SKUs and sizes (by style code,
 *   its GTIN where the marketplace gives one), looked up once and kept, so a snapshot run reads the
 *   market without searching the catalogue again.
 * - price_snapshots: the market of a size on a marketplace at one moment (lowest ask, highest bid,
 *   last sale where the marketplace gives one). Read by SKU and time: the price search's windows.
 * - price_watches: SKUs a seller searched, kept in the snapshot runs for a while after.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_variants')
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('gtin', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('market_variants_pkey', ['marketplace', 'sku', 'size'])
    .execute();

  await db.schema
    .createTable('price_snapshots')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('lowest_ask_cents', 'integer')
    .addColumn('highest_bid_cents', 'integer')
    .addColumn('last_sale_cents', 'integer')
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index price_snapshots_by_sku on price_snapshots (sku, taken_at)`.execute(db);

  await db.schema
    .createTable('price_watches')
    .addColumn('sku', 'text', (c) => c.primaryKey())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
