import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Repairs (issue 27; src/domain/repair/):
 * - repair_prices: Fee/RepairMange, one row per repair item (price and working days), with defaults.
 * - repair_orders: a seller's order, its approval (the order status is read from it), its estimate,
 *   the queue it joined, and its wallet entries (the hold, then the capture and refund, or the release).
 * - repair_order_items: each pair with its issues, repair items, estimate, repair status, QC and work;
 *   a pair is in at most one open repair (partial unique index).
 * - repair_item_photos: before, after and QC photos by content hash.
 * - repair_batches and repair_batch_orders: batch tasks given to an operator; an order is in at most
 *   one live task (partial unique index).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repair_prices')
    .addColumn('item', 'text', (c) => c.primaryKey().check(sql`item in ('cleanStain', 'repairBox')`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('repair_prices')
    .values([
      { item: 'cleanStain', price_cents: 1500, days: 2 },
      { item: 'repairBox', price_cents: 2500, days: 4 },
    ])
    .execute();

  await db.schema
    .createTable('repair_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('odd_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('approval', 'integer', (c) => c.notNull().check(sql`approval between 1 and 5`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('waybill_image', 'text', (c) => c.references('files.hash'))
    .addColumn('review_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('estimate_cents', 'integer', (c) => c.notNull().check(sql`estimate_cents > 0`))
    .addColumn('pending_ahead', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repair_cents', 'integer', (c) => c.check(sql`repair_cents >= 0`))
    .addColumn('hold_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('hold_rev', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capture_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('refund_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('release_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('repair_orders_odd_no')
    .unique()
    .on('repair_orders')
    .column('odd_no')
    .where(sql.ref('odd_no'), '<>', '')
    .execute();
  await db.schema
    .createIndex('repair_orders_seller')
    .on('repair_orders')
    .columns(['shop_user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('repair_orders_approval')
    .on('repair_orders')
    .columns(['approval', 'ware_id', 'id'])
    .execute();

  await db.schema
    .createTable('repair_order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('repair_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('issues', 'jsonb', (c) => c.notNull())
    .addColumn('repairs', 'jsonb', (c) => c.notNull())
    .addColumn('estimate_cents', 'integer', (c) => c.notNull().check(sql`estimate_cents > 0`))
    .addColumn('status', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 6`),
    )
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('result_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qc_result', 'text', (c) => c.check(sql`qc_result in ('pass', 'fail')`))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picked_by', 'integer', (c) => c.references('users.id'))
    .addColumn('picked_at', 'timestamptz')
    .addColumn('done_by', 'integer', (c) => c.references('users.id'))
    .addColumn('done_at', 'timestamptz')
    .addColumn('lost_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('repair_order_items_pair', ['order_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('repair_order_items_one_open')
    .unique()
    .on('repair_order_items')
    .column('product_id')
    .where(sql.ref('open'), '=', true)
    .execute();
  await db.schema
    .createIndex('repair_order_items_one_id')
    .on('repair_order_items')
    .column('one_id')
    .execute();
  await db.schema
    .createIndex('repair_order_items_status')
    .on('repair_order_items')
    .columns(['status', 'order_id'])
    .execute();

  await db.schema
    .createTable('repair_item_photos')
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('repair_order_items.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('before', 'after', 'qc')`))
    .addColumn('file_hash', 'text', (c) => c.notNull().references('files.hash'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('taken_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('repair_item_photos_pk', ['item_id', 'kind', 'file_hash'])
    .execute();

  await db.schema
    .createTable('repair_batches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('batch_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 3`),
    )
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('repair_batches_batch_no')
    .unique()
    .on('repair_batches')
    .column('batch_no')
    .where(sql.ref('batch_no'), '<>', '')
    .execute();
  await db.schema
    .createIndex('repair_batches_ware')
    .on('repair_batches')
    .columns(['ware_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('repair_batch_orders')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('repair_batches.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('repair_orders.id'))
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('repair_batch_orders_pk', ['batch_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('repair_batch_orders_one_live')
    .unique()
    .on('repair_batch_orders')
    .column('order_id')
    .where(sql.ref('open'), '=', true)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'repair_batch_orders',
    'repair_batches',
    'repair_item_photos',
    'repair_order_items',
    'repair_orders',
    'repair_prices',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
