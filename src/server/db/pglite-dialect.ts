import { PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
} from 'kysely';

/**
 * Kysely over the embedded engine. Kysely ships a PGlite dialect only from 0.29, which declares
 * Node.js 22; the project stays on 0.28 (Node.js 20, README's Requirements), so this is that
 * dialect's behaviour, for a PGlite instance or for PreparedPGlite in its place.
 *
 * PGlite is one connection, lent to one caller at a time (as Kysely does for its SQLite dialect), so
 * a query made while another caller's transaction is open waits for it instead of running inside it.
 * A Kysely transaction holds the engine through its `transaction` from BEGIN to COMMIT.
 */

type QueryOptions = { rowMode?: 'array' | 'object' };
type Results = { affectedRows?: number; rows: unknown[] };
type Runner = { query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results> };

/** What the dialect needs of the engine (PGlite and PreparedPGlite both have it). */
export type PGliteLike = Runner & {
  readonly closed: boolean;
  readonly ready: boolean;
  readonly waitReady: Promise<void>;
  close(): Promise<void>;
  transaction<T>(fn: (tx: Runner) => Promise<T>): Promise<T>;
};

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGliteLike;
  #transaction: Runner | undefined;
  #finish: ((commit: boolean) => void) | undefined;
  #closed: Promise<unknown> | undefined;

  constructor(pglite: PGliteLike) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const runner = this.#transaction ?? this.#pglite;
    const { affectedRows, rows } = await runner.query(compiled.sql, [...compiled.parameters], {
      rowMode: 'object',
    });
    return {
      numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined,
      rows: rows as R[],
    };
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator; PGlite cannot stream
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens the engine's exclusive transaction and keeps it open until commit or rollback. */
  async begin(): Promise<void> {
    await new Promise<void>((begun) => {
      this.#closed = this.#pglite.transaction(async (tx) => {
        this.#transaction = tx;
        begun();
        const commit = await new Promise<boolean>((finish) => (this.#finish = finish));
        if (!commit) throw new RolledBack();
      });
      // Failing before the callback ran (a closed instance) must not leave begin() waiting.
      this.#closed.catch(() => begun());
    });
    if (!this.#transaction) await this.#closed;
  }

  async end(commit: boolean): Promise<void> {
    const closed = this.#closed;
    this.#finish?.(commit);
    this.#transaction = undefined;
    this.#finish = undefined;
    this.#closed = undefined;
    try {
      await closed;
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
}

/**
 * The one connection's lock: whoever holds it runs; the others wait their turn, first come first
 * served. Unlocking hands the lock straight to the next waiter (waking only that one), on the next
 * turn of the event loop so requests arriving meanwhile are read and queued too.
 */
export class ConnectionMutex {
  #locked = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) setImmediate(next);
    else this.#locked = false;
  }
}

/** Thrown inside the engine's transaction to make it roll back; never leaves the connection. */
class RolledBack extends Error {}

class PGliteDriver implements Driver {
  readonly #pglite: PGliteLike;
  readonly #mutex = new ConnectionMutex();
  #connection: PGliteConnection | undefined;

  constructor(pglite: PGliteLike) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    if (!this.#pglite.ready) await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) throw new Error('PGlite driver used before init');
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(false);
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

/** PostgreSQL's SQL; no migration lock: the one connection is the migrator's for the whole run. */
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  readonly #pglite: PGliteLike;

  constructor(config: { pglite: PGliteLike }) {
    this.#pglite = config.pglite;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
