import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The stock lists' SKU contains-filter, answered from the few distinct SKUs instead of the items.
 *
 * With the trigram index on products (0031) a filter like "1864" found every item of every owner
 * whose SKU contains it, then read each one's heap page to keep the seller's: about 2,000 page reads
 * per call, twice (the tab counts and the page), 5-50 ms at 1,000,000 items. Items share SKUs (a
 * catalogue of thousands against stock of millions), so the filter now matches the pattern against
 * product_skus, every SKU any item has carried, and takes the items of the matching SKUs from a
 * b-tree on (sku, owner, status, id): the counts come from that index alone and the page reads only
 * its own rows. The one index serves a seller (sku and owner given) and the admin (sku alone).
 *
 * product_skus is kept by triggers on products, in the writer's transaction, so an item
 * is findable by its SKU as soon as it is written. It only grows: a SKU no item carries any longer
 * matches no item, so leaving it costs nothing but its row. The items' own trigram index (0031) stays
 * for the searches that match SKU, name or brand at once (shelving, exports).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_skus')
    .addColumn('sku', 'text', (c) => c.primaryKey())
    .execute();
  await sql`
    create function product_skus_statement() returns trigger language plpgsql as $$
    begin
      insert into product_skus (sku)
      select distinct sku from new_rows order by sku
      on conflict (sku) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_sku_insert after insert on products
    referencing new table as new_rows for each statement execute function product_skus_statement()`.execute(
    db,
  );
  // A SKU correction is rare and touches one item: a row trigger that fires only when the SKU
  // changes costs the many other updates of products (status, shelf, owner) nothing.
  await sql`
    create function product_skus_row() returns trigger language plpgsql as $$
    begin
      insert into product_skus (sku) values (new.sku) on conflict (sku) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_sku_update after update of sku on products
    for each row when (old.sku is distinct from new.sku) execute function product_skus_row()`.execute(db);
  await sql`insert into product_skus (sku) select distinct sku from products`.execute(db);
  await sql`create index products_sku on products (sku, shop_user_id, status, id)`.execute(db);
  const trgm = await trigramSchemaOf(db);
  if (trgm)
    await sql`create index product_skus_trgm on product_skus using gin (sku ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(
      db,
    );
}

/** Where 0031 installed pg_trgm, if it could. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramSchemaOf(db: Kysely<any>): Promise<string | null> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return installed.rows[0]?.schema ?? null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_sku').ifExists().execute();
  for (const t of ['products_sku_insert', 'products_sku_update'])
    await sql`drop trigger if exists ${sql.raw(t)} on products`.execute(db);
  for (const f of ['product_skus_statement', 'product_skus_row'])
    await sql`drop function if exists ${sql.raw(f)}()`.execute(db);
  await db.schema.dropTable('product_skus').ifExists().execute();
}
