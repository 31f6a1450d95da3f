import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The address book (src/domain/labels/addresses.ts): a seller's saved shipping addresses, or the platform's
 * self-operated account's (seller_id null). Each is stored as the carrier verified it. The partial
 * unique index keeps at most one default per owner; the service keeps exactly one while any exist.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('label_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index label_addresses_one_default
    on label_addresses ((coalesce(seller_id, 0))) where is_default`.execute(db);
  await sql`create index label_addresses_owner_idx
    on label_addresses ((coalesce(seller_id, 0)), id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('label_addresses').execute();
}
