import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/server';

/**
 * What `npm start` shows on a first start (README "First start"): the built server, with no
 * ADMIN_PASSWORD and the default log level, prints a framed block last, after Fastify's
 * "listening" line, naming the address it listens on, the administrator and the generated
 * password; that password works once and asks for a new one. The demo prints its accounts the
 * same way.
 */
type Started = { child: ChildProcess; lines: () => string[]; dataDir: string; port: number };

async function startBuilt(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solestack-first-start-'));
  const port = await freePort();
  const { DATABASE_URL: _db, ADMIN_PASSWORD: _pw, ...inherited } = process.env;
  const child = spawn(process.execPath, [process.env.SERVER_BUNDLE ?? 'dist/server/main.js'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.STATIC_DIR ?? path.resolve('dist/client'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, dataDir, port, lines: () => text.trimEnd().split('\n') };
}

async function stop(s: Started): Promise<void> {
  if (s.child.exitCode === null && s.child.signalCode === null) {
    s.child.kill('SIGTERM');
    await new Promise((resolve) => s.child.once('exit', resolve));
  }
  rmSync(s.dataDir, { recursive: true, force: true });
}

/** Waits for the frame's last line, then a moment more: nothing may follow it. */
async function framedBlock(s: Started): Promise<{ before: string[]; block: string[] }> {
  await expect.poll(() => s.lines().at(-1) ?? '', { timeout: 90_000 }).toMatch(/^└─+┘$/);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const lines = s.lines();
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  const top = lines.findLastIndex((l) => /^┌─+┐$/.test(l));
  expect(top).toBeGreaterThan(0);
  return { before: lines.slice(0, top), block: lines.slice(top) };
}

async function api(port: number, host: string, route: string, init: { token?: string; body?: unknown } = {}) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/${host}${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { token: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await answer.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

test.describe('first start of the built server', () => {
  test.setTimeout(180_000);

  test('prints the address, the administrator and the generated password last, framed; the password must be changed', async () => {
    const server = await startBuilt({ ADMIN_USERNAME: 'boss' });
    try {
      const { before, block } = await framedBlock(server);
      expect(before.some((l) => l.includes('listening'))).toBe(true);
      const text = block.join('\n');
      expect(text).toContain(`Open      http://127.0.0.1:${server.port}`);
      expect(text).not.toContain('localhost');
      const account = /Username {2}boss {2}password {2}(\S+) {2}\(super administrator\)/.exec(text);
      expect(account, text).not.toBeNull();
      const password = account![1];
      // Printed once, in the block only.
      expect(before.join('\n')).not.toContain(password);

      const login = await api(server.port, 'admin', '/login', { body: { username: 'boss', password } });
      expect(login.code, login.msg).toBe(200);
      const token = login.data.token as string;
      const info = await api(server.port, 'admin', '/user/info', { token });
      expect(info.data.mustChangePassword).toBe(true);
      const changed = await api(server.port, 'admin', '/changePassword', {
        token,
        body: {
          oldPassword: password,
          newPassword: 'my-own-password-1',
          confirmPassword: 'my-own-password-1',
        },
      });
      expect(changed.code, changed.msg).toBe(200);
      const again = await api(server.port, 'admin', '/login', {
        body: { username: 'boss', password: 'my-own-password-1' },
      });
      const after = await api(server.port, 'admin', '/user/info', { token: again.data.token as string });
      expect(after.data.mustChangePassword).toBe(false);
    } finally {
      await stop(server);
    }
  });

  test('npm run demo prints its four accounts in the same frame', async () => {
    const server = await startBuilt({ DEMO: 'true', HOST: '0.0.0.0' });
    try {
      const { block } = await framedBlock(server);
      const text = block.join('\n');
      expect(text).toContain('SoleStack (demo mode) is running');
      expect(text).toContain(`Open      http://localhost:${server.port}`);
      for (const username of ['admin', 'warehouse', 'seller', 'seller2'])
        expect(text).toMatch(new RegExp(`Username {2}${username} +password {2}demo1234`));
      expect(text).not.toContain('shown only this once');
    } finally {
      await stop(server);
    }
  });
});
