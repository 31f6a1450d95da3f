import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Consignment orders (kind 6, issue 25; src/domain/outbound/kind-tables-consignment.ts) on the outbound
 * order table: the seller's consignment price (it cannot change once the pair is sold), the sale (the
 * marketplace, its order number, the price, and the kept sale it came from: one consignment per sale),
 * the fees fixed with the sale (11 consignment, 22 platform) and their ledger entries; the collection
 * (fee 6) and the consignment fee use the order's credit and deduction entries, a platform return the
 * return entry (fee 17). Kind 6 joins the kinds the table takes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbound_orders')
    .addColumn('consign_price_cents', 'integer', (c) => c.check(sql`consign_price_cents > 0`))
    .addColumn('plat_name', 'text')
    .addColumn('plat_order_no', 'text')
    .addColumn('sold_price_cents', 'integer', (c) => c.check(sql`sold_price_cents > 0`))
    .addColumn('market_order_id', 'integer', (c) => c.references('market_orders.id'))
    .addColumn('consignment_fee_cents', 'integer', (c) => c.check(sql`consignment_fee_cents >= 0`))
    .addColumn('platform_fee_cents', 'integer', (c) => c.check(sql`platform_fee_cents >= 0`))
    .addColumn('platform_fee_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('return_entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .execute();
  await sql`alter table outbound_orders drop constraint outbound_orders_kind_check`.execute(db);
  await sql`alter table outbound_orders add constraint outbound_orders_kind_check
    check (kind in (3, 4, 5, 6, 7, 14))`.execute(db);
  await sql`create unique index outbound_orders_one_per_sale on outbound_orders (market_order_id)
    where market_order_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists outbound_orders_one_per_sale`.execute(db);
  await sql`alter table outbound_orders drop constraint outbound_orders_kind_check`.execute(db);
  await sql`alter table outbound_orders add constraint outbound_orders_kind_check
    check (kind in (3, 4, 5, 7, 14))`.execute(db);
  await db.schema
    .alterTable('outbound_orders')
    .dropColumn('return_entry_id')
    .dropColumn('platform_fee_entry_id')
    .dropColumn('platform_fee_cents')
    .dropColumn('consignment_fee_cents')
    .dropColumn('market_order_id')
    .dropColumn('sold_price_cents')
    .dropColumn('plat_order_no')
    .dropColumn('plat_name')
    .dropColumn('consign_price_cents')
    .execute();
}
