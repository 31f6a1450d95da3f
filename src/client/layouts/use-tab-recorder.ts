import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routing/route-types';
import { activeToken, useSession } from '../stores/session';
import { useTabBarStore } from './tab-bar-store';

/**
 * Records each page an admin opens as a tab (spec section 2 "Tab bar"): the leaf route's name
 * (one tab per screen), its title and the full path. Runs in RootShell so public and dashboard pages count too; logging out
 * forgets the tabs, so the next admin on the device starts clean.
 */
export function useTabRecorder() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.meta.title;
  const screen = handle?.name;
  const isAdmin = useSession((s) => activeToken(s) !== null && s.storedUserType === 'admin');
  const dispatch = useTabBarStore((s) => s.dispatch);
  const reset = useTabBarStore((s) => s.reset);

  useEffect(() => {
    if (!isAdmin) reset();
  }, [isAdmin, reset]);

  useEffect(() => {
    if (isAdmin && title && screen)
      dispatch({ kind: 'visit', tab: { screen, path: pathname + search, title } });
  }, [isAdmin, title, screen, pathname, search, dispatch]);
}
