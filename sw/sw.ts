/// <reference lib="webworker" />
/**
 * The SoleStack service worker (built by vite-plugin-pwa, injectManifest strategy).
 * - Precaches the app shell injected at build time (index.html, JS, CSS with the bundled
 *   locales, icons) and drops caches of older releases.
 * - Navigations outside /api/ are answered with the precached index.html, so the app opens offline.
 * - Images are cached (CacheFirst): static images and /api/<host>/files/<sha256> pictures.
 *   No other /api/ call is ever cached.
 * - A new release waits until the page sends {type:'SKIP_WAITING'} (the user pressed "Reload").
 * - When the network returns, open pages get {type:'SYNC_NOW'} so the outbox is pushed.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { OUTBOX_SYNC_TAG, SYNC_NOW, isSkipWaitingMessage } from './messages';
import type { SyncNowMessage } from './messages';
import { API_PATH, isCacheableImage } from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync is Chromium-only and not in TypeScript's lib yet. */
type BackgroundSyncEvent = ExtendableEvent & { tag: string };

const IMAGE_CACHE = `${cacheNames.prefix}-images`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once, so its pictures are cached from the start.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [API_PATH] }));

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && isCacheableImage(url, self.location.origin, request.destination),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

async function tellPagesToSync(reason: SyncNowMessage['reason']): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SyncNowMessage = { type: SYNC_NOW, reason };
  for (const page of pages) page.postMessage(message);
}

self.addEventListener('online', () => {
  void tellPagesToSync('online');
});

self.addEventListener('sync', (event) => {
  const syncEvent = event as BackgroundSyncEvent;
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(tellPagesToSync('background-sync'));
});
