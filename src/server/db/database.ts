import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import type { KyselyConfig } from 'kysely';
import pg from 'pg';
import { BEGIN_STATEMENT, beginIsPrepared, emptyResult, queryAfterBegin } from './pg-begin-rides';
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
 * costs more than running them. A transaction's BEGIN rides on its first statement (pg-begin-rides.ts):
 * one round trip less per transaction.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const plain = this.query.bind(this) as (...args: unknown[]) => Promise<pg.QueryResult>;
    const named = new Set<string>();
    /** Kysely's BEGIN, answered and not sent yet: it goes with the next statement. */
    let beginPending = false;
    const send = (config: pg.QueryConfig) => {
      if (!beginPending) return plain(config);
      beginPending = false;
      return queryAfterBegin(this, config);
    };
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (text, values, callback) => {
      if (typeof text !== 'string' || callback !== undefined || !Array.isArray(values)) {
        // Not Kysely's own (a cursor, a callback): a waiting BEGIN goes first, on its own (pg sends in order).
        if (beginPending) {
          beginPending = false;
          plain('BEGIN').catch(() => undefined);
        }
        return plain(text, values, callback);
      }
      if (values.length === 0) {
        const command = text.trim().toLowerCase();
        if (command === 'begin' && !beginPending) {
          // BEGIN is prepared once per connection, in a round trip of its own; it rides after that.
          if (!beginIsPrepared(this)) return plain({ name: BEGIN_STATEMENT, text: 'BEGIN', values: [] });
          beginPending = true;
          return Promise.resolve(emptyResult('BEGIN'));
        }
        // A transaction that sent no statement has nothing to end.
        if (beginPending && (command === 'commit' || command === 'rollback')) {
          beginPending = false;
          return Promise.resolve(emptyResult(command.toUpperCase()));
        }
        return send({ text, values });
      }
      const name = statementName('k', text);
      if (!named.has(name) && named.size >= PREPARED_PER_CONNECTION) return send({ text, values });
      named.add(name);
      return send({ name, text, values });
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
