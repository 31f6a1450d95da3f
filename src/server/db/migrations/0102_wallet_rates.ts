import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Fees and merchant rates (src/domain/wallet/fees.ts; admin Fee/Account and Fee/Platform).
 * - rate_cards: the default card (seller_id and effective_from null, exactly one) and per-seller
 *   overrides, each in force from 00:00 GMT of its effective day; one override per seller and day.
 *   Money in cents, percents in basis points (hundredths of a percent), all checked in range here too.
 * - marketplace_fees: each marketplace's fee (spec section 9); the B2B platform (kind 3) stays at 0%.
 * Both start seeded: the default card below and the marketplaces, as reference data every
 * installation needs before an admin has typed anything.
 */
const CENTS_COLUMNS = [
  'shipping_fee_cents',
  'transshipment_fee_cents',
  'switch_user_fee_cents',
  'base_daily_fee_cents',
  'premium_daily_fee_cents',
];
const BASIS_POINT_COLUMNS = ['consignment_fee_bp', 'cash_out_deduction_bp'];
const DAY_COLUMNS = ['base_free_days', 'premium_free_days'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let cards = db.schema
    .createTable('rate_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.references('users.id'))
    .addColumn('effective_from', 'date');
  for (const column of CENTS_COLUMNS)
    cards = cards.addColumn(column, 'integer', (c) =>
      c.notNull().check(sql`${sql.ref(column)} between 0 and 1000000`),
    );
  for (const column of BASIS_POINT_COLUMNS)
    cards = cards.addColumn(column, 'integer', (c) =>
      c.notNull().check(sql`${sql.ref(column)} between 0 and 10000`),
    );
  for (const column of DAY_COLUMNS)
    cards = cards.addColumn(column, 'integer', (c) =>
      c.notNull().check(sql`${sql.ref(column)} between 0 and 3650`),
    );
  await cards
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rate_cards_default_undated', sql`(seller_id is null) = (effective_from is null)`)
    .execute();
  await sql`create unique index rate_cards_one_default on rate_cards ((seller_id is null)) where seller_id is null`.execute(
    db,
  );
  await sql`create unique index rate_cards_seller_day on rate_cards (seller_id, effective_from) where seller_id is not null`.execute(
    db,
  );
  await sql`
    insert into rate_cards (seller_id, effective_from, shipping_fee_cents, transshipment_fee_cents,
      switch_user_fee_cents, consignment_fee_bp, cash_out_deduction_bp, base_free_days, base_daily_fee_cents,
      premium_free_days, premium_daily_fee_cents)
    values (null, null, 500, 300, 200, 1000, 500, 30, 10, 15, 25)
  `.execute(db);

  await db.schema
    .createTable('marketplace_fees')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull().check(sql`kind in (1, 2, 3)`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('fee_bp', 'integer', (c) => c.notNull().check(sql`fee_bp between 0 and 10000`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('marketplace_fees_b2b_free', sql`kind <> 3 or fee_bp = 0`)
    .execute();
  await db
    .insertInto('marketplace_fees')
    .values([
      { code: 'stockx', name: 'StockX', kind: 1, position: 1, fee_bp: 900 },
      { code: 'goat', name: 'GOAT', kind: 1, position: 2, fee_bp: 950 },
      { code: 'ebay', name: 'eBay', kind: 1, position: 3, fee_bp: 800 },
      { code: 'poizon', name: 'Poizon', kind: 1, position: 4, fee_bp: 750 },
      { code: 'tiktok', name: 'TikTok Shop', kind: 2, position: 5, fee_bp: 600 },
      { code: 'b2b', name: 'SoleStack B2B', kind: 3, position: 6, fee_bp: 0 },
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketplace_fees').execute();
  await db.schema.dropTable('rate_cards').execute();
}
