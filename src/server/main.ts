import { bootstrapAccounts } from './bootstrap';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts';
import { releaseDeviceClaims } from './modules/sync/sync-service';
import { portalName, serverUrls, startBanner } from './start-banner';
import type { BannerAccount } from './start-banner';

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
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The password of a first start is printed once, on the start that created the account (only
  // its hash is stored); the demo's accounts on every demo start.
  const accounts: BannerAccount[] = config.demo
    ? DEMO_ACCOUNTS.map((a) => ({
        portal: portalName(a.userType),
        username: a.username,
        password: DEMO_PASSWORD,
      }))
    : firstStart.generatedPassword
      ? [
          {
            portal: 'super administrator',
            username: config.adminUsername,
            password: firstStart.generatedPassword,
          },
        ]
      : [];
  // Last, after Fastify's "listening": the block a first start is read for.
  console.log(
    startBanner({
      urls: serverUrls(config.host, port),
      database: database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      demo: config.demo,
      accounts,
      generated: firstStart.generatedPassword !== undefined,
    }),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
