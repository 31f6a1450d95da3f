import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The REAL server for end-to-end tests: `node dist/server/main.js` as a child process on a free
 * port and a temporary DATA_DIR (embedded PGlite), deleted at the end.
 *   const server = new ServerProcess({ from: 'demo' });  // DATA_DIR a copy of the run's demo snapshot
 *   await server.start();                                 // waits for GET /api/system/version/web
 *   await server.kill(); await server.start();            // a crash and a supervisor's restart
 *   await server.restore('demo');                         // stopped, its data put back, started again
 *   await server.stop(); server.remove();
 * Most specs use the per-worker server of ./fixtures.ts instead. Snapshots (./snapshots.ts) are the
 * data of a server that started once, fresh or demo, made once per run by the global setup: a server
 * restored from one starts in a second or two instead of seeding again.
 * The client build served is dist/client, or STATIC_DIR when the shell running the tests sets it;
 * the server bundle is dist/server/main.js, or SERVER_BUNDLE (so parallel builds can each test their own).
 */

export type Credentials = { username: string; password: string };

/** The super administrator every e2e server is created with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN: Credentials = { username: 'root', password: 'root-password-1' };

/** Demo accounts exist only with DEMO=true (src/server/demo); all share this password. */
export const DEMO_PASSWORD = 'demo1234';

/** What a server's data starts as: a run's snapshot (./snapshots.ts), or nothing (a first start). */
export type DataOrigin = 'fresh' | 'demo';

/** What a spec asks of its server beyond the defaults. */
export type ServerSetup = {
  /** Extra settings, e.g. { LOGIN_FAILURES_BEFORE_CAPTCHA: '2' }. */
  env?: Record<string, string>;
  /**
   * Runs before the server first starts, on its DATA_DIR with its settings (e.g. `npm run seed:items`
   * to put 50,000 items in place: with PGlite no other process may open the data while it runs).
   */
  prepare?: (dataDir: string, env: NodeJS.ProcessEnv) => void;
};

export type ServerProcessOptions = ServerSetup & {
  /** Start from this snapshot of the run; without it, the data directory starts empty. */
  from?: DataOrigin;
  /** DEMO=true without a snapshot: the server seeds the demo itself (a snapshot is made so). */
  demo?: boolean;
  /** Lines of the server's stderr go to the test's stderr (default true). */
  echoErrors?: boolean;
  /**
   * How long a start may take (default 90 s). A first demo seed on a loaded machine can take longer:
   * the size check seeds one beside the end-to-end tests.
   */
  startTimeoutMs?: number;
};

const DEFAULT_START_TIMEOUT_MS = 90_000;
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

/** The snapshot folder of `origin` for this run (made by ./global-setup.ts). */
export function snapshotDir(origin: DataOrigin): string {
  const root = process.env.E2E_SNAPSHOTS;
  if (!root) throw new Error('E2E_SNAPSHOTS is not set: the end-to-end global setup makes the snapshots');
  return path.join(root, origin);
}

function copyData(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

export class ServerProcess {
  readonly dataDir = fs.mkdtempSync(path.join(tmpdir(), 'solestack-e2e-'));
  readonly admin = E2E_ADMIN;
  url = '';
  starts = 0;
  #port = 0;
  #child: ChildProcess | null = null;
  #env: Record<string, string>;
  #prepare: ServerSetup['prepare'];
  #prepared = false;

  constructor(private readonly options: ServerProcessOptions = {}) {
    this.#env = options.env ?? {};
    this.#prepare = options.prepare;
    if (options.from) copyData(snapshotDir(options.from), this.dataDir);
  }

  async start(): Promise<void> {
    if (this.#port === 0) {
      this.#port = await freePort();
      this.url = `http://127.0.0.1:${this.#port}`;
    }
    // Tests always use the embedded database, whatever the shell running them has set.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const demo = this.options.demo || this.options.from === 'demo';
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      PORT: String(this.#port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      STATIC_DIR: process.env.STATIC_DIR ?? path.resolve('dist/client'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      DEMO: demo ? 'true' : 'false',
      ...this.#env,
    };
    if (!this.#prepared) {
      this.#prepared = true;
      this.#prepare?.(this.dataDir, env);
    }
    const child = spawn(process.execPath, [process.env.SERVER_BUNDLE ?? 'dist/server/main.js'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.starts += 1;
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      const lines = chunk.toString().trimEnd().split('\n');
      this.#heard(lines);
      output.push(...lines);
      output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (this.options.echoErrors !== false) process.stderr.write(chunk);
    });
    try {
      await waitUntilServing(
        this.url,
        child,
        output,
        this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
      );
    } catch (error) {
      await this.#end('SIGKILL');
      throw error;
    }
  }

  /**
   * The server stopped, its data directory put back to a snapshot of the run, and started again on
   * the same port as a fresh copy of that snapshot, with the settings (and the preparation of its
   * data) a spec asks for.
   */
  async restore(origin: DataOrigin, setup: ServerSetup = {}): Promise<void> {
    await this.stop();
    copyData(snapshotDir(origin), this.dataDir);
    this.#env = setup.env ?? {};
    this.#prepare = setup.prepare;
    this.#prepared = false;
    await this.start();
  }

  /** What the server was last started with, to tell whether a spec asks for something else. */
  get setup(): ServerSetup {
    return { env: this.#env, prepare: this.#prepare };
  }

  #waiting: { pattern: RegExp; heard: (line: string) => void }[] = [];

  /**
   * The first line the server writes from now on that matches `pattern` (what it writes is its
   * LOG_LEVEL's): a test waits on the server's own word that it is at a point, not on a time.
   */
  nextOutput(pattern: RegExp): Promise<string> {
    return new Promise((resolve) => this.#waiting.push({ pattern, heard: resolve }));
  }

  #heard(lines: string[]): void {
    for (const line of lines)
      this.#waiting = this.#waiting.filter((w) => {
        if (!w.pattern.test(line)) return true;
        w.heard(line);
        return false;
      });
  }

  /** SIGKILL: no shutdown hook runs, whatever the server was doing is cut off. */
  async kill(): Promise<void> {
    await this.#end('SIGKILL');
  }

  /** SIGTERM (SIGKILL after 10 s): the server closes its database cleanly. */
  async stop(): Promise<void> {
    await this.#end('SIGTERM');
  }

  remove(): void {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  async #end(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const killer = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  }
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not answer ${url}/api/system/version/web within ${timeoutMs / 1000} s:\n${output.join('\n')}`,
  );
}

export type RunningServer = {
  url: string;
  dataDir: string;
  admin: Credentials;
  stop: () => Promise<void>;
};

/** A started server, removed with its data when stopped (the size budget and benches use it). */
export async function startServer(options: ServerProcessOptions = {}): Promise<RunningServer> {
  const server = new ServerProcess(options);
  try {
    await server.start();
  } catch (error) {
    server.remove();
    throw error;
  }
  return {
    url: server.url,
    dataDir: server.dataDir,
    admin: server.admin,
    stop: async () => {
      await server.stop();
      server.remove();
    },
  };
}
