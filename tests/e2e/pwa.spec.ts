import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { serviceWorkerInControl } from './helpers/service-worker';

/**
 * Installable PWA: the manifest and its icons, the service worker taking over after the first
 * visit, the app shell opening with the network gone, and API answers never served from a cache.
 */
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function openLoginPage(page: Page) {
  await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
}

test('the web app manifest makes the app installable, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();

  const answer = await request.get(href ?? '');
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'SoleStack Warehouse',
    short_name: 'SoleStack',
    start_url: './',
    scope: './',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const wanted = [
    { size: 192, purpose: undefined },
    { size: 512, purpose: undefined },
    { size: 512, purpose: 'maskable' },
  ];
  for (const { size, purpose } of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${size}px ${purpose ?? 'any'} icon`).toBeDefined();
    const image = await request.get(new URL(icon?.src ?? '', answer.url()).href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: size, height: size });
  }

  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    String(manifest.theme_color),
  );
});

test('the service worker is active and controls the page after the first visit', async ({ page }) => {
  await openLoginPage(page);
  await serviceWorkerInControl(page);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
});

test('after one online visit the app opens offline: the login page renders from the cache', async ({
  page,
  context,
}) => {
  await openLoginPage(page);
  await serviceWorkerInControl(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();

    // A fresh navigation to another app address is answered with the cached shell too.
    await page.goto('/#/policy');
    await expect(page.locator('#root')).not.toBeEmpty();
  } finally {
    await context.setOffline(false);
  }
});

test('API answers are never served from the service worker cache', async ({ page, context }) => {
  await openLoginPage(page);
  await serviceWorkerInControl(page);
  const online = await page.evaluate(async () => (await fetch('/api/system/version/web')).status);
  expect(online).toBe(200);

  await context.setOffline(true);
  try {
    const offline = await page.evaluate(async () => {
      try {
        return `answered ${(await fetch('/api/system/version/web')).status}`;
      } catch {
        return 'network error';
      }
    });
    expect(offline).toBe('network error');
  } finally {
    await context.setOffline(false);
  }
});
