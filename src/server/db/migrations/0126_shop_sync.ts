import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The short-video shop (TikTok Shop) and its catalogue (issue 26 points 3 and 4; src/domain/sourcing
 * shop-products.ts and catalogue.ts).
 * - shop_products: a seller's products at the shop: made here from one of our SKUs ('ours', one per
 *   seller and SKU: our product key), or found at the shop and read into the catalogue ('shop'). Our
 *   side of the sync (state, the shop's refusals) beside TikTok's id and status.
 * - shop_product_sizes: its sizes (TikTok's SKUs), each mapped to our SKU and size where it could be,
 *   with the stock last sent. variant_key is the size key of ours, or TikTok's SKU id of a read one.
 * - catalogue_conflicts: what could not be mapped on its own, and the admin's choice, which holds at
 *   every later read of the shop (one row per TikTok product and SKU id; '' for the whole product).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('marketplace_connections.id'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('product_id', 'text')
    .addColumn('market_status', 'text')
    .addColumn('sync_state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('content_dirty', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('read_update_time', 'bigint')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('synced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('shop_products_origin', sql`origin in ('ours', 'shop')`)
    .addCheckConstraint('shop_products_state', sql`sync_state in ('waiting', 'syncing', 'synced', 'failed')`)
    .execute();
  await sql`create unique index shop_products_product_key on shop_products (seller_id, sku)
    where origin = 'ours'`.execute(db);
  await sql`create unique index shop_products_at_shop on shop_products (connection_id, product_id)
    where product_id is not null`.execute(db);

  await db.schema
    .createTable('shop_product_sizes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shop_product_id', 'integer', (c) =>
      c.notNull().references('shop_products.id').onDelete('cascade'),
    )
    .addColumn('variant_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sku', 'text')
    .addColumn('size', 'text')
    .addColumn('size_text', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer')
    .addColumn('sku_id', 'text')
    .addColumn('seller_sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gtin', 'text')
    .addColumn('mapped_by', 'text')
    .addColumn('quantity_sent', 'integer')
    .addUniqueConstraint('shop_product_sizes_variant', ['shop_product_id', 'variant_key'])
    .execute();
  await sql`create index shop_product_sizes_by_sku on shop_product_sizes (sku, size)`.execute(db);

  await db.schema
    .createTable('catalogue_conflicts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('shop_product_id', 'integer', (c) =>
      c.notNull().references('shop_products.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gtin', 'text')
    .addColumn('candidates', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('chosen_sku', 'text')
    .addColumn('chosen_size', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('catalogue_conflicts_state', sql`state in ('open', 'resolved', 'ignored')`)
    .addUniqueConstraint('catalogue_conflicts_variant', ['marketplace', 'product_id', 'variant_id'])
    .execute();
  await sql`create index catalogue_conflicts_by_state on catalogue_conflicts (state, id)`.execute(db);
}
