import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs once before the end-to-end tests: they drive the built app (`node dist/server/main.js`
 * serving dist/client), so a missing build is reported plainly instead of as 40 timeouts.
 */
export default function checkBuildExists(): void {
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
