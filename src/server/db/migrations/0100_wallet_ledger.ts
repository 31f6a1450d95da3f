import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The money ledger (issue 14, ARCHITECTURE.md section 9): accounts, journal entries and their postings
 * in integer cents, and the balance of every account kept in the same transaction as its postings.
 *
 * What the database itself guarantees, whatever the code does:
 * - a seller's available (and held) balance never goes below zero (CHECK on ledger_balances, whose
 *   kind must be its account's kind: a composite foreign key);
 * - entries and postings are never updated or deleted (a trigger refuses it): a correction is a
 *   reversing entry;
 * - the postings of an entry sum to zero and there are at least two (a constraint trigger deferred to
 *   the commit);
 * - one idempotency key is one entry, and one hold is settled (captured, released, expired) at most
 *   once (unique indexes). A hold's status is derived from its settling entry, never written back.
 *
 * A platform account's balance is spread over 16 slot rows (the seller id picks one), so concurrent
 * commands of different sellers never wait on one hot row; its balance is the sum of its slots.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id serial primary key,
      kind text not null check (kind in ('seller_available', 'seller_held', 'cash_clearing', 'revenue',
        'carrier_payable', 'marketplace_receivable', 'refunds')),
      seller_id integer references users (id),
      fee_type smallint,
      created_at timestamptz not null default now(),
      unique (id, kind),
      check ((kind in ('seller_available', 'seller_held')) = (seller_id is not null)),
      check ((kind = 'revenue') = (fee_type is not null))
    )`.execute(db);
  await sql`
    create unique index ledger_accounts_identity
    on ledger_accounts (kind, coalesce(seller_id, 0), coalesce(fee_type, 0))`.execute(db);

  // The platform's accounts exist from the start (revenue: one per fee type of spec section 9).
  await sql`
    insert into ledger_accounts (kind) values
      ('cash_clearing'), ('carrier_payable'), ('marketplace_receivable'), ('refunds')`.execute(db);
  await sql`
    insert into ledger_accounts (kind, fee_type)
    select 'revenue', t from unnest(array[1, 2, 3, 4, 5, 6, 7, 11, 12, 17, 22, 23, 24, 25, 26, 27]) as t`.execute(
    db,
  );

  await sql`
    create table ledger_balances (
      account_id integer not null,
      slot smallint not null check (slot between 0 and 15),
      kind text not null,
      balance_cents bigint not null default 0,
      primary key (account_id, slot),
      foreign key (account_id, kind) references ledger_accounts (id, kind),
      constraint ledger_seller_balance_not_negative
        check (kind not in ('seller_available', 'seller_held') or (slot = 0 and balance_cents >= 0))
    )`.execute(db);

  await sql`
    create table ledger_entries (
      id serial primary key,
      idempotency_key text not null,
      fingerprint text not null,
      kind text not null check (kind in ('credit', 'charge', 'hold', 'capture', 'release', 'expire', 'refund')),
      fee_type smallint not null,
      seller_id integer references users (id),
      amount_cents bigint not null check (amount_cents > 0),
      relation_type text not null,
      relation_ref text not null default '',
      original_user_id integer references users (id),
      new_user_id integer references users (id),
      operator_id integer references users (id),
      note text not null default '',
      settles_entry_id integer references ledger_entries (id),
      refunds_entry_id integer references ledger_entries (id),
      created_at timestamptz not null default now(),
      check ((kind in ('capture', 'release', 'expire')) = (settles_entry_id is not null)),
      check ((kind = 'refund') = (refunds_entry_id is not null))
    )`.execute(db);
  await sql`create unique index ledger_entries_key on ledger_entries (idempotency_key)`.execute(db);
  await sql`
    create unique index ledger_entries_settles on ledger_entries (settles_entry_id)
    where settles_entry_id is not null`.execute(db);
  await sql`
    create index ledger_entries_refunds on ledger_entries (refunds_entry_id)
    where refunds_entry_id is not null`.execute(db);
  await sql`create index ledger_entries_seller_time on ledger_entries (seller_id, created_at, id)`.execute(
    db,
  );

  await sql`
    create table ledger_postings (
      id serial primary key,
      entry_id integer not null references ledger_entries (id),
      account_id integer not null references ledger_accounts (id),
      amount_cents bigint not null check (amount_cents <> 0)
    )`.execute(db);
  await sql`create index ledger_postings_entry on ledger_postings (entry_id)`.execute(db);
  await sql`create index ledger_postings_account on ledger_postings (account_id, entry_id)`.execute(db);

  await sql`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows of % are never updated or deleted: post a reversing entry', tg_table_name
        using errcode = 'P0001';
    end $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_postings']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.raw(table)}
      for each row execute function ledger_refuse_change()`.execute(db);
  }

  await sql`
    create function ledger_check_balanced() returns trigger language plpgsql as $$
    declare
      total bigint;
      n integer;
    begin
      select coalesce(sum(amount_cents), 0), count(*) into total, n
      from ledger_postings where entry_id = new.id;
      if total <> 0 or n < 2 then
        raise exception 'ledger entry % does not balance: % postings summing to %', new.id, n, total
          using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_check_balanced()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists ledger_postings`.execute(db);
  await sql`drop table if exists ledger_entries`.execute(db);
  await sql`drop table if exists ledger_balances`.execute(db);
  await sql`drop table if exists ledger_accounts`.execute(db);
  await sql`drop function if exists ledger_check_balanced()`.execute(db);
  await sql`drop function if exists ledger_refuse_change()`.execute(db);
}
