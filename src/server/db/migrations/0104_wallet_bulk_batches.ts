import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Bulk deposits and deductions by spreadsheet (src/domain/wallet/bulk.ts): one row per posted batch,
 * written in the same transaction as its ledger entries. batch_key (sha256 of the kind and the
 * normalised rows) is unique, so the same sheet posts once however often it is uploaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_bulk_batches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('batch_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'deduction')`))
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('row_count', 'integer', (c) => c.notNull().check(sql`row_count > 0`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('wallet_bulk_batches_created_idx')
    .on('wallet_bulk_batches')
    .columns(['created_at', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_bulk_batches').execute();
}
