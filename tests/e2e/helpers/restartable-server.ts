import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, freePort } from '../support/server';

/**
 * The real server (SERVER_BUNDLE or dist/server/main.js) that a fault test can SIGKILL and start
 * again on the same DATA_DIR and port, as a crash and a supervisor's restart would. Unlike
 * support/server.ts it keeps the data between runs; `remove()` deletes it at the end.
 */
export class RestartableServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'solestack-fault-'));
  url = '';
  starts = 0;
  #port = 0;
  #child: ChildProcess | null = null;

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<void> {
    if (this.#port === 0) {
      this.#port = await freePort();
      this.url = `http://127.0.0.1:${this.#port}`;
    }
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [process.env.SERVER_BUNDLE ?? 'dist/server/main.js'], {
      env: {
        ...inherited,
        PORT: String(this.#port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: process.env.STATIC_DIR ?? path.resolve('dist/client'),
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    this.#child = child;
    this.starts += 1;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(
          `The server exited with ${child.exitCode} while starting: ${errors.join('').slice(-2000)}`,
        );
      try {
        if ((await fetch(`${this.url}/api/system/version/web`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not start within 90 s: ${errors.join('').slice(-2000)}`);
  }

  /** SIGKILL: no shutdown hook runs, whatever the server was doing is cut off. */
  async kill(): Promise<void> {
    await this.#end('SIGKILL');
  }

  /** SIGTERM: the server closes its database cleanly (so the test can open the data directory). */
  async stop(): Promise<void> {
    await this.#end('SIGTERM');
  }

  remove(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async #end(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
