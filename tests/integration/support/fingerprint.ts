import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';

/**
 * Tables a rejected request must leave untouched (sessions and login attempts are the test's own;
 * jobs is the background worker's bookkeeping, which runs on its own clock).
 */
const IGNORED = new Set(['sessions', 'login_attempts', 'kysely_migration', 'kysely_migration_lock', 'jobs']);

/** A digest of every row of every business table, to prove that a rejected request changed nothing. */
export async function databaseFingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    if (IGNORED.has(table_name)) continue;
    const r = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(table_name)} t`.execute(db);
    out[table_name] = r.rows[0]?.digest ?? '';
  }
  return out;
}
