import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Stock counts per owner, warehouse and status, kept by triggers (as shelf_counts is), and trigram
 * indexes for the SKU, brand and name contains-filters.
 *
 * The seller's status tabs, the workplace summary and the admin overview counted every item of the
 * seller (or of everyone) on each call: 100-700 ms at 100,000 items, growing with the stock. These
 * few rows answer the same counts when no filter but the warehouse is given. The triggers keep them
 * right whoever writes products, in the writer's transaction, one grouped upsert per statement; the
 * upserts go in key order so two writers take the row locks in the same order.
 *
 * A contains-filter (`ilike '%x%'`) cannot use a b-tree; pg_trgm's GIN index answers it from the
 * index. pg_trgm is trusted (PostgreSQL 13+), so a role with CREATE on the database may install it;
 * the embedded engine has it when database.ts loads it. Where it is missing the filters still work,
 * by reading the seller's items, and nothing else changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_counts')
    .addColumn('shop_user_id', 'integer', (c) => c.notNull())
    .addColumn('ware_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_counts_pk', ['shop_user_id', 'ware_id', 'status'])
    .execute();
  await db.schema
    .createIndex('stock_counts_ware')
    .on('stock_counts')
    .columns(['ware_id', 'status'])
    .execute();
  await sql`
    create function stock_counts_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into stock_counts (shop_user_id, ware_id, status, n)
        select shop_user_id, ware_id, status, count(*) from new_rows
        group by shop_user_id, ware_id, status order by shop_user_id, ware_id, status
        on conflict (shop_user_id, ware_id, status) do update set n = stock_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into stock_counts (shop_user_id, ware_id, status, n)
        select shop_user_id, ware_id, status, -count(*) from old_rows
        group by shop_user_id, ware_id, status order by shop_user_id, ware_id, status
        on conflict (shop_user_id, ware_id, status) do update set n = stock_counts.n + excluded.n;
      else
        -- Only rows whose owner, warehouse or status changed move between counts.
        insert into stock_counts (shop_user_id, ware_id, status, n)
        select shop_user_id, ware_id, status, sum(k) from (
          select o.shop_user_id, o.ware_id, o.status, -1 as k
          from old_rows o join new_rows n on n.id = o.id
          where (o.shop_user_id, o.ware_id, o.status) is distinct from (n.shop_user_id, n.ware_id, n.status)
          union all
          select n.shop_user_id, n.ware_id, n.status, 1 as k
          from old_rows o join new_rows n on n.id = o.id
          where (o.shop_user_id, o.ware_id, o.status) is distinct from (n.shop_user_id, n.ware_id, n.status)
        ) moves
        group by shop_user_id, ware_id, status having sum(k) <> 0 order by shop_user_id, ware_id, status
        on conflict (shop_user_id, ware_id, status) do update set n = stock_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_counted_insert after insert on products
    referencing new table as new_rows for each statement execute function stock_counts_statement()`.execute(
    db,
  );
  await sql`
    create trigger products_counted_delete after delete on products
    referencing old table as old_rows for each statement execute function stock_counts_statement()`.execute(
    db,
  );
  await sql`
    create trigger products_counted_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function stock_counts_statement()`.execute(db);
  await sql`
    insert into stock_counts (shop_user_id, ware_id, status, n)
    select shop_user_id, ware_id, status, count(*) from products group by shop_user_id, ware_id, status`.execute(
    db,
  );

  const trgm = await trigramSchema(db);
  if (trgm) {
    for (const column of ['sku', 'brand', 'name']) {
      await sql`create index ${sql.raw(`products_${column}_trgm`)} on products using gin (${sql.raw(column)} ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(
        db,
      );
    }
  }
}

/**
 * The schema pg_trgm lives in, installing it when it is available and allowed; null otherwise. It
 * is installed once per database, in its own schema, so a schema dropped with everything in it (a
 * test's, a benchmark's) never takes the extension, and the indexes of other schemas, along.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  // Several schemas of one database may migrate at once (tests): one installs, the others wait.
  await sql`select pg_advisory_xact_lock(hashtext('solestack.pg_trgm'))`.execute(db);
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const allowed = await sql<{ ok: boolean }>`
    select exists (
      select 1 from pg_available_extension_versions v
      where v.name = 'pg_trgm'
        and (v.trusted or (select rolsuper from pg_roles where rolname = current_user))
        and has_database_privilege(current_database(), 'CREATE')
    ) as ok`.execute(db);
  if (!allowed.rows[0]?.ok) return null;
  await sql`create schema if not exists extensions`.execute(db);
  await sql`create extension if not exists pg_trgm with schema extensions`.execute(db);
  return 'extensions';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['sku', 'brand', 'name'])
    await db.schema.dropIndex(`products_${column}_trgm`).ifExists().execute();
  for (const t of ['products_counted_insert', 'products_counted_delete', 'products_counted_update']) {
    await sql`drop trigger if exists ${sql.raw(t)} on products`.execute(db);
  }
  await sql`drop function if exists stock_counts_statement()`.execute(db);
  await db.schema.dropTable('stock_counts').ifExists().execute();
}
