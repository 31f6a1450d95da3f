import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/database';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';
import { runEngines } from './support/engines';
import {
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
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-it-'));
  process.env.TEST_RUN_DIR = dir;
  process.env.TEST_RUN_PID = String(process.pid);
  const engines = runEngines().split(',');
  if (engines.includes('pglite')) process.env.TEST_PGLITE_DUMP = await migratedPgliteDump(dir);
  if (engines.includes('postgres')) {
    for (const stale of await runDatabases('dead')) await dropDatabase(stale);
    process.env.TEST_PG_TEMPLATE = await migratedPostgresTemplate();
  }
  return async () => {
    if (engines.includes('postgres')) for (const mine of await runDatabases('mine')) await dropDatabase(mine);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function migratedPgliteDump(dir: string): Promise<string> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return file;
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
