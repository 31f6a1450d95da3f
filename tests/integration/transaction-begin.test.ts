import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/database';
import { testEngines } from './support/test-app';

/**
 * A transaction's BEGIN is not a round trip of its own on either engine: it rides on the first
 * statement (pg-begin-rides.ts for PostgreSQL, pglite-prepared.ts for PGlite). This pins what that
 * must not change: every statement runs in the one transaction, a failing first statement leaves
 * nothing behind, a transaction without statements or ended by its caller's error commits nothing,
 * and concurrent transactions on the pool's connections stay apart.
 */
describe.each(testEngines())('transactions on %s', (engine) => {
  let database: Database;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const rows = async () =>
    (await sql<{ id: number; v: number }>`select id, v from notes order by id`.execute(database.db)).rows;

  beforeAll(async () => {
    database =
      engine === 'postgres'
        ? await openDatabase({ dataDir: '', databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 4 })
        : await openDatabase({ dataDir: '', inMemory: true });
    await sql`create table notes (id integer primary key, v integer not null check (v >= 0))`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    if (engine === 'postgres') await sql`drop schema ${sql.raw(schema)} cascade`.execute(database.db);
    await database.close();
  });

  it('runs the first statement and the next ones in one transaction, every time on every connection', async () => {
    for (let round = 0; round < 6; round += 1) {
      const ids = await database.db.transaction().execute(async (trx) => {
        const first = await sql<{ x: string }>`select txid_current()::text as x, ${round}::int as r`.execute(
          trx,
        );
        await sql`insert into notes values (${round}, 1)`.execute(trx);
        const last = await sql<{ x: string }>`select txid_current()::text as x`.execute(trx);
        return [first.rows[0].x, last.rows[0].x];
      });
      expect(ids[0]).toBe(ids[1]);
    }
    expect(await rows()).toHaveLength(6);
  });

  it('leaves nothing behind when the first statement, a later one or the caller fails', async () => {
    const before = await rows();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into notes values (${100}, ${-1})`.execute(trx);
      }),
    ).rejects.toThrow(/check constraint/);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into notes values (${101}, 1)`.execute(trx);
        await sql`insert into notes values (${102}, ${-1})`.execute(trx);
      }),
    ).rejects.toThrow(/check constraint/);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`selec ${1}`.execute(trx);
      }),
    ).rejects.toThrow(/syntax error/);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into notes values (${103}, 1)`.execute(trx);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await database.db.transaction().execute(async () => 'nothing sent')).toBe('nothing sent');
    expect(await rows()).toEqual(before);
  });

  it('keeps concurrent transactions apart', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction().execute(async (trx) => {
          await sql`insert into notes values (${200 + i}, 1)`.execute(trx);
          await sql`update notes set v = v + 1 where id = ${200 + i}`.execute(trx);
        }),
      ),
    );
    const twos = (await rows()).filter((r) => r.id >= 200 && r.v === 2);
    expect(twos).toHaveLength(20);
  });
});
