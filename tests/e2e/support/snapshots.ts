import fs from 'node:fs';
import path from 'node:path';
import { ServerProcess } from './server';
import type { DataOrigin } from './server';

/**
 * The run's snapshots (once, in the global setup): the DATA_DIR of a server that started once on
 * nothing (`fresh`: migrated, the super administrator) and of one that started in demo mode (`demo`:
 * the demo seeded, its accounts and files). Every other server of the run starts from a copy.
 */
export async function makeSnapshots(root: string): Promise<void> {
  const origins: { origin: DataOrigin; demo: boolean }[] = [
    { origin: 'fresh', demo: false },
    { origin: 'demo', demo: true },
  ];
  await Promise.all(
    origins.map(async ({ origin, demo }) => {
      const server = new ServerProcess({ demo });
      try {
        await server.start();
        await server.stop();
        fs.cpSync(server.dataDir, path.join(root, origin), { recursive: true });
      } finally {
        await server.stop();
        server.remove();
      }
    }),
  );
}
