import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Shelf counts per rack and status, kept by a trigger. The shelf list answers a total with every
 * page; counting 10,000 shelf rows per request costs more than the rest of the request together,
 * while summing these few rows costs almost nothing. The trigger keeps them right whoever writes
 * shelves (services, demo seed, imports), in the writer's own transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shelf_counts')
    .addColumn('rack_id', 'integer', (c) => c.notNull().references('racks.id'))
    .addColumn('ware_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('shelf_counts_pk', ['rack_id', 'status'])
    .execute();
  await db.schema.createIndex('shelf_counts_ware').on('shelf_counts').column('ware_id').execute();
  await sql`
    create function shelf_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update shelf_counts set n = n - 1 where rack_id = old.rack_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into shelf_counts (rack_id, ware_id, status, n) values (new.rack_id, new.ware_id, new.status, 1)
        on conflict (rack_id, status) do update set n = shelf_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger shelves_counted after insert or delete or update of rack_id, ware_id, status on shelves
    for each row execute function shelf_counts_apply()`.execute(db);
  await sql`
    insert into shelf_counts (rack_id, ware_id, status, n)
    select rack_id, ware_id, status, count(*) from shelves group by rack_id, ware_id, status`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shelves_counted on shelves`.execute(db);
  await sql`drop function if exists shelf_counts_apply()`.execute(db);
  await db.schema.dropTable('shelf_counts').ifExists().execute();
}
