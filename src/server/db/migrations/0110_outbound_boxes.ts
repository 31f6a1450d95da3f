import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Outbound in bulk and in boxes (issue 16; src/domain/outbound/bulk.ts):
 * - bulk dropship uploads: one per sheet + ZIP pair (upload_key, the hash of both files, is unique,
 *   so the same upload creates once), and its rows with the ship-with-label order each made;
 * - boxes of a reship order: several of its pairs packed together; a pair is in at most one box of
 *   an order (unpacking deletes the box and frees its pairs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbound_bulk_uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('upload_key', 'text', (c) => c.notNull().unique())
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('sheet_name', 'text', (c) => c.notNull())
    .addColumn('zip_name', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbound_bulk_uploads_seller')
    .on('outbound_bulk_uploads')
    .columns(['shop_user_id', 'id'])
    .execute();
  await db.schema
    .createTable('outbound_bulk_upload_rows')
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().references('outbound_bulk_uploads.id').onDelete('cascade'),
    )
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('label_name', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id'))
    .addPrimaryKeyConstraint('outbound_bulk_upload_rows_pk', ['upload_id', 'row'])
    .execute();

  await db.schema
    .createTable('outbound_boxes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id').onDelete('cascade'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbound_boxes_order')
    .on('outbound_boxes')
    .columns(['order_id', 'id'])
    .execute();
  await db.schema
    .createTable('outbound_box_items')
    .addColumn('box_id', 'integer', (c) => c.notNull().references('outbound_boxes.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('outbound_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbound_box_items_pk', ['box_id', 'product_id'])
    .execute();
  // A pair is in at most one box of its order, whatever two requests race.
  await db.schema
    .createIndex('outbound_box_items_one_box')
    .unique()
    .on('outbound_box_items')
    .columns(['order_id', 'product_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbound_box_items').ifExists().execute();
  await db.schema.dropTable('outbound_boxes').ifExists().execute();
  await db.schema.dropTable('outbound_bulk_upload_rows').ifExists().execute();
  await db.schema.dropTable('outbound_bulk_uploads').ifExists().execute();
}
