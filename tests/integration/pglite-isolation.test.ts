import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/database';

/**
 * The embedded engine is one connection shared by every request. Kysely lends it to one caller at a
 * time (its PGlite adapter declares no multiple connections), so one request's open transaction
 * never swallows another request's queries: they would see its uncommitted rows and be undone with
 * it. This guards that, whatever wraps the engine (pglite-prepared.ts).
 */
describe('embedded database shared by concurrent requests', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
    await sql`create table notes (id serial primary key, text text not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a query made during another transaction out of it: it survives that rollback and never sees its rows', async () => {
    let outsideSaw: number | null = null;
    let outsideDone!: Promise<unknown>;
    const failing = database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ text: 'inside' } as never)
        .execute();
      outsideDone = (async () => {
        await database.db
          .insertInto('notes' as never)
          .values({ text: 'outside' } as never)
          .execute();
        const rows = await sql<{
          n: number;
        }>`select count(*)::int as n from notes where text = 'inside'`.execute(database.db);
        outsideSaw = rows.rows[0].n;
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await expect(failing).rejects.toThrow('roll back');
    await outsideDone;
    const texts = await sql<{ text: string }>`select text from notes order by id`.execute(database.db);
    expect(texts.rows.map((r) => r.text)).toEqual(['outside']);
    expect(outsideSaw).toBe(0);
  });

  it('lets the event loop read other requests between two queries, so a busy engine still takes new work in turn', async () => {
    // Without a turn of the event loop between queries, a chain of queries ran wholly in promise
    // jobs: sockets were read only once the whole queue had drained, and a request that came in
    // meanwhile waited for all of it (the long tail bench:inventory measured).
    let done = 0;
    let doneWhenIoRan: number | null = null;
    setImmediate(() => {
      doneWhenIoRan = done;
    });
    for (let i = 0; i < 20; i += 1) {
      await sql`select ${i}::int as i`.execute(database.db);
      done += 1;
    }
    expect(doneWhenIoRan).not.toBeNull();
    expect(doneWhenIoRan).toBeLessThanOrEqual(1);
  });
});
