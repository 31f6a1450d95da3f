import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import type { Database, Engine } from '../../src/server/db/database';
import { migrateToLatest, schemaIntrospector } from '../../src/server/db/migrate';
import { testEngines } from './support/test-app';

/** A database of its own on the engine: a schema on the shared PostgreSQL server, or an embedded one. */
async function aDatabase(
  engine: Engine,
): Promise<{ database: Database; schema: string; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    return { database, schema: 'public', drop: () => database.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: process.env.TEST_DATABASE_URL, schema });
  return {
    database,
    schema,
    drop: async () => {
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    },
  };
}

for (const engine of testEngines()) {
  describe(`migrations on ${engine}`, () => {
    it("see this database's own tables only", async () => {
      const own = await aDatabase(engine);
      try {
        await migrateToLatest(own.database.db);
        const tables = await schemaIntrospector(own.database.db, own.schema).getTables();
        expect(tables.every((t) => t.schema === own.schema)).toBe(true);
        expect(tables.map((t) => t.name)).toEqual(
          expect.arrayContaining(['skus', 'brands', 'kysely_migration']),
        );
      } finally {
        await own.drop();
      }
    });

    it("never read the server's other schemas through Kysely's own introspection", async () => {
      const own = await aDatabase(engine);
      try {
        // Kysely's introspector reads every schema on the server; a schema dropped meanwhile fails it.
        const guarded = new Proxy(own.database.db, {
          get(target, property) {
            if (property === 'introspection') throw new Error('the server-wide introspection was used');
            const value: unknown = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        await expect(migrateToLatest(guarded)).resolves.toBeUndefined();
        await expect(migrateToLatest(guarded)).resolves.toBeUndefined();
      } finally {
        await own.drop();
      }
    });
  });
}
