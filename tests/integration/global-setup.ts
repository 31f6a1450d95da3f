import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGLITE_EXTENSIONS } from '../../src/server/db/database';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { DB } from '../../src/server/db/schema';

/**
 * A new PGlite data directory takes seconds to create: migrate one once, dump it, and let
 * every test file load the copy (ARCHITECTURE.md section 8).
 */
export default async function setup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-it-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  process.env.TEST_PGLITE_DUMP = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
