import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * shelf_counts kept per statement instead of per row: a batch of 500 shelves (or a seed of 10,000)
 * becomes one grouped upsert instead of one upsert per shelf. Updates compare old and new rows, so
 * renames and touches of updated_at leave the counts alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shelves_counted on shelves`.execute(db);
  await sql`drop function if exists shelf_counts_apply()`.execute(db);
  await sql`
    create function shelf_counts_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into shelf_counts (rack_id, ware_id, status, n)
        select rack_id, min(ware_id), status, count(*) from new_rows group by rack_id, status
        on conflict (rack_id, status) do update set n = shelf_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        update shelf_counts c set n = c.n - d.k
        from (select rack_id, status, count(*) as k from old_rows group by rack_id, status) d
        where c.rack_id = d.rack_id and c.status = d.status;
      else
        -- Only rows whose rack or status changed move between counts.
        insert into shelf_counts (rack_id, ware_id, status, n)
        select rack_id, min(ware_id), status, sum(k) from (
          select o.rack_id, o.ware_id, o.status, -1 as k
          from old_rows o join new_rows n on n.id = o.id
          where (o.rack_id, o.status) is distinct from (n.rack_id, n.status)
          union all
          select n.rack_id, n.ware_id, n.status, 1 as k
          from old_rows o join new_rows n on n.id = o.id
          where (o.rack_id, o.status) is distinct from (n.rack_id, n.status)
        ) moves
        group by rack_id, status
        on conflict (rack_id, status) do update set n = shelf_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger shelves_counted_insert after insert on shelves
    referencing new table as new_rows for each statement execute function shelf_counts_statement()`.execute(
    db,
  );
  await sql`
    create trigger shelves_counted_delete after delete on shelves
    referencing old table as old_rows for each statement execute function shelf_counts_statement()`.execute(
    db,
  );
  await sql`
    create trigger shelves_counted_update after update on shelves
    referencing old table as old_rows new table as new_rows
    for each statement execute function shelf_counts_statement()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['shelves_counted_insert', 'shelves_counted_delete', 'shelves_counted_update']) {
    await sql`drop trigger if exists ${sql.raw(t)} on shelves`.execute(db);
  }
  await sql`drop function if exists shelf_counts_statement()`.execute(db);
}
