import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Outbound batches (issue 16, point 4): a warehouse's batch of orders waiting to leave, its orders
 * and the pick list's pairs with their picks. An order is in at most one live batch: the partial
 * unique index on the batch orders still open is the database's word on it, whatever two requests
 * race. A pair is picked once: its row holds the first pick.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbound_batches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('batch_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 1 and 5`))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbound_batches_batch_no')
    .unique()
    .on('outbound_batches')
    .column('batch_no')
    .where(sql.ref('batch_no'), '<>', '')
    .execute();
  await db.schema
    .createIndex('outbound_batches_ware_status')
    .on('outbound_batches')
    .columns(['ware_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('outbound_batch_orders')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('outbound_batches.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'shipped', 'exception', 'recalled', 'cancelled')`),
    )
    .addColumn('shipped_at', 'timestamptz')
    .addPrimaryKeyConstraint('outbound_batch_orders_pk', ['batch_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('outbound_batch_orders_one_live')
    .unique()
    .on('outbound_batch_orders')
    .column('order_id')
    .where(sql.ref('state'), '=', 'open')
    .execute();

  await db.schema
    .createTable('outbound_batch_items')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('outbound_batches.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    /** The pair's shelf when the batch was made: the pick list still names it once the pair left. */
    .addColumn('shelf_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picked_at', 'timestamptz')
    .addColumn('picked_by', 'integer', (c) => c.references('users.id'))
    /** The op (or online request) that picked it: a replay of the same op is the same pick. */
    .addColumn('pick_key', 'text')
    .addPrimaryKeyConstraint('outbound_batch_items_pk', ['batch_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('outbound_batch_items_one_id')
    .on('outbound_batch_items')
    .columns(['one_id', 'batch_id'])
    .execute();
  await db.schema
    .createIndex('outbound_batch_items_order')
    .on('outbound_batch_items')
    .columns(['order_id', 'batch_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbound_batch_items').ifExists().execute();
  await db.schema.dropTable('outbound_batch_orders').ifExists().execute();
  await db.schema.dropTable('outbound_batches').ifExists().execute();
}
