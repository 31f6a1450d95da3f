/**
 * Cached views (spec section 9: at most 5): the last visited keep-alive screens stay mounted
 * (hidden) so a seller going back to a list finds its filters and scroll position. Least
 * recently used first; visiting a cached path moves it to the end.
 */
export const MAX_CACHED_VIEWS = 5;

export type CachedViewOrder = { order: string[]; evicted: string[] };

export function touchCachedView(
  order: readonly string[],
  path: string,
  max = MAX_CACHED_VIEWS,
): CachedViewOrder {
  const next = [...order.filter((p) => p !== path), path];
  const overflow = Math.max(0, next.length - max);
  return { order: next.slice(overflow), evicted: next.slice(0, overflow) };
}
