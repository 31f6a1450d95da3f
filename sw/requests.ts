/**
 * Which requests the service worker may answer from its caches. Pure, so it is unit tested
 * (sw/requests.test.ts) and shared by the worker's routes in sw/sw.ts.
 */

/** Stored pictures are addressed by their SHA-256, so a URL never changes content. */
const FILE_BY_HASH = /^\/api\/[a-z]+\/files\/[a-f0-9]{64}$/;
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** Every /api/ call goes to the network: data must never be served stale from a cache. */
export const API_PATH = /^\/api(\/|$)/;

export function isApiPath(pathname: string): boolean {
  return API_PATH.test(pathname);
}

/** A picture from the content-hash file store (immutable, safe to keep forever). */
export function isFileByHash(pathname: string): boolean {
  return FILE_BY_HASH.test(pathname);
}

/** Images worth caching: same-origin static images, and pictures in the file store. */
export function isCacheableImage(url: URL, origin: string, destination: string): boolean {
  if (url.origin !== origin) return false;
  if (isFileByHash(url.pathname)) return true;
  if (isApiPath(url.pathname)) return false;
  return destination === 'image' || IMAGE_EXTENSION.test(url.pathname);
}
