/**
 * `npm run test:changed`, the inner loop while you work: the tests a change can break, in about a
 * minute for a change within one area.
 * - unit and client: vitest's `--changed main`, the test files that import (directly or not) a file
 *   changed against main, committed or not;
 * - integration (PGlite): every integration file imports the whole app, so the import graph would
 *   name them all; instead the files of the areas changed (`tests/integration/<area>-*.test.ts`, an
 *   area being a folder of src/domain, src/server/modules or src/client/features, or a locale file)
 *   and the changed integration files themselves. A change outside any area (the kernel, the
 *   database, the HTTP layer, the test support) runs them all.
 * `npm test` runs everything before you push.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { integrationFilesFor } from './changed-areas';

const INTEGRATION_DIR = 'tests/integration';

function git(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Files changed against main: committed on this branch, staged, unstaged or new. */
function changedFiles(): string[] {
  const base = git('merge-base', 'main', 'HEAD')[0] ?? 'main';
  return [
    ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
  ];
}

function vitest(args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n---- vitest ${args.join(' ')}`);
  const run = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return run.status ?? 1;
}

function main(): number {
  const changed = changedFiles();
  if (changed.length === 0) {
    console.log('Nothing differs from main.');
    return 0;
  }
  const integrationFiles = fs
    .readdirSync(INTEGRATION_DIR)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${INTEGRATION_DIR}/${name}`);
  const fast = vitest([
    '--changed',
    'main',
    '--passWithNoTests',
    '--project',
    'unit',
    '--project',
    'client*',
  ]);
  const integration = integrationFilesFor(changed, integrationFiles);
  let slow = 0;
  if (integration === 'all') slow = vitest(['--project', 'integration'], { TEST_ENGINES: 'pglite' });
  else if (integration.length > 0)
    slow = vitest(['--project', 'integration', ...integration], { TEST_ENGINES: 'pglite' });
  else console.log('\nNo integration file concerns the change.');
  return fast || slow;
}

process.exit(main());
