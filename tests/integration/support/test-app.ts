import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AppConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import type { Database, DatabaseOptions, Engine } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { bootstrapTestAdmin, TEST_ADMIN } from './test-admin';
import {
  aDatabaseSuffix,
  cloneDatabase,
  dropDatabase,
  oncePerRun,
  runDatabaseName,
  urlOfDatabase,
} from './test-databases';

export { TEST_ADMIN } from './test-admin';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  engine: Engine;
  close: () => Promise<void>;
};

/** The engines this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testEngines(): Engine[] {
  return (process.env.TEST_ENGINES ?? 'pglite').split(',') as Engine[];
}

/**
 * A fresh, migrated database with the super administrator, and the app on top of it. With only
 * DEMO=true for settings, the database and DATA_DIR start as a clone of the run's demo snapshot
 * (seeded once per run and engine, support/test-databases.ts); the first start's demo seed then
 * finds everything in place, as it does on every restart of `npm run demo`.
 */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: Pick<DatabaseOptions, 'log'> = {},
): Promise<TestApp> {
  const onlyDemo = Object.keys(env).length === 1 && env.DEMO === 'true';
  const demo = onlyDemo ? await demoSnapshot(engine) : undefined;
  return startTestApp(engine, env, options, demo);
}

async function startTestApp(
  engine: Engine,
  env: Record<string, string>,
  options: Pick<DatabaseOptions, 'log'>,
  from?: DemoSnapshot,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-data-'));
  if (from) fs.cpSync(from.filesDir, dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests stand for many clients by setting X-Forwarded-For.
    TRUST_PROXY: 'true',
    STATIC_DIR: path.join(dataDir, 'no-client'),
    ...env,
  });
  // The run's database with the administrator made (global-setup.ts); a demo starts without it, as
  // `npm run demo` does.
  const withAdmin = !config.demo;
  let database: Database;
  if (engine === 'postgres') {
    const template =
      from?.postgresTemplate ??
      (withAdmin ? process.env.TEST_PG_ADMIN_TEMPLATE : process.env.TEST_PG_TEMPLATE);
    if (!template)
      throw new Error('TEST_PG_TEMPLATE is not set: integration tests run through vitest.config.ts');
    const name = runDatabaseName(aDatabaseSuffix());
    await cloneDatabase(template, name);
    const url = urlOfDatabase(name);
    database = await openDatabase({ dataDir, databaseUrl: url, ...options });
    const inner = database.close;
    database.close = async () => {
      await inner();
      await dropDatabase(name);
    };
    config.databaseUrl = url;
  } else {
    const dump =
      from?.pgliteDump ?? (withAdmin ? process.env.TEST_PGLITE_ADMIN_DUMP : process.env.TEST_PGLITE_DUMP);
    const loadDataDir = dump ? dumpBlob(dump) : undefined;
    database = await openDatabase({ dataDir, inMemory: true, loadDataDir, ...options });
  }
  await migrateToLatest(database.db);
  await bootstrapTestAdmin(database.db, config);
  const app = await buildApp({ config, database });
  await app.ready();
  if (config.demo) await demoPurchasesRun(database);
  return {
    app,
    database,
    config,
    engine,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A dump's bytes, read once per worker: a Blob cannot change, so every PGlite of the worker loads
 * from the same one (reading the 46 MB again cost about 85 ms of each of the run's 115 apps).
 */
const dumpBlobs = new Map<string, Blob>();
function dumpBlob(file: string): Blob {
  let blob = dumpBlobs.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    dumpBlobs.set(file, blob);
  }
  return blob;
}

type DemoSnapshot = { filesDir: string; pgliteDump?: string; postgresTemplate?: string };

/**
 * The demo data set of this run on `engine`: made by the first file that asks (a demo app started and
 * stopped, its database dumped or kept as a template, its DATA_DIR's files copied), then cloned.
 */
async function demoSnapshot(engine: Engine): Promise<DemoSnapshot> {
  const dir = await oncePerRun(`demo-${engine}`, async (into) => {
    const t = await startTestApp(engine, { DEMO: 'true' }, {});
    await t.app.close();
    if (engine === 'pglite') {
      // Written out, so that each load starts without replaying the seed's WAL.
      await t.database.pglite!.query('CHECKPOINT');
      const dump = await t.database.pglite!.dumpDataDir('none');
      fs.writeFileSync(path.join(into, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      await t.database.close();
    } else {
      // A template is copied only while nothing is connected to it.
      const seeded = new URL(t.config.databaseUrl!).pathname.slice(1);
      await t.database.db.destroy();
      const template = runDatabaseName(`demo_${aDatabaseSuffix()}`);
      await cloneDatabase(seeded, template);
      await dropDatabase(seeded);
      fs.writeFileSync(path.join(into, 'postgres-template'), template);
    }
    fs.cpSync(t.config.dataDir, path.join(into, 'files'), { recursive: true });
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });
  const templateFile = path.join(dir, 'postgres-template');
  return {
    filesDir: path.join(dir, 'files'),
    pgliteDump: engine === 'pglite' ? path.join(dir, 'pglite.tar') : undefined,
    postgresTemplate: fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : undefined,
  };
}

/**
 * The demo leaves one label purchase open (status buying) for the app's purchase job, which captures
 * its fee a moment after the start: a demo app is handed over once that has run, so a test reading
 * the ledger does not race the job.
 */
async function demoPurchasesRun(database: Database): Promise<void> {
  const deadline = Date.now() + 30_000;
  const buying = async () =>
    (await database.db.selectFrom('shipping_labels').select('id').where('status', '=', 'buying').execute())
      .length;
  while ((await buying()) > 0) {
    if (Date.now() > deadline) throw new Error('The demo label purchase did not run within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

export type CallResult = {
  status: number;
  code: number;
  msg: string;
  data: unknown;
  raw: LightMyRequestResponse;
};

/** Calls the app through inject and unwraps the envelope. */
export async function call(app: FastifyInstance, c: Call): Promise<CallResult> {
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.token) headers.token = c.token;
  const raw = await app.inject({
    method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
    url: c.url,
    query: c.query,
    headers,
    ...(c.body !== undefined ? { payload: c.body as object } : {}),
  });
  let parsed: { code?: number; msg?: string; data?: unknown } = {};
  try {
    parsed = raw.json();
  } catch {
    parsed = {};
  }
  return {
    status: raw.statusCode,
    code: parsed.code ?? raw.statusCode,
    msg: parsed.msg ?? '',
    data: parsed.data,
    raw,
  };
}
