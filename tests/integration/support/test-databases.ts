import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Where a test file's database comes from, so that each file gets a migrated one in well under a
 * second on both engines (ARCHITECTURE.md section 8):
 * - PGlite: the migrated data directory dumped once per run (global-setup.ts), loaded in memory;
 * - PostgreSQL: a database of its own, `CREATE DATABASE ... TEMPLATE` of one migrated once per run.
 * The demo data set is seeded once per run and engine, the first time a file asks for it
 * (demoSnapshot in test-app.ts), and cloned the same way.
 * Databases are named `st_<pid of the run>_...`: a run drops its own at the end, and the next run
 * drops those of runs that are no longer alive (a killed run leaves its databases behind).
 */

export const RUN_PREFIX = 'st_';

/** The run's own folder (global-setup.ts): dumps, demo snapshots and their locks. */
export function runDir(): string {
  const dir = process.env.TEST_RUN_DIR;
  if (!dir) throw new Error('TEST_RUN_DIR is not set: integration tests run through vitest.config.ts');
  return dir;
}

export function runDatabaseName(suffix: string): string {
  const run = process.env.TEST_RUN_PID;
  if (!run) throw new Error('TEST_RUN_PID is not set: integration tests run through vitest.config.ts');
  return `${RUN_PREFIX}${run}_${suffix}`;
}

export function aDatabaseSuffix(): string {
  return crypto.randomBytes(5).toString('hex');
}

/**
 * TEST_DATABASE_URL with another database name, its sessions committing without waiting for the
 * disk (synchronous_commit off): a test database is thrown away with its run and nothing kills the
 * PostgreSQL server under it, and a wait for the disk at every commit was a tenth of the tier.
 */
export function urlOfDatabase(name: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(base);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** One statement on the server, through the database TEST_DATABASE_URL names (never a template). */
export async function onServer<Row extends object = object>(statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z0-9_]+$/;

export async function cloneDatabase(template: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(template) || !SAFE_NAME.test(name)) throw new Error(`Bad database name ${name}`);
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
}

/** PostgreSQL's "database is being accessed by other users". */
const IN_USE = '55006';

/**
 * Drops a database once its clients have left. A pool's end() resolves as soon as it has asked its
 * connections to close, before the server has let them go: dropping WITH (FORCE) at that moment
 * terminates them mid-goodbye, and their client raises an unhandled 57P01 in whichever test file
 * runs next. FORCE is kept for a database still in use after 10 s.
 */
export async function dropDatabase(name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`Bad database name ${name}`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await onServer(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE) throw error;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The test databases of this run, or of runs that are gone (`only: 'dead'`). */
export async function runDatabases(only: 'mine' | 'dead'): Promise<string[]> {
  const rows = await onServer<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${RUN_PREFIX}%'`,
  );
  const runOf = new RegExp(`^${RUN_PREFIX}(\\d+)_`);
  return rows
    .map((r) => r.datname)
    .filter((name) => {
      const pid = Number(runOf.exec(name)?.[1]);
      if (!pid) return false;
      return only === 'mine' ? pid === process.pid : !alive(pid);
    });
}

/**
 * Runs `make` once per run for `key`, across the test workers: the first to ask makes it under a lock
 * (an atomic mkdir), the others wait for its `ready` marker. Returns the folder `make` filled.
 */
export async function oncePerRun(key: string, make: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(runDir(), key);
  const ready = path.join(dir, '.ready');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 600_000;
  while (!fs.existsSync(ready)) {
    let mine = false;
    try {
      fs.mkdirSync(lock);
      mine = true;
    } catch {
      // Another worker is making it.
    }
    if (mine) {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
        await make(dir);
        fs.writeFileSync(ready, '');
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`${key} was not made within 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return dir;
}
