import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/database';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/config';
import { runEngines } from './support/engines';
import { bootstrapTestAdmin, TEST_ADMIN } from './support/test-admin';
import {
  cloneDatabase,
  dropDatabase,
  onServer,
  runDatabaseName,
  runDatabases,
  urlOfDatabase,
} from './support/test-databases';

/**
 * Once per run, before the test files: a migrated database for each engine the run covers, which
 * every test file clones instead of migrating (ARCHITECTURE.md section 8).
 * - PGlite: a new data directory takes seconds to create: migrate one, dump it, each file loads the copy.
 * - PostgreSQL: a migrated template database; each file gets `CREATE DATABASE ... TEMPLATE` of it.
 * Each engine also gets the same with the test administrator made (support/test-admin.ts): a real
 * argon2 hash costs about 130 ms, once here instead of once per test app.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-it-'));
  process.env.TEST_RUN_DIR = dir;
  process.env.TEST_RUN_PID = String(process.pid);
  const engines = runEngines().split(',');
  if (engines.includes('pglite')) {
    const dumps = await pgliteDumps(dir);
    process.env.TEST_PGLITE_DUMP = dumps.migrated;
    process.env.TEST_PGLITE_ADMIN_DUMP = dumps.withAdmin;
  }
  if (engines.includes('postgres')) {
    for (const stale of await runDatabases('dead')) await dropDatabase(stale);
    process.env.TEST_PG_TEMPLATE = await migratedPostgresTemplate();
    process.env.TEST_PG_ADMIN_TEMPLATE = await postgresTemplateWithAdmin(process.env.TEST_PG_TEMPLATE, dir);
  }
  return async () => {
    if (engines.includes('postgres')) for (const mine of await runDatabases('mine')) await dropDatabase(mine);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** The settings a test app starts with (support/test-app.ts), for the administrator made here. */
const adminConfig = (dir: string) =>
  loadConfig({
    DATA_DIR: dir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
  });

/** The migrated database, and the same with the test administrator (hashed once, not per file). */
async function pgliteDumps(dir: string): Promise<{ migrated: string; withAdmin: string }> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    // Written out, so that each load starts without replaying the migrations' WAL.
    await pglite.query('CHECKPOINT');
    fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migrateToLatest(db);
  const migrated = await dumpTo('migrated.tar');
  await bootstrapTestAdmin(db, adminConfig(dir));
  const withAdmin = await dumpTo('with-admin.tar');
  await db.destroy();
  return { migrated, withAdmin };
}

async function postgresTemplateWithAdmin(migrated: string, dir: string): Promise<string> {
  const name = runDatabaseName('admin');
  await cloneDatabase(migrated, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: urlOfDatabase(name), poolSize: 1 });
  try {
    await bootstrapTestAdmin(database.db, adminConfig(dir));
  } finally {
    await database.close();
  }
  return name;
}

async function migratedPostgresTemplate(): Promise<string> {
  const name = runDatabaseName('migrated');
  await onServer(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ dataDir: '', databaseUrl: urlOfDatabase(name), poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return name;
}
