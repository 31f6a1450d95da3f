/**
 * The built server as a child process for the benchmarks that measure it over HTTP (bench:api,
 * bench:inventory): the server runs apart from the load generator, as in production.
 */
import { execSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER = path.join(ROOT, 'dist/server/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the server bundle when it is missing or older than the server and domain sources. */
export function ensureServerBuild(): void {
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'src/server')),
    newestMtime(path.join(ROOT, 'src/domain')),
  );
  if (fs.existsSync(SERVER) && fs.statSync(SERVER).mtimeMs >= sources) return;
  console.log('Building the server (npm run build:server)...');
  execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Builds the app (npm run build) when `clientDir` holds no client build and STATIC_DIR names none:
 * for the benchmarks that drive the app in a browser. An existing build is used as it is.
 */
export function ensureClientBuild(clientDir: string): void {
  if (process.env.STATIC_DIR || fs.existsSync(path.join(clientDir, '.vite/manifest.json'))) return;
  console.log('No client build: running npm run build...');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

/** The PostgreSQL URL with search_path set, so the server (which knows no schema setting) uses ours. */
export function urlInSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** The app's server by default; `script` starts another (the bare ceiling server) the same way. */
export async function startServerProcess(
  env: Record<string, string>,
  script: string[] = [SERVER],
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...script], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      // Any answer means it listens (the bare server answers 401 without a token).
      await fetch(`${base}/api/system/version/web`);
      return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 60 s');
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Logs in through POST /api/<host>/login and returns the token. */
export async function logInOverHttp(
  base: string,
  host: 'admin' | 'warehouse' | 'business',
  credentials: { username: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/api/${host}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: credentials.username, password: credentials.password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data?: { token?: string } };
  if (body.code !== 200 || !body.data?.token) throw new Error(`Login failed: ${body.code} ${body.msg}`);
  return body.data.token;
}
