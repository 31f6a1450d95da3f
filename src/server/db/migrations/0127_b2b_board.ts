import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The B2B board (issue 26 point 6; src/domain/sourcing/b2b.ts): a seller offers pairs of one warehouse
 * to the other sellers at one price; another seller buys the offer as a switch user (kind 7) paid
 * through the wallet, and the pairs change owner on their shelf.
 * - b2b_offers: the offer, its price and status (1 open, 2 sold, 3 withdrawn); once sold, its buyer,
 *   the switch user order and the two ledger entries that moved the money.
 * - b2b_offer_items: the offer's pairs. An open offer holds them (item status 7, switch user): the
 *   partial unique index keeps a pair in at most one open offer, whatever two requests race.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('b2b_offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('offer_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1, 2, 3)`),
    )
    .addColumn('buyer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.references('outbound_orders.id'))
    .addColumn('purchase_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('sale_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    // A sold offer names its buyer and its switch user order; an open or withdrawn one neither.
    .addCheckConstraint(
      'b2b_offers_sold',
      sql`(status = 2) = (buyer_id is not null and order_id is not null)`,
    )
    .addCheckConstraint('b2b_offers_not_to_self', sql`buyer_id is null or buyer_id <> seller_id`)
    .execute();
  await db.schema.createIndex('b2b_offers_board').on('b2b_offers').columns(['status', 'id']).execute();
  await db.schema.createIndex('b2b_offers_seller').on('b2b_offers').columns(['seller_id', 'id']).execute();

  await db.schema
    .createTable('b2b_offer_items')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('b2b_offers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('b2b_offer_items_pk', ['offer_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('b2b_offer_items_one_open')
    .unique()
    .on('b2b_offer_items')
    .column('product_id')
    .where(sql.ref('open'), '=', true)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('b2b_offer_items').ifExists().execute();
  await db.schema.dropTable('b2b_offers').ifExists().execute();
}
