import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Outbound orders (issue 16): ship with label (3), reship (4), cash-out (5), switch user (7) and
 * platform direct outbound (14), one table for every kind (codes and transitions in
 * src/domain/outbound/kinds.ts), and their items. An item is in at most one open order: the partial
 * unique index on the open items is the database's word on it, whatever two requests race.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbound_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('odd_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'integer', (c) => c.notNull().check(sql`kind in (3, 4, 5, 7, 14)`))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('address', 'jsonb')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_type', 'integer')
    .addColumn('fee_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee_cents >= 0`),
    )
    .addColumn('quote_cents', 'integer', (c) => c.check(sql`quote_cents > 0`))
    .addColumn('deduction_cents', 'integer', (c) => c.check(sql`deduction_cents >= 0`))
    .addColumn('paid_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`paid_state in ('unpaid', 'held', 'captured', 'released', 'credited')`),
    )
    .addColumn('hold_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('capture_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('release_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('credit_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('deduction_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('reject_reasons', 'jsonb')
    .addColumn('reject_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recalled_at', 'timestamptz')
    .addColumn('recalled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbound_orders_odd_no')
    .unique()
    .on('outbound_orders')
    .column('odd_no')
    .where(sql.ref('odd_no'), '<>', '')
    .execute();
  await db.schema
    .createIndex('outbound_orders_seller')
    .on('outbound_orders')
    .columns(['shop_user_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('outbound_orders_kind_status')
    .on('outbound_orders')
    .columns(['kind', 'status', 'ware_id', 'id'])
    .execute();

  await db.schema
    .createTable('outbound_order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The buyer's label of a ship-with-label item (content hash of a PDF the seller uploaded), '' otherwise. */
    .addColumn('label_file', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('outbound_order_items_pk', ['order_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('outbound_order_items_one_open')
    .unique()
    .on('outbound_order_items')
    .column('product_id')
    .where(sql.ref('open'), '=', true)
    .execute();
  await db.schema
    .createIndex('outbound_order_items_one_id')
    .on('outbound_order_items')
    .column('one_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbound_order_items').ifExists().execute();
  await db.schema.dropTable('outbound_orders').ifExists().execute();
}
