import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The seller's home and settings, and return accounts (issue 28 points 5 and 7):
 * - user_settings: each user's app settings (theme, layout, content width, fixed header and sidebar,
 *   language), so an installed app and a browser agree; only what the user set is kept.
 * - return_accounts: the platform's accounts at each marketplace and the address returns come back to.
 * - market_orders.return_account_id: the account a sale's return was sent back through, when chosen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('return_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('ware_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('return_accounts_marketplace_ref', ['marketplace', 'account_ref'])
    .execute();
  await db.schema
    .createIndex('return_accounts_marketplace_active')
    .on('return_accounts')
    .columns(['marketplace', 'active', 'id'])
    .execute();

  await db.schema
    .alterTable('market_orders')
    .addColumn('return_account_id', 'integer', (c) => c.references('return_accounts.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('market_orders').dropColumn('return_account_id').execute();
  await db.schema.dropTable('return_accounts').execute();
  await db.schema.dropTable('user_settings').execute();
}
