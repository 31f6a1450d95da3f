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

/** The route segments that choose a list's page and tab: one cached view holds them all. */
const LIST_SEGMENTS = ['pageNo', 'type'] as const;

/**
 * The cached view a route match belongs to: its route and its parameters, less the list's page and
 * tab (:pageNo and, on a list, :type), so a list keeps one view, its filters included, across its
 * pages and tabs. A screen without :pageNo keeps :type (a settings section is its own view).
 */
export function cachedViewKey(match: {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
}): string {
  const isList = 'pageNo' in match.params;
  const kept = Object.entries(match.params)
    .filter(([name]) => !(isList && (LIST_SEGMENTS as readonly string[]).includes(name)))
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return [match.id, ...kept].join('|');
}
