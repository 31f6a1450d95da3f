import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import type { KyselyConfig } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { PreparedPGlite } from './pglite-prepared';
import { statementName } from './statement-name';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  engine: Engine;
  /** The embedded engine, when in use (tests dump and load its data directory). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Postgres only: connections in the pool (default 10). */
  poolSize?: number;
  /** Postgres only: run everything in this schema (created if missing). */
  schema?: string;
  /** PGlite only: start from this dumped data directory instead of dataDir. */
  loadDataDir?: Blob | File;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** Kysely's query log: tests count the statements a request sends (query-count.test.ts). */
  log?: KyselyConfig['log'];
};

// Timestamps come back as Date; bigint counts as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

/** Named statements kept per connection; texts past the bound run unnamed (memory stays bounded). */
const PREPARED_PER_CONNECTION = 256;

/**
 * A pg client that names each parameterised query Kysely sends, so PostgreSQL parses and plans a
 * query shape once per connection instead of on every call: for our short indexed queries, planning
 * costs more than running them.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const plain = this.query.bind(this) as (...args: unknown[]) => unknown;
    const named = new Set<string>();
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (text, values, callback) => {
      const parameterised = typeof text === 'string' && Array.isArray(values) && values.length > 0;
      if (!parameterised) return plain(text, values, callback);
      const name = statementName('k', text);
      if (!named.has(name) && named.size >= PREPARED_PER_CONNECTION) return plain(text, values, callback);
      named.add(name);
      return plain({ name, text, values }, callback);
    };
  }
}

/** Trigram indexes answer the stock lists' contains-filters (migration 0031); PostgreSQL has pg_trgm in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    if (options.schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Bad schema name ${options.schema}`);
      const client = await pool.connect();
      try {
        await client.query(`create schema if not exists ${options.schema}`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (options.inMemory || options.loadDataDir) {
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  }
  // Kysely sees PGlite through named prepared statements (pglite-prepared.ts); tests keep the instance itself.
  const db = new Kysely<DB>({
    dialect: new PGliteDialect({ pglite: new PreparedPGlite(pglite) }),
    log: options.log,
  });
  return {
    db,
    engine: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
