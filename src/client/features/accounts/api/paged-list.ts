import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../api/paging';

/**
 * What the account screens' paged lists (merchants, platform staff, roles, audit log) share:
 * their query keys and how a page is cached.
 */

/** `all` covers everything of one list, `lists()` its pages, `list(query)` one page. */
export function listKeys<Q>(name: string) {
  const all = ['accounts', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Q) => [...all, 'list', query] as const,
  };
}

/**
 * The previous page stays on screen while the next one loads. A page restored from the persisted
 * cache (after a reload) is shown at once and then asked for again: admins act on what someone
 * else changed a moment ago.
 */
export function pagedListOptions<K extends readonly unknown[], T>(
  queryKey: K,
  queryFn: () => Promise<Page<T>>,
) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, staleTime: 0 });
}
