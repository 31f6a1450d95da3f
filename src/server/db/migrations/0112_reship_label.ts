import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A reship order's carrier label (issue 16, reship without label): approval quotes the carrier's rate
 * from the platform's sender address to the seller's, kept as the label fee (fee type 25) with the
 * shipment and rate it was quoted on; the fee is held, captured and released with the order's other
 * parts. Paying buys the label (label_id: the label center's row), whose refusal moves the order to
 * status 7 with the carrier's reason on that row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbound_orders')
    .addColumn('label_fee_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`label_fee_cents >= 0`),
    )
    .addColumn('label_shipment_id', 'text')
    .addColumn('label_rate_id', 'text')
    .addColumn('label_id', 'integer', (c) => c.references('shipping_labels.id'))
    .addColumn('label_hold_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('label_capture_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('label_release_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbound_orders')
    .dropColumn('label_release_entry_id')
    .dropColumn('label_capture_entry_id')
    .dropColumn('label_hold_entry_id')
    .dropColumn('label_id')
    .dropColumn('label_rate_id')
    .dropColumn('label_shipment_id')
    .dropColumn('label_fee_cents')
    .execute();
}
