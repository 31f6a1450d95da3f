import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The label center (src/domain/labels/label-center.ts). label_quotes keeps the rates the carrier quoted to
 * whom, so a purchase is priced from what was quoted to that owner, never from the client.
 * shipping_labels holds one row per purchase: (seller_id, idempotency_key) is unique, so a double
 * submit makes one label, and shipment_id is unique, so a shipment is bought once. The ledger entries
 * of its hold, capture and refund are kept on the row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('label_quotes')
    .addColumn('shipment_id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('rates', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('shipping_labels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('buying', 'purchased', 'refund_pending', 'refunded', 'refund_rejected', 'failed')`,
        ),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('shipment_id', 'text', (c) => c.notNull().unique())
    .addColumn('rate_id', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('signature', 'smallint', (c) => c.notNull())
    .addColumn('rate_cents', 'integer', (c) => c.notNull().check(sql`rate_cents > 0`))
    .addColumn('insured_cents', 'integer', (c) => c.notNull().check(sql`insured_cents >= 0`))
    .addColumn('insurance_price_cents', 'integer', (c) => c.notNull().check(sql`insurance_price_cents >= 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents > 0`))
    .addColumn('from_address', 'jsonb', (c) => c.notNull())
    .addColumn('to_address', 'jsonb', (c) => c.notNull())
    .addColumn('parcel', 'jsonb', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('tracker_id', 'text')
    .addColumn('hold_entry_id', 'bigint')
    .addColumn('capture_entry_id', 'bigint')
    .addColumn('refund_entry_id', 'bigint')
    .addColumn('failure_key', 'text')
    .addColumn('failure_params', 'jsonb')
    .addColumn('refund_reason_key', 'text')
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('purchased_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addUniqueConstraint('shipping_labels_seller_key', ['seller_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('shipping_labels_seller_idx')
    .on('shipping_labels')
    .columns(['seller_id', 'id'])
    .execute();
  await db.schema
    .createIndex('shipping_labels_refund_pending_idx')
    .on('shipping_labels')
    .column('id')
    .where(sql.ref('status'), '=', 'refund_pending')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipping_labels').execute();
  await db.schema.dropTable('label_quotes').execute();
}
