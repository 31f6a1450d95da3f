import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import { isSelfOperatedWarehouseArea } from '../api/http';
import type { RouteHandle } from '../routing/route-types';
import { ScreenVisibility } from '../components/screen-visibility';
import { cachedViewKey, MAX_CACHED_VIEWS, touchCachedView } from './cached-views';

/**
 * The page area of the portal layouts. Screens whose route has meta.keepAlive stay mounted
 * (hidden) after the user leaves them, at most MAX_CACHED_VIEWS, least recently used dropped,
 * so coming back finds the same filters, page and scroll position. A list's pages and tabs are
 * one view (cachedViewKey): paging keeps the list's filters and never hides the list being read
 * behind another copy of it.
 *
 * Views are kept within one API: the admin's self-operated warehouse area works on the seller API
 * (api/http.ts chooses by the address on display), so a view kept from the other side would send
 * its polls and refetches to the wrong one. Crossing into or out of that area starts afresh.
 */
export function KeepAliveOutlet() {
  // A new key remounts the views: none is kept across the border of the self-operated area.
  const selfOperated = isSelfOperatedWarehouseArea(`#${useLocation().pathname}`);
  return <CachedViews key={selfOperated ? 'seller API' : 'portal API'} />;
}

function CachedViews() {
  const outlet = useOutlet();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const keepAlive = (leaf?.handle as RouteHandle | undefined)?.meta.keepAlive === true && outlet !== null;
  const shown = keepAlive && leaf ? cachedViewKey(leaf) : null;
  const [order, setOrder] = useState<string[]>([]);

  // Adjusting state while rendering (React's "storing information from previous renders"):
  // a visit puts its view last, and the view least recently used goes once there are too many.
  if (shown !== null && order[order.length - 1] !== shown) {
    setOrder(touchCachedView(order, shown, MAX_CACHED_VIEWS).order);
  }

  return (
    <>
      {order.map((key) => (
        <div key={key} hidden={key !== shown} data-cached-view={key}>
          <ScreenVisibility.Provider value={key === shown}>
            <CachedView shown={key === shown} outlet={outlet} />
          </ScreenVisibility.Provider>
        </div>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}

/** One cached view: the current page while shown; while hidden, what it last showed. */
function CachedView({ shown, outlet }: { shown: boolean; outlet: ReactNode }) {
  const [kept, setKept] = useState(outlet);
  if (shown && kept !== outlet) setKept(outlet);
  return shown ? outlet : kept;
}
