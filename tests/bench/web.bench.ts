/**
 * npm run bench:web: a benchmark, never a test (it prints figures and always exits 0).
 * After a build (it runs `npm run build` when dist/client has no Vite manifest; STATIC_DIR points
 * at another client build), it reports:
 *   1. from dist/client/.vite/manifest.json: the entry's first-load JS and CSS (gzipped), and per
 *      lazy route chunk its own JS and CSS plus what it adds beyond the first load;
 *   2. in headless Chromium against the real server in demo mode: the JS each portal downloads
 *      from opening the login page to its home screen (admin, warehouse, seller);
 *   3. the time from navigation to an interactive login form, cold (fresh context, no cache, no
 *      service worker) and from the service worker (the same context once the worker controls it),
 *      median of BENCH_RUNS (default 5).
 * Targets: warehouse portal first load <= 250 KB gzipped JS; from the service worker, login form
 * interactive <= 1 s. KB = 1024 bytes.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { startServer } from '../e2e/support/server';
import { serviceWorkerInControl } from '../e2e/helpers/service-worker';
import { kb, readClientBuild } from './support/built-chunks';
import type { ClientBuild } from './support/built-chunks';
import {
  launchChromium,
  loginFormInteractive,
  newContext,
  portalDownloads,
  PORTALS,
} from './support/portal-downloads';
import { ensureClientBuild, ROOT } from './support/server-process';

const CLIENT = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist/client');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_LOAD_TARGET_KB = 250;
const SW_INTERACTIVE_TARGET_MS = 1000;

function reportChunks(build: ClientBuild): void {
  const { manifest } = build;
  const firstLoad = build.firstLoad();
  const first = build.sizesOf(firstLoad);
  console.log('\n== Built chunks (gzip -9)');
  console.log(
    `First load (entry ${manifest[build.entryKey()].file} and its static imports, ${firstLoad.size} files):`,
  );
  console.log(`  JS ${kb(first.js)}   CSS ${kb(first.css)}   target JS <= ${FIRST_LOAD_TARGET_KB} KB`);
  for (const key of firstLoad)
    console.log(`    ${kb(build.gzipped(manifest[key].file)).padStart(9)}  ${manifest[key].file}`);

  console.log('\nLazy route chunks: own JS / own CSS / extra JS beyond the first load');
  for (const chunk of build.lazyChunks().filter((c) => c.origin !== 'shared')) {
    const own = build.sizesOf([chunk.key]);
    const extra = [...build.staticClosure(chunk.key)].filter((k) => !firstLoad.has(k));
    const extraSizes = build.sizesOf(extra);
    console.log(
      `  ${kb(own.js).padStart(9)} ${kb(own.css).padStart(9)} ${kb(extraSizes.js).padStart(9)}  ${chunk.label}`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measurePortals(browser: Browser, baseURL: string, build: ClientBuild): Promise<void> {
  console.log('\n== JS downloaded per portal, login page to home screen (gzip -9, fresh context)');
  for (const portal of PORTALS) {
    const { loginJs, homeJs, files, home } = await portalDownloads(browser, baseURL, portal, build);
    const verdict =
      portal.name === 'warehouse'
        ? `  (target <= ${FIRST_LOAD_TARGET_KB} KB: ${homeJs / 1024 <= FIRST_LOAD_TARGET_KB ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `  ${portal.name.padEnd(10)} login page ${kb(loginJs).padStart(9)}   to home ${home} ${kb(homeJs)} in ${files} files${verdict}`,
    );
  }
}

async function measureInteractive(browser: Browser, baseURL: string): Promise<void> {
  const cold: number[] = [];
  const fromWorker: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, baseURL, 'allow');
    const page = await context.newPage();
    cold.push(await loginFormInteractive(page, '/#/user/login'));
    await serviceWorkerInControl(page);
    const second = await context.newPage();
    fromWorker.push(await loginFormInteractive(second, '/#/user/login'));
    const controlled = await second.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) console.log('  (warning: the second load was not controlled by the service worker)');
    await context.close();
  }
  const show = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`\n== Navigation to interactive login form (headless Chromium, ${RUNS} runs, ms)`);
  console.log(`  cold (no cache, no worker)   median ${median(cold).toFixed(0)} ms   [${show(cold)}]`);
  console.log(
    `  from the service worker      median ${median(fromWorker).toFixed(0)} ms   [${show(fromWorker)}]   target <= ${SW_INTERACTIVE_TARGET_MS} ms: ${median(fromWorker) <= SW_INTERACTIVE_TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  ratio cold / service worker  ${(median(cold) / median(fromWorker)).toFixed(2)}`);
}

async function main(): Promise<void> {
  ensureClientBuild(CLIENT);
  const build = readClientBuild(CLIENT);
  reportChunks(build);
  console.log('\nStarting the server in demo mode...');
  const server = await startServer({ demo: true, env: { STATIC_DIR: CLIENT } });
  const browser = await launchChromium();
  try {
    await measurePortals(browser, server.url, build);
    await measureInteractive(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  // A benchmark reports; it never fails the build.
  console.log(`\nbench:web could not finish: ${error instanceof Error ? error.message : String(error)}`);
});
