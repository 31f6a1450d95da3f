import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

/**
 * The real server (`node dist/server/main.js`; run `npm run build` first, or point STATIC_DIR at
 * a client build) on a temporary DATA_DIR, one per worker, plus an admin API client that
 * creates the people the auth tests log in as.
 */
export const ROOT = { username: 'root', password: 'root-password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
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

type Envelope<T> = { code: number; msg: string; data: T };

/** Calls the admin API as the super administrator. */
export class AdminApi {
  private token = '';
  constructor(private readonly baseUrl: string) {}

  async call<T>(host: string, path: string, body?: unknown, token = this.token): Promise<Envelope<T>> {
    const response = await fetch(`${this.baseUrl}/api/${host}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    return (await response.json()) as Envelope<T>;
  }

  private async ok<T>(path: string, body: unknown): Promise<T> {
    if (!this.token) this.token = (await this.call<{ token: string }>('admin', '/login', ROOT, '')).data.token;
    const answer = await this.call<T>('admin', path, body);
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  createWarehouse(name: string): Promise<{ id: number }> {
    return this.ok('/sys_ware/create', { name, level: 1 });
  }

  /** A self-registered seller, approved by the admin. */
  async createMerchant(username: string, password: string): Promise<void> {
    const registered = await this.call<{ id: number }>('business', '/user/register', {
      username, password, confirmPassword: password, realname: `Seller ${username}`, email: `${username}@example.com`,
    }, '');
    if (registered.code !== 200) throw new Error(`register: ${registered.msg}`);
    await this.ok('/account/business/approve', { id: registered.data.id });
  }

  createWarehouseStaff(username: string, password: string, wareId: number, codes: string[]): Promise<{ id: number }> {
    return this.ok('/account/platform/create', {
      username, password, realname: `Staff ${username}`, email: `${username}@example.com`, userType: 4, roleId: 2,
      warehouses: [{ wareId, permissions: codes.map((permissionId) => ({ permissionId, actionList: ['query', 'get'] })) }],
    });
  }

  async createAdmin(username: string, password: string, permissionIds: string[]): Promise<void> {
    const role = await this.ok<{ id: number }>('/role/create', {
      name: `Role of ${username}`, userType: 1,
      permissions: permissionIds.map((permissionId) => ({ permissionId, actionList: ['query', 'get'] })),
    });
    await this.ok('/account/platform/create', {
      username, password, realname: `Admin ${username}`, email: `${username}@example.com`, userType: 1, roleId: role.id,
    });
  }
}

export const test = base.extend<{ adminApi: AdminApi }, { serverUrl: string }>({
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'solestack-e2e-auth-'));
      const port = await freePort();
      const server = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_USERNAME: ROOT.username,
          ADMIN_PASSWORD: ROOT.password,
          LOG_LEVEL: 'warn',
          DEMO: 'false',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${url}/`, server, Date.now() + 90_000);
        await provide(url);
      } finally {
        server.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ serverUrl }, provide) => provide(serverUrl),
  adminApi: async ({ serverUrl }, provide) => provide(new AdminApi(serverUrl)),
});

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium' },
  serviceWorkers: 'block',
  viewport: { width: 1280, height: 800 },
});

export { expect } from '@playwright/test';
