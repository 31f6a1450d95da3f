/**
 * npm run bench:export: a benchmark, never a test. On PGlite in a temporary DATA_DIR it puts
 * BENCH_EXPORT_ROWS (default 100,000) items in the demo seller's inventory (seed-items.ts), starts
 * the built server (SERVER_BUNDLE or dist/server/main.js) as a child process, warms it up with a
 * small export, then exports the whole inventory as a download task while sampling the server's
 * resident memory (/proc/<pid>/status VmRSS) every 50 ms. It prints the time, rows/s, file size,
 * the RSS before and at the peak, and the growth. Target: growth <= 200 MB (the rows stream from
 * keyset pages into exceljs's WorkbookWriter, never the whole result in memory).
 * Baseline, in the same run after the server stops: the same keyset page queries run directly on
 * the database, without writing a file; the ratio shows what building the xlsx costs on top.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DownloadStatus, ExportKind } from '../../src/domain/downloads/downloads';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { readExportPage } from '../../src/server/modules/downloads/export-sources';
import { EXPORT_PAGE_ROWS } from '../../src/server/jobs/export-job';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedItems } from './seed-items';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.resolve(ROOT, process.env.SERVER_BUNDLE ?? 'dist/server/main.js');
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const TARGET_GROWTH_MB = 200;
const SELLER = { username: 'seller', password: 'demo1234' };
const ADMIN = { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'root-password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function api<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

type Task = { status: number; rowCount: number; fileSize: number; progress: number };

async function exportAll(
  base: string,
  token: string,
  query: Record<string, unknown>,
  onTick: () => void,
): Promise<Task> {
  const { id } = await api<{ id: number }>(base, '/api/business/inventory/export', query, token);
  for (;;) {
    onTick();
    const task = await api<Task>(base, `/api/business/download_task/get?id=${id}`, undefined, token);
    if (task.status === DownloadStatus.done) return task;
    if (task.status === DownloadStatus.failed) throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(SERVER)) throw new Error(`No server bundle at ${SERVER}: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-bench-export-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...ADMIN,
  };
  delete env.DATABASE_URL;
  try {
    // 1. Seed in this process, then hand the data directory to the server.
    const config = loadConfig(env);
    let database = await openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await bootstrapAccounts(database.db, config);
    const seeded = Date.now();
    const { sellerId } = await seedItems(database.db, {
      count: ROWS,
      seller: SELLER.username,
      sku: 'BENCH',
      status: 1,
    });
    console.log(`seeded ${ROWS.toLocaleString()} items in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    await database.close();

    // 2. The server as a child process.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [SERVER], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      for (let tries = 0; ; tries++) {
        try {
          if ((await fetch(`${base}/api/system/version/web`)).ok) break;
        } catch {
          if (tries > 600) throw new Error('server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { token } = await api<{ token: string }>(base, '/api/business/login', SELLER);
      // Warm-up: loads exceljs and the export code paths once, so the figure is the export's growth.
      await exportAll(base, token, { sku: 'BENCH-001' }, () => undefined);
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = rssMb(child.pid ?? 0);
      let peak = before;
      const started = Date.now();
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid ?? 0))), 50);
      const task = await exportAll(base, token, {}, () => (peak = Math.max(peak, rssMb(child.pid ?? 0))));
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const growth = peak - before;
      console.log(`\nexport of ${task.rowCount.toLocaleString()} rows (PGlite, as a download task):`);
      console.log(`  time                 ${seconds.toFixed(1)} s`);
      console.log(`  rows/s               ${Math.round(task.rowCount / seconds).toLocaleString()}`);
      console.log(`  file size            ${(task.fileSize / 1024 / 1024).toFixed(1)} MB`);
      console.log(`  server RSS before    ${before.toFixed(0)} MB`);
      console.log(`  server RSS peak      ${peak.toFixed(0)} MB`);
      console.log(
        `  RSS growth           ${growth.toFixed(0)} MB (target <= ${TARGET_GROWTH_MB} MB: ${growth <= TARGET_GROWTH_MB ? 'met' : 'NOT met'})`,
      );

      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));

      // 3. Baseline: the same keyset page queries, straight on the database, no file.
      database = await openDatabase({ dataDir });
      const query = {
        kind: ExportKind.sellerInventory,
        request: {},
        scope: { shopUserId: sellerId },
      } as const;
      const readStarted = Date.now();
      let read = 0;
      let after: number | null = null;
      for (;;) {
        const rows = await readExportPage(database.db, query, after, EXPORT_PAGE_ROWS);
        read += rows.length;
        if (rows.length < EXPORT_PAGE_ROWS) break;
        after = rows[rows.length - 1].id;
      }
      const readSeconds = (Date.now() - readStarted) / 1000;
      await database.close();
      console.log(
        `\nbaseline: the same ${read.toLocaleString()} rows read directly in keyset pages of ${EXPORT_PAGE_ROWS}`,
      );
      console.log(
        `  time                 ${readSeconds.toFixed(1)} s (${Math.round(read / readSeconds).toLocaleString()} rows/s)`,
      );
      console.log(`  export / baseline    ${(seconds / readSeconds).toFixed(2)}x`);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
