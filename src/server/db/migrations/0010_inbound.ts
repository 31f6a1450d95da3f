import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Inbound, inspection, shelving and offline sync: the SKU catalogue, forecasts (packs) with their
 * expected lines and parcels, products by ONE ID with photos and lifecycle events, devices, the
 * record of every applied sync op, and ONE ID leases.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(now);

  await db.schema
    .createTable('skus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('skus_sku').unique().on('skus').column('sku').execute();
  await db.schema.createIndex('skus_updated').on('skus').columns(['updated_at', 'id']).execute();

  await db.schema
    .createTable('packs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('packs_owner').on('packs').columns(['shop_user_id', 'id']).execute();
  await db.schema.createIndex('packs_ware_status').on('packs').columns(['ware_id', 'status', 'id']).execute();
  await db.schema
    .createIndex('packs_ware_updated')
    .on('packs')
    .columns(['ware_id', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('pack_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pack_id', 'integer', (c) => c.notNull().references('packs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.references('skus.id'))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inspected', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pack_items_pack').on('pack_items').columns(['pack_id', 'position']).execute();

  await db.schema
    .createTable('parcels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('log_no', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('received_by', 'integer', (c) => c.references('users.id'))
    .addColumn('gmt_received', 'timestamptz')
    .addColumn('receive_device_id', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  // A tracking number names one physical parcel: one live parcel per number, across all warehouses.
  await sql`create unique index parcels_log_no_live on parcels (log_no) where cancelled_at is null`.execute(
    db,
  );
  await db.schema.createIndex('parcels_pack').on('parcels').column('pack_id').execute();
  await db.schema
    .createIndex('parcels_ware_updated')
    .on('parcels')
    .columns(['ware_id', 'updated_at', 'id'])
    .execute();
  await sql`create index parcels_unforecast on parcels (ware_id, id) where pack_id is null`.execute(db);

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('shop_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
    .addColumn('parcel_id', 'integer', (c) => c.references('parcels.id'))
    .addColumn('pack_item_id', 'integer', (c) => c.references('pack_items.id'))
    .addColumn('sku_id', 'integer', (c) => c.references('skus.id'))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('check_result', 'integer')
    .addColumn('check_remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inspected_by', 'integer', (c) => c.references('users.id'))
    .addColumn('gmt_inspected', 'timestamptz')
    .addColumn('shelf_id', 'integer')
    .addColumn('shelved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('gmt_shelves', 'timestamptz')
    .addColumn('shelf_op_key', 'text')
    .addColumn('gmt_in', 'timestamptz', (c) => c.notNull())
    .addColumn('gmt_out', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('products_one_id').unique().on('products').column('one_id').execute();
  await db.schema
    .createIndex('products_ware_updated')
    .on('products')
    .columns(['ware_id', 'updated_at', 'id'])
    .execute();
  await db.schema.createIndex('products_owner').on('products').columns(['shop_user_id', 'id']).execute();
  await db.schema.createIndex('products_parcel').on('products').column('parcel_id').execute();
  await db.schema.createIndex('products_pack').on('products').column('pack_id').execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('file_hash', 'text', (c) => c.notNull().references('files.hash'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'file_hash'])
    .execute();

  await db.schema
    .createTable('product_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
    .addColumn('parcel_id', 'integer', (c) => c.references('parcels.id'))
    .addColumn('log_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('batch_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('odd_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('operator_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('check_result', 'integer')
    .addColumn('img_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ware_id', 'integer')
    .addColumn('ware_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shelf_id', 'integer')
    .addColumn('shelves_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ware_days', 'integer')
    .addColumn('ware_fee_cents', 'integer')
    .addColumn('out_type', 'integer')
    .addColumn('out_time', 'timestamptz')
    .addColumn('delivery_fee_cents', 'integer')
    .addColumn('other_fee_cents', 'integer')
    .addColumn('flow_status', 'integer')
    .addColumn('pre_id', 'integer')
    .addColumn('plat_order_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('op_id', 'text')
    .addColumn('gmt_create', 'timestamptz', (c) => c.notNull())
    .addColumn('gmt_modify', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('product_events_product')
    .on('product_events')
    .columns(['product_id', 'id'])
    .execute();
  await db.schema
    .createIndex('product_events_pack')
    .on('product_events')
    .columns(['pack_id', 'id'])
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('sync_ops')
    .addColumn('op_id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('reason_key', 'text')
    .addColumn('reason_params', 'jsonb')
    .addColumn('reason_code', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ware_id', 'integer')
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('sync_ops_created').on('sync_ops').column('created_at').execute();

  // One row: the next ONE ID the server will hand out. Leases take blocks from it under a row lock.
  await db.schema
    .createTable('one_id_sequence')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('next_value', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('one_id_sequence').values({ id: 1, next_value: 10_000_001 }).execute();

  await db.schema
    .createTable('one_id_leases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('range_start', 'bigint', (c) => c.notNull())
    .addColumn('range_end', 'bigint', (c) => c.notNull())
    .addColumn('leased_at', 'timestamptz', createdAt)
    .execute();
  await db.schema
    .createIndex('one_id_leases_device')
    .on('one_id_leases')
    .columns(['device_id', 'range_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'one_id_leases',
    'one_id_sequence',
    'sync_ops',
    'devices',
    'product_events',
    'product_images',
    'products',
    'parcels',
    'pack_items',
    'packs',
    'skus',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
