/**
 * What a browser downloads, measured in headless Chromium against the real server in demo mode:
 * what bench:web reports and the size budget checks.
 *   const browser = await launchChromium();
 *   await portalDownloads(browser, server.url, portal, build)
 *     -> { loginJs, homeJs, files, home }: gzipped bytes of the scripts from our origin downloaded
 *        to an interactive login page, then in all once logged in at the portal's home screen
 *   await loginFormInteractive(page, url)  -> ms from navigation to a login form taking input
 * A fresh context per portal, service workers blocked: precaching would fetch every chunk.
 */
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../e2e/support/server';
import type { ClientBuild } from './built-chunks';

export const PORTALS = [
  { name: 'admin', choice: 'Administrator', username: 'admin' },
  { name: 'warehouse', choice: 'Warehouse staff', username: 'warehouse' },
  { name: 'seller', choice: 'Seller', username: 'seller' },
] as const;
export type Portal = (typeof PORTALS)[number];
export type PortalName = Portal['name'];

export type PortalDownloads = {
  /** Gzipped JS downloaded to an interactive login page. */
  loginJs: number;
  /** Gzipped JS downloaded from the login page to the portal's home screen, login page included. */
  homeJs: number;
  files: number;
  /** The home screen's route, e.g. '#/warehouse/workplace'. */
  home: string;
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export function newContext(
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

/** Records the built files of every script the page downloads from our origin. */
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
export async function loginFormInteractive(page: Page, url: string): Promise<number> {
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

export async function portalDownloads(
  browser: Browser,
  baseURL: string,
  portal: Portal,
  build: ClientBuild,
): Promise<PortalDownloads> {
  const context = await newContext(browser, baseURL, 'block');
  try {
    const page = await context.newPage();
    const files = recordScripts(page);
    const total = () => [...files].reduce((sum, file) => sum + build.gzipped(file), 0);
    await loginFormInteractive(page, '/#/user/login');
    await scriptsSettled(page, files);
    const loginJs = total();
    await page.getByText(portal.choice, { exact: true }).click();
    await page.getByLabel('Username').fill(portal.username);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.hash.includes('/user/login'), { timeout: 30_000 });
    await scriptsSettled(page, files);
    return {
      loginJs,
      homeJs: total(),
      files: files.size,
      home: decodeURIComponent(new URL(page.url()).hash),
    };
  } finally {
    await context.close();
  }
}
