import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Switch user (warehouse ChangeWarehouse): each move of items to another owner, with its reason and
 * operator, and the items it moved with the owner each had before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('switch_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('odd_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('operator_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('switch_records_ware')
    .on('switch_records')
    .columns(['ware_id', 'id'])
    .execute();

  await db.schema
    .createTable('switch_record_items')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('switch_records.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('switch_record_items_pk', ['record_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('switch_record_items_one_id')
    .on('switch_record_items')
    .column('one_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('switch_record_items').ifExists().execute();
  await db.schema.dropTable('switch_records').ifExists().execute();
}
