import type { Kysely } from 'kysely';

/**
 * The warehouse's direct switch (ChangeWarehouse) goes through the outbound order engine (issue 16):
 * each item of a switch record names the switch user order (kind 7) that moved it, whose number its
 * 712 event carries. Records made before have none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('switch_record_items')
    .addColumn('order_id', 'integer', (c) => c.references('outbound_orders.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('switch_record_items').dropColumn('order_id').execute();
}
