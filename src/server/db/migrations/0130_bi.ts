import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The BI board (src/domain/bi/bi.ts). Its figures never read a whole table per visit:
 * - bi_sales_daily: the kept marketplace sales (market_orders.kept) by GMT day of the order,
 *   marketplace and slot (seller id % 16, as ledger_daily_totals spreads a day), pairs and revenue,
 *   kept by statement triggers on market_orders in the writer's transaction. A sale cancelled or
 *   taken as an exception (kept turned false) leaves the figures; nothing else about a sale does.
 * - bi_outbound_counts: outbound orders by kind, status and warehouse, kept the same way (the orders
 *   to ship are a few of these rows).
 * - bi_stock_days: a materialized view of the pairs by warehouse and GMT day: those that came in that
 *   day, those of them still in a warehouse (storage days), and those that left that day. It reads
 *   every item, so a job refreshes it (src/server/modules/bi/bi-refresh-job.ts) and bi_refreshes says
 *   when; ages are counted in days, so a view minutes old is right to the day.
 * The in-warehouse statuses are IN_WAREHOUSE_STATUSES as of this migration (domain/kernel/products.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bi_sales_daily (
      day date not null,
      marketplace text not null,
      slot smallint not null check (slot between 0 and 15),
      pairs bigint not null,
      revenue_cents bigint not null,
      primary key (day, marketplace, slot)
    )`.execute(db);
  const saleOf = (rows: string, sign: string) =>
    sql.raw(`
    select (ordered_at at time zone 'UTC')::date as day, marketplace, seller_id % 16 as slot,
      ${sign}count(*) as pairs, ${sign}sum(price_cents) as revenue_cents
    from ${rows} where kept group by 1, 2, 3`);
  await sql`
    create function bi_sales_daily_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into bi_sales_daily (day, marketplace, slot, pairs, revenue_cents)
        select * from (${saleOf('new_rows', '')}) s order by 1, 2, 3
        on conflict (day, marketplace, slot) do update
          set pairs = bi_sales_daily.pairs + excluded.pairs,
              revenue_cents = bi_sales_daily.revenue_cents + excluded.revenue_cents;
      elsif tg_op = 'DELETE' then
        insert into bi_sales_daily (day, marketplace, slot, pairs, revenue_cents)
        select * from (${saleOf('old_rows', '-')}) s order by 1, 2, 3
        on conflict (day, marketplace, slot) do update
          set pairs = bi_sales_daily.pairs + excluded.pairs,
              revenue_cents = bi_sales_daily.revenue_cents + excluded.revenue_cents;
      else
        -- Only sales whose counted facts changed move between rows.
        insert into bi_sales_daily (day, marketplace, slot, pairs, revenue_cents)
        select day, marketplace, slot, sum(pairs), sum(revenue_cents) from (
          select (o.ordered_at at time zone 'UTC')::date as day, o.marketplace, o.seller_id % 16 as slot,
            -1 as pairs, -o.price_cents as revenue_cents
          from old_rows o join new_rows n on n.id = o.id
          where o.kept and (o.kept, o.ordered_at, o.marketplace, o.seller_id, o.price_cents)
            is distinct from (n.kept, n.ordered_at, n.marketplace, n.seller_id, n.price_cents)
          union all
          select (n.ordered_at at time zone 'UTC')::date, n.marketplace, n.seller_id % 16, 1, n.price_cents
          from old_rows o join new_rows n on n.id = o.id
          where n.kept and (o.kept, o.ordered_at, o.marketplace, o.seller_id, o.price_cents)
            is distinct from (n.kept, n.ordered_at, n.marketplace, n.seller_id, n.price_cents)
        ) moves
        group by 1, 2, 3 having sum(pairs) <> 0 or sum(revenue_cents) <> 0 order by 1, 2, 3
        on conflict (day, marketplace, slot) do update
          set pairs = bi_sales_daily.pairs + excluded.pairs,
              revenue_cents = bi_sales_daily.revenue_cents + excluded.revenue_cents;
      end if;
      return null;
    end $$`.execute(db);
  await statementTriggers(db, 'market_orders', 'bi_sales', 'bi_sales_daily_statement');
  await sql`
    insert into bi_sales_daily (day, marketplace, slot, pairs, revenue_cents)
    ${saleOf('market_orders', '')}`.execute(db);

  await sql`
    create table bi_outbound_counts (
      kind integer not null,
      status integer not null,
      ware_id integer not null,
      n bigint not null,
      primary key (kind, status, ware_id)
    )`.execute(db);
  await sql`
    create function bi_outbound_counts_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into bi_outbound_counts (kind, status, ware_id, n)
        select kind, status, ware_id, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
        on conflict (kind, status, ware_id) do update set n = bi_outbound_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into bi_outbound_counts (kind, status, ware_id, n)
        select kind, status, ware_id, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
        on conflict (kind, status, ware_id) do update set n = bi_outbound_counts.n + excluded.n;
      else
        insert into bi_outbound_counts (kind, status, ware_id, n)
        select kind, status, ware_id, sum(k) from (
          select o.kind, o.status, o.ware_id, -1 as k
          from old_rows o join new_rows n on n.id = o.id
          where (o.kind, o.status, o.ware_id) is distinct from (n.kind, n.status, n.ware_id)
          union all
          select n.kind, n.status, n.ware_id, 1
          from old_rows o join new_rows n on n.id = o.id
          where (o.kind, o.status, o.ware_id) is distinct from (n.kind, n.status, n.ware_id)
        ) moves
        group by 1, 2, 3 having sum(k) <> 0 order by 1, 2, 3
        on conflict (kind, status, ware_id) do update set n = bi_outbound_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await statementTriggers(db, 'outbound_orders', 'bi_outbound', 'bi_outbound_counts_statement');
  await sql`
    insert into bi_outbound_counts (kind, status, ware_id, n)
    select kind, status, ware_id, count(*) from outbound_orders group by 1, 2, 3`.execute(db);

  await sql`
    create materialized view bi_stock_days as
    select ware_id, day, sum(arrived)::bigint as arrived, sum(still_in)::bigint as still_in,
      sum(departed)::bigint as departed
    from (
      select ware_id, (gmt_in at time zone 'UTC')::date as day, count(*) as arrived,
        count(*) filter (where status in (1, 2, 3, 4, 7, 9, 10, 12)) as still_in, 0 as departed
      from products group by 1, 2
      union all
      select ware_id, (gmt_out at time zone 'UTC')::date, 0, 0, count(*)
      from products where gmt_out is not null group by 1, 2
    ) moves
    group by ware_id, day`.execute(db);
  // Unique, so a refresh can run concurrently with the board's reads.
  await sql`create unique index bi_stock_days_key on bi_stock_days (ware_id, day)`.execute(db);
  await sql`create index bi_stock_days_day on bi_stock_days (day)`.execute(db);
  await sql`
    create table bi_refreshes (
      name text primary key,
      refreshed_at timestamptz not null
    )`.execute(db);
  await sql`insert into bi_refreshes (name, refreshed_at) values ('bi_stock_days', now())`.execute(db);
}

/** The insert, update and delete statement triggers of `table` (one event each: transition tables). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function statementTriggers(db: Kysely<any>, table: string, prefix: string, fn: string): Promise<void> {
  await sql`
    create trigger ${sql.raw(`${prefix}_insert`)} after insert on ${sql.raw(table)}
    referencing new table as new_rows for each statement execute function ${sql.raw(fn)}()`.execute(db);
  await sql`
    create trigger ${sql.raw(`${prefix}_delete`)} after delete on ${sql.raw(table)}
    referencing old table as old_rows for each statement execute function ${sql.raw(fn)}()`.execute(db);
  await sql`
    create trigger ${sql.raw(`${prefix}_update`)} after update on ${sql.raw(table)}
    referencing old table as old_rows new table as new_rows
    for each statement execute function ${sql.raw(fn)}()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists bi_refreshes`.execute(db);
  await sql`drop materialized view if exists bi_stock_days`.execute(db);
  for (const [table, prefix] of [
    ['market_orders', 'bi_sales'],
    ['outbound_orders', 'bi_outbound'],
  ]) {
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`${prefix}_${event}`)} on ${sql.raw(table)}`.execute(db);
  }
  await sql`drop function if exists bi_sales_daily_statement()`.execute(db);
  await sql`drop function if exists bi_outbound_counts_statement()`.execute(db);
  await sql`drop table if exists bi_outbound_counts`.execute(db);
  await sql`drop table if exists bi_sales_daily`.execute(db);
}
