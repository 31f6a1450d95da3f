import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: {} },
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          // Rendering Mantine screens in jsdom on a 2-core machine can take seconds under load.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Generous: seeding the whole demo in a hook, or a migration, takes minutes when the 2-core
          // machine is loaded by other work; a hung test still fails, later.
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Each file runs once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
          env: { TEST_ENGINES: withPostgres ? 'pglite,postgres' : 'pglite' },
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
