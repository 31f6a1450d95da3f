import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Finance/Overview (src/domain/wallet/overview.ts):
 * - ledger_daily_totals: the journal summed by GMT day, fee type and entry kind (count and cents),
 *   kept by the database itself: a trigger adds each insert statement's entries in that statement.
 *   Entries are never updated or deleted (migration 0100), so the sums stay exact. Like a platform
 *   balance, a day's sum is spread over 16 slots (the seller id picks one), so concurrent commands of
 *   different sellers never wait on one row. A period's fees and cash per day read these rows, not
 *   the journal (the overview's figure: 1,000,000 entries in <= 300 ms).
 * - wallet_statistics_exclusions: the test and internal sellers left out of every statistic
 *   (spec section 9), edited on the Overview screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ledger_daily_totals (
      day date not null,
      fee_type smallint not null,
      kind text not null,
      slot smallint not null check (slot between 0 and 15),
      entry_count bigint not null,
      amount_cents bigint not null,
      primary key (day, fee_type, kind, slot)
    )`.execute(db);

  await sql`
    create function ledger_daily_totals_add() returns trigger language plpgsql as $$
    begin
      insert into ledger_daily_totals (day, fee_type, kind, slot, entry_count, amount_cents)
      select (created_at at time zone 'UTC')::date, fee_type, kind, coalesce(seller_id, 0) % 16,
        count(*), sum(amount_cents)
      from new_entries group by 1, 2, 3, 4
      on conflict (day, fee_type, kind, slot) do update
        set entry_count = ledger_daily_totals.entry_count + excluded.entry_count,
            amount_cents = ledger_daily_totals.amount_cents + excluded.amount_cents;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_daily_totals after insert on ledger_entries
    referencing new table as new_entries for each statement execute function ledger_daily_totals_add()`.execute(
    db,
  );
  // The journal so far (the trigger adds what comes after; the migration runs in one transaction).
  await sql`
    insert into ledger_daily_totals (day, fee_type, kind, slot, entry_count, amount_cents)
    select (created_at at time zone 'UTC')::date, fee_type, kind, coalesce(seller_id, 0) % 16,
      count(*), sum(amount_cents)
    from ledger_entries group by 1, 2, 3, 4`.execute(db);

  await sql`
    create table wallet_statistics_exclusions (
      seller_id integer primary key references users (id),
      added_by integer references users (id),
      added_at timestamptz not null default now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists wallet_statistics_exclusions`.execute(db);
  await sql`drop trigger if exists ledger_entries_daily_totals on ledger_entries`.execute(db);
  await sql`drop function if exists ledger_daily_totals_add()`.execute(db);
  await sql`drop table if exists ledger_daily_totals`.execute(db);
}
