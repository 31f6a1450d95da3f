import { bootstrapAccounts } from './bootstrap';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { releaseDeviceClaims } from './modules/sync/sync-service';

/** npm start: settings -> database -> migrations -> first accounts -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  // The embedded database has no other process: sync claims in it died with the previous run.
  if (database.engine === 'pglite') await releaseDeviceClaims(database.db);
  const firstStart = await bootstrapAccounts(database.db, config);
  if (firstStart.generatedPassword) {
    // Printed once, on the start that created the account; only its hash is stored.
    console.log(
      `\n  Super administrator created: username "${config.adminUsername}", password "${firstStart.generatedPassword}"\n` +
        '  Change it after logging in. It will not be shown again.\n',
    );
  }
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `SoleStack ${config.demo ? '(demo mode) ' : ''}on http://localhost:${config.port} using ${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
