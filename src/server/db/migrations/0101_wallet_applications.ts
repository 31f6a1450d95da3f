import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Recharge and withdrawal applications and the sellers' draw accounts (src/domain/wallet/applications.ts).
 * Money itself moves only through the ledger (migration 0100): an application keeps the id of the hold
 * its withdrawal placed. A draw account's number is stored whole and only ever shown masked; a deleted
 * account is kept (deleted_at) for the applications that name it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_draw_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('holder_type', 'smallint', (c) => c.notNull().check(sql`holder_type in (1, 2)`))
    .addColumn('method', 'smallint', (c) => c.notNull().check(sql`method in (1, 2)`))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('wallet_draw_accounts_seller')
    .on('wallet_draw_accounts')
    .column('seller_id')
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('wallet_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'smallint', (c) => c.notNull().check(sql`kind in (1, 2)`))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('stage', 'smallint', (c) => c.notNull().check(sql`stage between 1 and 7`))
    // USD cents credited or withdrawn; null for an RMB recharge until it is approved.
    .addColumn('amount_cents', 'bigint', (c) => c.check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'RMB')`))
    .addColumn('original_amount_cents', 'bigint', (c) => c.notNull().check(sql`original_amount_cents > 0`))
    .addColumn('rate', 'numeric(12, 6)')
    .addColumn('payment_method', 'smallint')
    .addColumn('transfer_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('proof_file_hash', 'text', (c) => c.references('files.hash'))
    .addColumn('draw_account_id', 'integer', (c) => c.references('wallet_draw_accounts.id'))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payout_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hold_entry_id', 'bigint')
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'wallet_applications_kind_fields',
      sql`(kind = 1 and payment_method in (1, 2) and proof_file_hash is not null)
        or (kind = 2 and draw_account_id is not null and currency = 'USD' and amount_cents is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('wallet_applications_seller')
    .on('wallet_applications')
    .columns(['seller_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('wallet_applications_stage')
    .on('wallet_applications')
    .columns(['stage', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_applications').ifExists().execute();
  await db.schema.dropTable('wallet_draw_accounts').ifExists().execute();
}
