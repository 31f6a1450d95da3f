import { test as base } from '@playwright/test';
import { Api } from './api';
import { startServer } from './server';
import type { Credentials, RunningServer } from './server';

/**
 * Playwright fixtures for end-to-end specs:
 *   import { expect, test } from './support/fixtures';
 *   // name the file *.demo.spec.ts for a DEMO=true server (the `demo` project of playwright.config.ts)
 *   test('...', async ({ page, server, admin, api, adminApi }) => { await page.goto('/#/user/login'); });
 * - server (worker scope): the real server (./server.ts) on a free port and a fresh DATA_DIR,
 *   started once per worker and stopped after it; baseURL points at it, so page.goto('/') works.
 * - admin (worker scope): the super administrator's username and password.
 * - api: an Api (./api.ts) without a session; adminApi: the same, logged in as the super admin.
 */
/** The worker option a Playwright project can set (playwright.config.ts). */
export type E2EWorkerOptions = { demoMode: boolean };
type WorkerFixtures = E2EWorkerOptions & { server: RunningServer; admin: Credentials };
type TestFixtures = { api: Api; adminApi: Api };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoMode: [false, { option: true, scope: 'worker' }],
  server: [
    async ({ demoMode }, provide) => {
      const server = await startServer({ demo: demoMode });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  admin: [async ({ server }, provide) => provide(server.admin), { scope: 'worker' }],
  baseURL: async ({ server }, provide) => provide(server.url),
  api: async ({ server }, provide) => provide(new Api(server.url)),
  adminApi: async ({ server }, provide) => provide(await new Api(server.url).as('admin', server.admin)),
});

export { expect } from '@playwright/test';
