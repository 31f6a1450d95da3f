import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';

/**
 * Tables a rejected request must leave untouched (sessions and login attempts are the test's own;
 * jobs is the background worker's bookkeeping, which runs on its own clock).
 */
const IGNORED = new Set(['sessions', 'login_attempts', 'kysely_migration', 'kysely_migration_lock', 'jobs']);

/** The business tables of a database, read once per database (a test never adds a table). */
const tablesOf = new WeakMap<Kysely<DB>, Promise<string[]>>();

async function businessTables(db: Kysely<DB>): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return tables.rows.map((row) => row.table_name).filter((name) => !IGNORED.has(name));
}

/**
 * A digest of every row of every business table, to prove that a rejected request changed nothing.
 * One statement for all tables: bad-input walks take two fingerprints per route, and a statement per
 * table made them most of those files' time.
 */
export async function databaseFingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = businessTables(db);
    tablesOf.set(db, tables);
  }
  const names = await tables;
  const digests = names.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(name)} t) as ${sql.ref(name)}`,
  );
  const result = await sql<Record<string, string | null>>`select ${sql.join(digests)}`.execute(db);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(names.map((name) => [name, row[name] ?? '']));
}
