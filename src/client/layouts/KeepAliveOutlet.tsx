import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import type { RouteHandle } from '../routing/route-types';
import { ScreenVisibility } from '../components/screen-visibility';
import { MAX_CACHED_VIEWS, touchCachedView } from './cached-views';

type Cache = { order: string[]; views: Map<string, ReactNode> };

/**
 * The page area of the portal layouts. Screens whose route has meta.keepAlive stay mounted
 * (hidden) after the user leaves them, at most MAX_CACHED_VIEWS, least recently used dropped,
 * so coming back finds the same filters, page and scroll position.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const keepAlive = leaf?.meta.keepAlive === true && outlet !== null;
  const [cache, setCache] = useState<Cache>({ order: [], views: new Map() });

  // Adjusting state while rendering (React's "storing information from previous renders"):
  // the first render of a keep-alive path stores its element; later visits only reorder.
  if (keepAlive && cache.order[cache.order.length - 1] !== pathname) {
    const { order, evicted } = touchCachedView(cache.order, pathname, MAX_CACHED_VIEWS);
    const views = new Map(cache.views);
    if (!views.has(pathname)) views.set(pathname, outlet);
    for (const gone of evicted) views.delete(gone);
    setCache({ order, views });
  }

  return (
    <>
      {[...cache.views].map(([path, view]) => (
        <div key={path} hidden={!keepAlive || path !== pathname} data-cached-view={path}>
          <ScreenVisibility.Provider value={keepAlive && path === pathname}>{view}</ScreenVisibility.Provider>
        </div>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}
