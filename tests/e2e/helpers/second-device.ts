import type { Browser, Page } from '@playwright/test';

/**
 * A second person on another device: their own browser context, so sessions never mix. A new
 * context does not inherit the test's options, so it states the ones the specs rely on (a desktop
 * unless another viewport is given, e.g. a tablet's 1024x768).
 */
export async function secondDevice(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport });
  return context.newPage();
}
