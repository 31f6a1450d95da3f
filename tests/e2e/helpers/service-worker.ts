import type { Page } from '@playwright/test';

/**
 * Resolves once the service worker has finished activating and controls the page. Activation waits
 * for the whole precache (about 390 files, 4 MB), which takes longer than an action's 15 s on a
 * loaded 2-core machine.
 */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 60_000 },
  );
}
