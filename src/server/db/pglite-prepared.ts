import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, Results } from '@electric-sql/pglite';
import { statementName } from './statement-name';

/**
 * The embedded engine's side of what PreparingClient does for PostgreSQL (database.ts): each query
 * shape is parsed and planned once, as a named prepared statement, and every query after that is one
 * call into the engine (Bind, Describe, Execute, Sync in one message) instead of the six round trips
 * and the fresh parse and plan of `PGlite.query`. A synced op's cost is mostly these round trips.
 *
 * The PGlite dialect (pglite-dialect.ts) is given this object in place of the PGlite instance: it
 * only needs `query`, `transaction`, `ready`, `waitReady`, `closed` and `close`. Locking is PGlite's own: a
 * query outside a transaction waits for any open transaction, and a transaction holds the instance.
 *
 * The engine runs on this thread and its lock hands over in promise jobs, so a queue of queries
 * would run to its end without the event loop ever reading a socket: a request arriving meanwhile
 * waited for the whole queue (bench:inventory's p95 was twice its p50). Each holder of the lock
 * therefore first lets one turn of the event loop pass (ioTurn), and new requests queue in order.
 */

/** Named statements kept; texts past the bound run unnamed (the engine's memory stays bounded). */
const PREPARED_MAX = 256;
/** Long parameter lists are mostly `in (...)` lists of varying length: not worth a name each. */
const NAMED_PARAMS_MAX = 64;
/** Texts without parameters are mostly one-off (migrations, seeds); these run in every transaction. */
const TRANSACTION_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);
/** Statements that change the schema: plans prepared before them may no longer fit. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment)\b/i;

type QueryOptions = { rowMode?: 'array' | 'object' };
type Runner = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
export type PreparedTransaction = { query: Runner };

/** A parameter as PostgreSQL's text format, the way node-postgres sends it (the app runs on both). */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = textOf(v);
    return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** One turn of the event loop (setImmediate: after the I/O poll). */
function ioTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class PreparedPGlite {
  readonly #pglite: PGlite;
  readonly #named = new Set<string>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  get closed(): boolean {
    return this.#pglite.closed;
  }

  get ready(): boolean {
    return this.#pglite.ready;
  }

  get waitReady(): Promise<void> {
    return this.#pglite.waitReady;
  }

  close(): Promise<void> {
    return this.#pglite.close();
  }

  /** A query outside any transaction: it waits for an open one, like `PGlite.query`. */
  query(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.#pglite._runExclusiveTransaction(async () => {
      await ioTurn();
      return this.#run(text, params, options, true);
    });
  }

  /**
   * BEGIN, the caller's queries, COMMIT (or ROLLBACK when it throws), holding the instance. BEGIN
   * rides in the message of the first query (one round trip less per transaction). A COMMIT that the
   * engine turns into a ROLLBACK (the transaction had failed) is an error with code 25P02, as Kysely
   * expects from PGlite.
   */
  transaction<T>(fn: (tx: PreparedTransaction) => Promise<T>): Promise<T> {
    return this.#pglite._runExclusiveTransaction(async () => {
      await ioTurn();
      let begun = false;
      let open = true;
      const tx: PreparedTransaction = {
        query: (text, params = [], options = {}) => {
          if (!open) throw new Error('Transaction is closed');
          const first = !begun;
          begun = true;
          return this.#run(text, params, options, false, first);
        },
      };
      try {
        const result = await fn(tx);
        open = false;
        if (begun) {
          const done = await this.#run('COMMIT', [], {}, true);
          if (done.command === 'ROLLBACK')
            throw Object.assign(new Error('The transaction had failed and was rolled back'), {
              code: '25P02',
            });
        }
        return result;
      } catch (err) {
        if (open && begun) await this.#run('ROLLBACK', [], {}, true);
        open = false;
        throw err;
      }
    });
  }

  /** One statement in one call into the engine; `withBegin` opens a transaction just before it. */
  async #run(
    text: string,
    params: unknown[],
    options: QueryOptions,
    syncToFs: boolean,
    withBegin = false,
  ): Promise<Results> {
    // Built under the engine's lock: which statements are already prepared is only known there.
    const messages = await this.#pglite.runExclusive(async () => {
      const parses: string[] = [];
      const parts = [
        ...(withBegin ? this.#statement('BEGIN', [], parses) : []),
        ...this.#statement(text, params, parses),
        protocol.serialize.sync(),
      ];
      const answer = await this.#pglite.execProtocol(concat(parts), { syncToFs, throwOnError: false });
      // A Parse that succeeded stays prepared even when a later message of the call failed.
      const parsed = answer.messages.filter((m) => m.name === 'parseComplete').length;
      parses.slice(0, parsed).forEach((name) => name !== '' && this.#named.add(name));
      return answer.messages;
    });
    const error = messages.find((m) => m.name === 'error');
    if (error) throw Object.assign(error, { query: text, params });
    if (SCHEMA_CHANGE.test(text)) await this.#forgetStatements();
    const results = parse.parseResults(messages, this.#pglite.parsers, options);
    return results[results.length - 1];
  }

  /** Parse (the first time a named text runs; noted in `parses`), Bind, Describe and Execute of one statement. */
  #statement(text: string, params: unknown[], parses: string[]): Uint8Array[] {
    const name = this.#nameFor(text, params.length);
    const known = name !== '' && this.#named.has(name);
    if (!known) parses.push(name);
    return [
      ...(known ? [] : [protocol.serialize.parse({ name, text, types: [] })]),
      protocol.serialize.bind({ statement: name, values: params.map(textOf) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
    ];
  }

  #nameFor(text: string, paramCount: number): string {
    if (paramCount > NAMED_PARAMS_MAX || (paramCount === 0 && !TRANSACTION_CONTROL.has(text))) return '';
    const name = statementName('p', text);
    if (!this.#named.has(name) && this.#named.size >= PREPARED_MAX) return '';
    return name;
  }

  /** After a schema change every named statement is parsed again, so no plan outlives its tables. */
  async #forgetStatements(): Promise<void> {
    if (this.#named.size === 0) return;
    this.#named.clear();
    await this.#pglite.runExclusive(() =>
      this.#pglite.execProtocol(protocol.serialize.query('DEALLOCATE ALL'), { syncToFs: false }),
    );
  }
}
