import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';

/**
 * Every row written to a business table, recorded by triggers: proof that a refused request changed
 * nothing, at the cost of one indexed read per request instead of a digest of every table. Row
 * triggers see every insert and delete, and every update that changes a value; a statement trigger
 * sees a truncate. A rolled-back write leaves no entry, as it leaves no change.
 *
 * Left out, as in fingerprint.ts: sessions and login attempts (the test's own, and a refused login
 * counts as a failed attempt by design), captchas (asked for by a public route), and jobs (the
 * background worker's bookkeeping, on its own clock).
 */
const IGNORED = new Set([
  'sessions',
  'login_attempts',
  'captchas',
  'jobs',
  'kysely_migration',
  'kysely_migration_lock',
  'test_change_log',
]);

export type ChangeLog = {
  /** A position in the log; changesSince(position) lists what was written after it. */
  mark: () => Promise<number>;
  changesSince: (position: number) => Promise<string[]>;
};

export async function recordChanges(db: Kysely<DB>): Promise<ChangeLog> {
  await sql`create table test_change_log (id bigserial primary key, entry text not null)`.execute(db);
  await sql`
    create function test_log_change() returns trigger language plpgsql as $$
    begin
      insert into test_change_log (entry) values (tg_op || ' ' || tg_table_name);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  for (const { table_name: name } of tables.rows) {
    if (IGNORED.has(name)) continue;
    const table = sql.table(name);
    await sql`create trigger test_log_insert_delete after insert or delete on ${table}
      for each row execute function test_log_change()`.execute(db);
    await sql`create trigger test_log_update after update on ${table}
      for each row when (old::text is distinct from new::text) execute function test_log_change()`.execute(
      db,
    );
    await sql`create trigger test_log_truncate after truncate on ${table}
      for each statement execute function test_log_change()`.execute(db);
  }
  return {
    mark: async () => {
      const r = await sql<{ id: string | null }>`select max(id) as id from test_change_log`.execute(db);
      return Number(r.rows[0]?.id ?? 0);
    },
    changesSince: async (position) => {
      const r = await sql<{ entry: string }>`
        select entry from test_change_log where id > ${position} order by id`.execute(db);
      return r.rows.map((row) => row.entry);
    },
  };
}
