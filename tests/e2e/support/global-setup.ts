import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSnapshots } from './snapshots';

/**
 * Runs once before the end-to-end tests: they drive the built app (`node dist/server/main.js`
 * serving dist/client), so a missing build is reported plainly instead of as 40 timeouts. Then the
 * run's data snapshots (./snapshots.ts), which every server of the run starts from.
 */
export default async function globalSetup(): Promise<() => void> {
  checkBuildExists();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-e2e-snapshots-'));
  process.env.E2E_SNAPSHOTS = root;
  await makeSnapshots(root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}

function checkBuildExists(): void {
  const client = process.env.STATIC_DIR ?? 'dist/client';
  const required = [
    path.join(client, 'index.html'),
    path.join(client, 'sw.js'),
    process.env.SERVER_BUNDLE ?? 'dist/server/main.js',
  ];
  const missing = required.filter((file) => !fs.existsSync(path.resolve(file)));
  if (missing.length > 0) {
    throw new Error(
      `End-to-end tests need a build, missing: ${missing.join(', ')}. Run \`npm run build\` first ` +
        '(`npm test` builds before it runs the end-to-end tests).',
    );
  }
}
