import pg from 'pg';

/**
 * BEGIN riding on a transaction's first statement over node-postgres, as PreparedPGlite does for the
 * embedded engine: Kysely sends `begin` and waits for it before the first statement, a round trip
 * that carries nothing. PreparingClient (database.ts) answers Kysely's `begin` at once and sends it
 * with the next statement, in one message and before one Sync: Bind and Execute of a BEGIN prepared
 * once per connection (so no ParseComplete of its own is answered), then the statement's own Parse
 * (when new), Bind, Describe and Execute. The server runs them in order and skips the rest up to the
 * Sync after an error, so the statement never runs outside the transaction, and an error of either
 * is the statement's.
 */

/** The name BEGIN is prepared under on each connection. */
export const BEGIN_STATEMENT = 'solestack_begin';

type Connection = {
  parsedStatements: Record<string, string>;
  bind(config: { statement: string; values: unknown[] }): void;
  execute(config: object): void;
};

type Callback = (err: Error | undefined, result: pg.QueryResult) => void;

/** The statement after BEGIN: its answer is the statement's, BEGIN's own completion is skipped. */
class QueryAfterBegin extends pg.Query {
  #begun = false;

  constructor(config: pg.QueryConfig, callback: Callback) {
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig, undefined, callback);
  }

  prepare(connection: Connection): void {
    connection.bind({ statement: BEGIN_STATEMENT, values: [] });
    connection.execute({});
    (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(this, connection);
  }

  handleCommandComplete(msg: unknown, connection: unknown): void {
    if (!this.#begun) {
      this.#begun = true;
      return;
    }
    (
      pg.Query.prototype as unknown as { handleCommandComplete(m: unknown, c: unknown): void }
    ).handleCommandComplete.call(this, msg, connection);
  }
}

/** Sends `config` with a BEGIN before it, answering the statement's result. */
export function queryAfterBegin(client: pg.Client, config: pg.QueryConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new QueryAfterBegin(config, (err, result) => (err ? reject(err) : resolve(result)));
    (client as unknown as { query(q: pg.Query): void }).query(query);
  });
}

/** Whether BEGIN is prepared on this client's connection (it is parsed once, in a round trip of its own). */
export function beginIsPrepared(client: pg.Client): boolean {
  const connection = (client as unknown as { connection: Connection }).connection;
  return connection.parsedStatements[BEGIN_STATEMENT] !== undefined;
}

/** The answer Kysely gets for a BEGIN or COMMIT that is sent later or not at all. */
export function emptyResult(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}
