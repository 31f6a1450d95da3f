import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The listing area (issue 25; src/domain/listing):
 * - marketplace_connections: a seller's OAuth connection to a marketplace (platformservices), its
 *   tokens encrypted at rest (src/server/kernel/secret-box.ts); one live connection per seller and
 *   marketplace. oauth_states: the `state` of a consent in progress (single use, expires).
 * - listings: one row per item and marketplace attempt, its state (listings.ts), prices in cents and
 *   the marketplace's id once it answered; a partial unique index keeps one live listing per item and
 *   marketplace, so nothing is listed twice on one.
 * - listing_price_changes: every price a listing had, with its reason (seller, auto-pricing).
 * - market_orders: sales that came in from a marketplace (webhook or poll), one per marketplace order;
 *   one kept sale per item by a partial unique index, the other cancelled as an exception.
 * - marketplace_events: webhook events seen, by the marketplace's own event id (sent twice: once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marketplace_connections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('connected', 'expired', 'disconnected')`),
    )
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'text')
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index marketplace_connections_live on marketplace_connections (seller_id, marketplace)
    where state <> 'disconnected'`.execute(db);

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('marketplace_connections.id'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(sql`state in ('submitting', 'pending', 'active', 'failed', 'delisting', 'inactive', 'sold')`),
    )
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('market_product_id', 'text')
    .addColumn('market_variant_id', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('original_price_cents', 'integer', (c) => c.notNull().check(sql`original_price_cents > 0`))
    .addColumn('bottom_line_cents', 'integer', (c) => c.notNull().check(sql`bottom_line_cents > 0`))
    .addColumn('minimum_payout_cents', 'integer', (c) => c.notNull().check(sql`minimum_payout_cents > 0`))
    .addColumn('fee_bp', 'integer', (c) => c.notNull())
    .addColumn('auto_pricing', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('delist_reason', 'text')
    .addColumn('message', 'text')
    .addColumn('revisions_left', 'integer')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index listings_live_per_marketplace on listings (product_id, marketplace)
    where state in ('submitting', 'pending', 'active', 'delisting')`.execute(db);
  await sql`create unique index listings_request_key on listings (seller_id, request_key)`.execute(db);
  await sql`create unique index listings_external on listings (marketplace, external_id)
    where external_id is not null`.execute(db);
  await sql`create index listings_seller_state on listings (seller_id, state, id desc)`.execute(db);
  await sql`create index listings_repricing on listings (marketplace, market_variant_id)
    where state = 'active' and auto_pricing`.execute(db);

  await db.schema
    .createTable('listing_price_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index listing_price_changes_listing on listing_price_changes (listing_id, id)`.execute(db);

  await db.schema
    .createTable('market_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('market_state', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kept', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('exception', 'text')
    .addColumn('ordered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('market_orders_external', ['marketplace', 'external_id'])
    .execute();
  await sql`create unique index market_orders_one_sale_per_item on market_orders (product_id) where kept`.execute(
    db,
  );
  await sql`create index market_orders_seller on market_orders (seller_id, id desc)`.execute(db);

  await db.schema
    .createTable('marketplace_events')
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('marketplace_events_pk', ['marketplace', 'event_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'marketplace_events',
    'market_orders',
    'listing_price_changes',
    'listings',
    'oauth_states',
    'marketplace_connections',
  ])
    await db.schema.dropTable(table).execute();
}
