import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Flex shipments (issue 26 point 5; src/domain/sourcing/flex.ts): a shipment is an outbound order of
 * kind 16 (src/domain/outbound/kind-tables-flex.ts), so its state, its pairs (held in at most one open
 * order), its events, its box label and its batch are the outbound order's. These tables keep what is
 * the program's:
 * - flex_shipments: the program's id of the inbound shipment and the address it gave for the box,
 *   when the program was told the box left, how far its feed was read, and why no box label could
 *   be made (a message key and its parameters) while that holds.
 * - flex_shipment_items: each pair's ask, the price the program lists it at.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table outbound_orders drop constraint outbound_orders_kind_check`.execute(db);
  await sql`alter table outbound_orders add constraint outbound_orders_kind_check
    check (kind in (3, 4, 5, 6, 7, 14, 16))`.execute(db);

  await db.schema
    .createTable('flex_shipments')
    .addColumn('order_id', 'integer', (c) =>
      c.primaryKey().references('outbound_orders.id').onDelete('cascade'),
    )
    .addColumn('program_ref', 'text')
    .addColumn('ship_to', 'jsonb')
    .addColumn('program_shipped_at', 'timestamptz')
    .addColumn('program_updated_at', 'timestamptz')
    .addColumn('label_problem', 'text')
    .addColumn('label_problem_params', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('flex_shipments_program_ref')
    .unique()
    .on('flex_shipments')
    .column('program_ref')
    .where(sql.ref('program_ref'), 'is not', null)
    .execute();

  await db.schema
    .createTable('flex_shipment_items')
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('flex_shipments.order_id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('one_id', 'text', (c) => c.notNull())
    .addColumn('ask_cents', 'integer', (c) => c.notNull().check(sql`ask_cents > 0`))
    .addPrimaryKeyConstraint('flex_shipment_items_pk', ['order_id', 'product_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flex_shipment_items').ifExists().execute();
  await db.schema.dropTable('flex_shipments').ifExists().execute();
  await sql`delete from outbound_orders where kind = 16`.execute(db);
  await sql`alter table outbound_orders drop constraint outbound_orders_kind_check`.execute(db);
  await sql`alter table outbound_orders add constraint outbound_orders_kind_check
    check (kind in (3, 4, 5, 6, 7, 14))`.execute(db);
}
