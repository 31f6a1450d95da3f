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
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, startServer } from '../e2e/support/server';
import { ensureClientBuild, ROOT } from './support/server-process';

const CLIENT = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist/client');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_LOAD_TARGET_KB = 250;
const SW_INTERACTIVE_TARGET_MS = 1000;
const PORTALS = [
  { name: 'admin', choice: 'Administrator', username: 'admin' },
  { name: 'warehouse', choice: 'Warehouse staff', username: 'warehouse' },
  { name: 'seller', choice: 'Seller', username: 'seller' },
] as const;

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type ViteManifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(CLIENT, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function clientManifest(): ViteManifest {
  ensureClientBuild(CLIENT);
  return JSON.parse(fs.readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** The chunk keys a chunk loads statically (itself and its imports, recursively). */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function sizesOf(manifest: ViteManifest, keys: Iterable<string>): { js: number; css: number } {
  let js = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    js += gzipped(manifest[key].file);
    for (const css of manifest[key].css ?? []) cssFiles.add(css);
  }
  return { js, css: [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0) };
}

function reportChunks(manifest: ViteManifest): void {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const firstLoad = staticClosure(manifest, entryKey);
  const first = sizesOf(manifest, firstLoad);
  console.log('\n== Built chunks (gzip -9)');
  console.log(
    `First load (entry ${manifest[entryKey].file} and its static imports, ${firstLoad.size} files):`,
  );
  console.log(`  JS ${kb(first.js)}   CSS ${kb(first.css)}   target JS <= ${FIRST_LOAD_TARGET_KB} KB`);
  for (const key of firstLoad)
    console.log(`    ${kb(gzipped(manifest[key].file)).padStart(9)}  ${manifest[key].file}`);

  console.log('\nLazy route chunks: own JS / own CSS / extra JS beyond the first load');
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .sort();
  for (const key of routes) {
    const own = sizesOf(manifest, [key]);
    const extra = [...staticClosure(manifest, key)].filter((k) => !firstLoad.has(k));
    const extraSizes = sizesOf(manifest, extra);
    const label = (manifest[key].src ?? key).replace(/^src\/client\//, '');
    console.log(
      `  ${kb(own.js).padStart(9)} ${kb(own.css).padStart(9)} ${kb(extraSizes.js).padStart(9)}  ${label}`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Counts the gzipped size of every script the page downloads from our origin. */
function recordScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      files.add(url.pathname.slice(1));
  });
  return files;
}

/** Waits until no new script has arrived for a second (lazy screens load after the route renders). */
async function scriptsSettled(page: Page, files: Set<string>): Promise<void> {
  await page.waitForLoadState('networkidle');
  let count = -1;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 1000) {
    if (files.size !== count) {
      count = files.size;
      quietSince = Date.now();
    }
    await page.waitForTimeout(100);
  }
}

/** Milliseconds since navigation start when the login form takes input (fields and button enabled). */
async function loginFormInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const form = document.querySelector('form');
      const inputs = form ? [...form.querySelectorAll('input:not([type=hidden])')] : [];
      const submit = form?.querySelector('button[type=submit]');
      const ready =
        inputs.length >= 2 &&
        inputs.every((i) => !(i as HTMLInputElement).disabled) &&
        submit &&
        !(submit as HTMLButtonElement).disabled;
      return ready ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function newContext(
  browser: Browser,
  baseURL: string,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    serviceWorkers,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
}

async function measurePortals(browser: Browser, baseURL: string): Promise<void> {
  console.log('\n== JS downloaded per portal, login page to home screen (gzip -9, fresh context)');
  for (const portal of PORTALS) {
    // No worker: its precaching would fetch every chunk and blur what the portal itself needs.
    const context = await newContext(browser, baseURL, 'block');
    const page = await context.newPage();
    const files = recordScripts(page);
    await loginFormInteractive(page, '/#/user/login');
    await scriptsSettled(page, files);
    const loginJs = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    await page.getByText(portal.choice, { exact: true }).click();
    await page.getByLabel('Username').fill(portal.username);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.hash.includes('/user/login'), { timeout: 30_000 });
    await scriptsSettled(page, files);
    const homeJs = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    const verdict =
      portal.name === 'warehouse'
        ? `  (target <= ${FIRST_LOAD_TARGET_KB} KB: ${homeJs / 1024 <= FIRST_LOAD_TARGET_KB ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `  ${portal.name.padEnd(10)} login page ${kb(loginJs).padStart(9)}   to home ${decodeURIComponent(new URL(page.url()).hash)} ${kb(homeJs)} in ${files.size} files${verdict}`,
    );
    await context.close();
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
  const manifest = clientManifest();
  reportChunks(manifest);
  console.log('\nStarting the server in demo mode...');
  const server = await startServer({ demo: true, env: { STATIC_DIR: CLIENT } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await measurePortals(browser, server.url);
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
