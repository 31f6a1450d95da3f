import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { buildApp } from '../../src/server/app';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import type { Database, Engine } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { aSeller, loginAs } from '../fixtures/users';
import { testEngines } from './support/test-app';

/**
 * What `npm start` does before listening, on storage that outlives the process: an on-disk PGlite
 * DATA_DIR, or a PostgreSQL schema kept between the two starts.
 */
type Storage = { engine: Engine; dataDir: string; schema: string; onDisk: boolean };

/** onDisk false: PGlite starts in memory from the migrated dump (seconds faster, nothing to keep). */
function newStorage(engine: Engine, onDisk = true): Storage {
  return {
    engine,
    onDisk,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-first-start-')),
    schema: `fs_${crypto.randomBytes(6).toString('hex')}`,
  };
}

async function start(storage: Storage, env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ADMIN_USERNAME: 'boss',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(storage.dataDir, 'no-client'),
    ...env,
  });
  const database: Database =
    storage.engine === 'postgres'
      ? await openDatabase({
          dataDir: storage.dataDir,
          databaseUrl: process.env.TEST_DATABASE_URL,
          schema: storage.schema,
        })
      : storage.onDisk
        ? await openDatabase({ dataDir: config.dataDir })
        : await openDatabase({
            dataDir: config.dataDir,
            inMemory: true,
            loadDataDir: new Blob([fs.readFileSync(process.env.TEST_PGLITE_DUMP!)]),
          });
  await migrateToLatest(database.db);
  const result = await bootstrapAccounts(database.db, config);
  return { config, database, result };
}

async function allUsers(database: Database) {
  return database.db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'role_id'])
    .orderBy('id')
    .execute();
}

// Starts the server on new on-disk data directories (an embedded database created from nothing, then
// opened again): seconds alone, several times that on a busy shared machine.
const FRESH_DATA_DIRECTORIES_TIMEOUT = 120_000;

describe.each(testEngines())('First start on %s', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function track(storage: Storage) {
    cleanups.push(async () => {
      if (storage.engine === 'postgres') {
        const db = await openDatabase({
          dataDir: storage.dataDir,
          databaseUrl: process.env.TEST_DATABASE_URL,
        });
        await db.db.schema.dropSchema(storage.schema).ifExists().cascade().execute();
        await db.close();
      }
      fs.rmSync(storage.dataDir, { recursive: true, force: true });
    });
    return storage;
  }

  it(
    'creates the super administrator once, with a printed password that works, and keeps every row',
    async () => {
      const storage = track(newStorage(engine));
      const first = await start(storage);
      const password = first.result.generatedPassword;
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const admin = await first.database.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'boss')
        .executeTakeFirstOrThrow();
      expect(admin).toMatchObject({
        role_id: RoleId.superAdmin,
        user_type: PortalId.admin,
        status: 1,
        is_demo: false,
        // The printed password was not chosen: the first login asks for a new one.
        must_change_password: true,
      });
      expect(admin.password_hash).toMatch(/^\$argon2id\$/);
      expect(admin.password_hash).not.toContain(password);
      const seller = await aSeller(first.database.db, { username: 'made_between_starts' });
      const rowsBefore = await allUsers(first.database);
      const rolesBefore = await first.database.db.selectFrom('roles').selectAll().orderBy('id').execute();
      await first.database.close();

      // A later ADMIN_PASSWORD does not replace the password of an existing administrator.
      const second = await start(storage, { ADMIN_PASSWORD: 'another-password-9' });
      try {
        expect(second.result.generatedPassword).toBeUndefined();
        expect(await allUsers(second.database)).toEqual(rowsBefore);
        expect(await second.database.db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual(
          rolesBefore,
        );
        const app = await buildApp({ config: second.config, database: second.database });
        try {
          const token = await loginAs(app, 'admin', 'boss', password!);
          expect(token.length).toBeGreaterThan(20);
          await loginAs(app, 'business', seller.username, seller.password);
          await expect(loginAs(app, 'admin', 'boss', 'another-password-9')).rejects.toThrow(/Incorrect/);
        } finally {
          await app.close();
        }
      } finally {
        await second.database.close();
      }
    },
    FRESH_DATA_DIRECTORIES_TIMEOUT,
  );

  it('uses ADMIN_PASSWORD when given and prints nothing', async () => {
    const storage = track(newStorage(engine, false));
    const first = await start(storage, { ADMIN_PASSWORD: 'chosen-password-1' });
    try {
      expect(first.result.generatedPassword).toBeUndefined();
      const app = await buildApp({ config: first.config, database: first.database });
      try {
        await loginAs(app, 'admin', 'boss', 'chosen-password-1');
      } finally {
        await app.close();
      }
    } finally {
      await first.database.close();
    }
  });
});
