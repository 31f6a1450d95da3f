import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The REAL server for end-to-end tests: `node dist/server/main.js` as a child process on a free
 * port, with a fresh temporary DATA_DIR (embedded PGlite) that is deleted afterwards.
 *   const server = await startServer({ demo: false });  // waits for GET /api/system/version/web
 *   server.url, server.dataDir, server.admin             // admin = the super administrator's login
 *   await server.stop();                                 // SIGTERM, SIGKILL after 10 s, data removed
 * Most specs use the Playwright fixtures in ./fixtures.ts instead of calling this directly.
 * The client build served is dist/client, or STATIC_DIR when the shell running the tests sets it;
 * the server bundle is dist/server/main.js, or SERVER_BUNDLE (so parallel builds can each test their own).
 */

export type Credentials = { username: string; password: string };

/** The super administrator every e2e server is created with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN: Credentials = { username: 'root', password: 'root-password-1' };

/** Demo accounts exist only with DEMO=true (src/server/demo); all share this password. */
export const DEMO_PASSWORD = 'demo1234';

export type ServerOptions = {
  /** DEMO=true: seeds the demo warehouses and the accounts admin, warehouse, seller, seller2. */
  demo?: boolean;
  /** Extra settings, e.g. { LOGIN_FAILURES_BEFORE_CAPTCHA: '2' }. */
  env?: Record<string, string>;
  /**
   * Runs before the server starts, on its DATA_DIR with its settings (e.g. `npm run seed:items`
   * to put 50,000 items in place: with PGlite no other process may open the data while it runs).
   */
  prepare?: (dataDir: string, env: NodeJS.ProcessEnv) => void;
};

export type RunningServer = {
  url: string;
  dataDir: string;
  admin: Credentials;
  stop: () => Promise<void>;
};

const START_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;
/** Lines of server output kept to explain a failed start. */
const OUTPUT_LINES_KEPT = 40;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilServing(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} while starting:\n${output.join('\n')}`);
    }
    try {
      const answer = await fetch(`${url}/api/system/version/web`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server did not answer ${url}/api/system/version/web within ${START_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`,
  );
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solestack-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Tests always use the embedded database, whatever the shell running them has set.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.STATIC_DIR ?? path.resolve('dist/client'),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    DEMO: options.demo ? 'true' : 'false',
    ...options.env,
  };
  options.prepare?.(dataDir, env);
  const child = spawn(process.execPath, [process.env.SERVER_BUNDLE ?? 'dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().trimEnd().split('\n'));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, admin: E2E_ADMIN, stop };
}
