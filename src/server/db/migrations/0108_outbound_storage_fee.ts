import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The storage fee an outbound order charges when its pairs leave (issues 14 and 16): quoted with the
 * order's fees at approval (each pair's storage fee to that day, from the seller's rate card), held
 * with them when the seller pays, captured when the pairs leave, released on a recall. Booked as fee
 * type 3 (shipping fee): the spec's fee list has no storage fee type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbound_orders')
    .addColumn('storage_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`storage_cents >= 0`),
    )
    .addColumn('storage_hold_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('storage_capture_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('storage_release_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbound_orders')
    .dropColumn('storage_release_entry_id')
    .dropColumn('storage_capture_entry_id')
    .dropColumn('storage_hold_entry_id')
    .dropColumn('storage_cents')
    .execute();
}
