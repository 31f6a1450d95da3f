import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { mockingFiles } from './tests/client/mocking-files';
import { runEngines } from './tests/integration/support/engines';

/** CI keeps one retry as a safety net; `npm test`'s summary counts the tests that needed it (flaky). */
const retry = process.env.CI ? 1 : 0;

const CLIENT_DIRS = ['src/client', 'tests/client'];

/**
 * The client's tests, in four projects: its logic (.ts) in node unless a file asks for a DOM
 * (`// @vitest-environment jsdom`), its screens (.tsx) in jsdom. Files run in one module graph per
 * worker (`client-logic`, `client`): React, Mantine and the app are imported once per worker
 * instead of once per file, which takes the screens from 170 s to 70 s. tests/client/setup.ts starts
 * each file as a new page (every Zustand store as first made, the offline database and local
 * storage empty, nothing rendered). The files that replace a module with vi.mock run isolated
 * (`client-logic:mocks`, `client:mocks`): a mock would stay bound to the modules that imported it.
 */
function clientProjects(): TestProjectInlineConfiguration[] {
  const mocking = mockingFiles('.', CLIENT_DIRS);
  const kinds = [
    { name: 'client-logic', files: '*.test.ts', environment: 'node' },
    // Rendering Mantine screens in jsdom on a 2-core machine can take seconds under load.
    { name: 'client', files: '*.test.tsx', environment: 'jsdom', testTimeout: 20_000 },
  ];
  return kinds.flatMap(({ name, files, environment, testTimeout }) => {
    const include = CLIENT_DIRS.map((dir) => `${dir}/**/${files}`);
    const common = { retry, environment, testTimeout, setupFiles: ['tests/client/setup.ts'] };
    return [
      { test: { ...common, name, include, exclude: mocking, isolate: false } },
      {
        test: {
          ...common,
          name: `${name}:mocks`,
          include: mocking.filter((file) => file.endsWith(files.slice(1))),
        },
      },
    ];
  });
}

export default defineConfig({
  test: {
    // The tier counts for `npm test`'s summary (tests/tiers/run-tiers.ts) beside the usual report.
    reporters: ['default', './tests/tiers/vitest-tier-reporter.ts'],
    // Both cores: vitest's default leaves one free (cores - 1), which on the 2-core CI machine runs
    // every file one after another.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          retry,
          include: [
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/budget/**/*.test.ts',
            'tests/tiers/**/*.test.ts',
          ],
          environment: 'node',
          // Pure rules that share nothing: one module graph for all files halves the tier.
          isolate: false,
        },
      },
      ...clientProjects(),
      {
        test: {
          name: 'integration',
          retry,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Generous: seeding the whole demo in a hook, or a migration, takes minutes when the 2-core
          // machine is loaded by other work; a hung test still fails, later.
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Each file runs once on each engine of the run (support/engines.ts).
          env: { TEST_ENGINES: runEngines() },
          pool: 'forks',
          // One module graph per worker: importing the app (Fastify, every module, PGlite's WASM) once
          // instead of per file halves the tier. Files share no state beyond it: each makes its own
          // app and database, and a spy (auth-throttle's captcha) is restored by its file.
          isolate: false,
        },
      },
    ],
  },
});
