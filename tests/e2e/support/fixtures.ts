import { test as base } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/client/stores/storage-keys';
import { Api } from './api';
import { ServerProcess } from './server';
import type { Credentials, ServerSetup } from './server';

/**
 * Playwright fixtures for end-to-end specs:
 *   import { expect, test } from './support/fixtures';
 *   // name the file *.demo.spec.ts for a demo server (the `demo` project of playwright.config.ts)
 *   test('...', async ({ page, server, admin, api, adminApi }) => { await page.goto('/#/user/login'); });
 *   test.use({ serverSetup: { env: { LABEL_REFUND_POLL_MS: '2000' } } }); // this file's server settings
 * - server: the worker's real server (./server.ts) on a port of the worker's, started from the
 *   run's snapshot (fresh, or demo for the demo project: never seeded again) and kept for the
 *   worker's files, which share it as users share a running server: each makes the records it
 *   checks and reads only those or what the snapshot always has. A file that asks for other
 *   settings gets the server restored (stopped, its data put back from the snapshot, started again
 *   with them), as does the next file after it. baseURL points at it.
 * - admin (worker scope): the super administrator's username and password.
 * - api: an Api (./api.ts) without a session; adminApi: the same, logged in as the super admin.
 * - storageState: every browser context of a test (the page's and those a test opens itself) is a
 *   device that has English chosen (deviceInEnglish). The account's settings are kept on the server
 *   and follow the user to a device without a language of its own (issue 28 point 7), so without
 *   this a file that switches the shared demo users to Chinese would switch the later files too.
 */
/** The worker option a Playwright project can set (playwright.config.ts). */
export type E2EWorkerOptions = { demoMode: boolean };
type WorkerFixtures = E2EWorkerOptions & {
  workerServer: ServerProcess;
  admin: Credentials;
};
type TestFixtures = {
  server: ServerProcess;
  api: Api;
  adminApi: Api;
  serverSetup: ServerSetup;
};

const sameSetup = (a: ServerSetup, b: ServerSetup) =>
  a.prepare === b.prepare &&
  JSON.stringify(Object.entries(a.env ?? {}).sort()) === JSON.stringify(Object.entries(b.env ?? {}).sort());

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoMode: [false, { option: true, scope: 'worker' }],
  workerServer: [
    async ({ demoMode }, provide) => {
      const server = new ServerProcess({ from: demoMode ? 'demo' : 'fresh' });
      try {
        await server.start();
        await provide(server);
      } finally {
        await server.stop();
        server.remove();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  serverSetup: [{}, { option: true }],
  server: async ({ workerServer, serverSetup, demoMode }, provide) => {
    if (!sameSetup(workerServer.setup, serverSetup)) {
      await workerServer.restore(demoMode ? 'demo' : 'fresh', serverSetup);
    }
    await provide(workerServer);
  },
  // What the app threw (an uncaught error, a rejected promise) is attached to a failed test's report:
  // a screen left blank says nothing of why.
  page: async ({ page }, provide, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}\n${error.stack ?? error.message}`));
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
      await testInfo.attach('errors thrown in the page', {
        body: errors.join('\n\n'),
        contentType: 'text/plain',
      });
    }
  },
  admin: [async ({ workerServer }, provide) => provide(workerServer.admin), { scope: 'worker' }],
  baseURL: async ({ server }, provide) => provide(server.url),
  storageState: async ({ server }, provide) => provide(deviceInEnglish(server.url)),
  api: async ({ server }, provide) => provide(new Api(server.url)),
  adminApi: async ({ server }, provide) => provide(await new Api(server.url).as('admin', server.admin)),
});

/** A browser's storage at the server's origin with the app's language chosen, as the login page's switch leaves it. */
function deviceInEnglish(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: STORAGE_KEYS.language, value: JSON.stringify('en-US') },
          { name: STORAGE_KEYS.settings, value: JSON.stringify({ state: {}, version: 2 }) },
        ],
      },
    ],
  };
}

export { expect } from '@playwright/test';
