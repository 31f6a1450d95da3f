import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * The real server the account screens are tested against: `node dist/server/main.js` (run
 * `npm run build` first) on a free port and a temporary DATA_DIR, one per worker, in Debian's
 * Chromium. Also the root admin's API for setting up data, and a second person's browser.
 */
export const ADMIN = { username: 'root', password: 'root-password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

export const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'solestack-e2e-accounts-'));
      const port = await freePort();
      const server = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
          DEMO: 'false',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${url}/`, server, Date.now() + 60_000);
        await provide(url);
      } finally {
        server.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverUrl }, provide) => provide(serverUrl),
});

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium' },
  serviceWorkers: 'block',
  viewport: { width: 1440, height: 900 },
});
/** The root admin's API, for setting up data a test does not exercise through the screens. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { ...ADMIN, userType: 1 } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(path: string, data: unknown): Promise<T> => {
    const answer = (await (await request.post(`/api/admin${path}`, { data, headers: { token } })).json()) as {
      code: number;
      msg: string;
      data: T;
    };
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
  };
}

/** A second person on another device: their own browser context, so sessions never mix. */
export async function otherPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

export { expect };
