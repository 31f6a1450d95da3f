import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Brands of the SKU catalogue. SKUs keep the brand name as text (the tablets' cache and the product
 * records copy it); the brands table is the list admins name and rename. name_key (lower case) keeps
 * one row per brand whatever its spelling. Brands the catalogue already uses are carried over.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('brands_name_key').unique().on('brands').column('name_key').execute();
  // SKU counts per brand and renames look SKUs up by the brand's key.
  await db.schema
    .createIndex('skus_brand_key')
    .on('skus')
    .expression(sql`lower(brand)`)
    .execute();
  await sql`
    insert into brands (name, name_key)
    select min(trim(brand)), lower(trim(brand)) from skus where trim(brand) <> '' group by lower(trim(brand))
    on conflict (name_key) do nothing
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('skus_brand_key').execute();
  await db.schema.dropTable('brands').execute();
}
