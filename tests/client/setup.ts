import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { allNamespaces, LOCALES, loadLocale } from '../../src/client/i18n/setup';
import { offlineDb } from '../../src/client/offline/db';
import { useSession } from '../../src/client/stores/session';
import { defaultSettings, useSettings } from '../../src/client/stores/settings';
import { resetStores } from './support/resettable-zustand';

vi.mock('zustand', async () => (await import('./support/resettable-zustand')).resettableZustand());

// The app loads the first screen's namespaces before its first render and the others on demand;
// tests render any screen in either language at once.
await Promise.all(LOCALES.map((locale) => loadLocale(locale, allNamespaces())));

// Screens answer through async cache lookups (Dexie on fake-indexeddb, live queries): on a loaded
// 2-core machine they need more than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Client files share a module graph per worker, and screens a document (vitest.config.ts): each file
// starts as a new page would (every store as first made, nothing in the offline database or local
// storage, nobody logged in, default settings), and what a test rendered is unmounted after it,
// whether or not its file says so.
beforeAll(async () => {
  await Promise.all(offlineDb.tables.map((table) => table.clear()));
  if (typeof document === 'undefined') return;
  // The stores that persist write to local storage as they are put back, so only where it exists.
  resetStores();
  localStorage.clear();
  useSession.getState().logout();
  useSettings.setState(defaultSettings());
});
if (typeof document !== 'undefined') afterEach(cleanup);

/**
 * What jsdom lacks and Mantine needs (Mantine's own jest/vitest setup): matchMedia,
 * ResizeObserver, scrollIntoView and a computed style without pseudo-elements.
 */
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  const noMediaMatches = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Every test starts on a wide screen: the files share one window (isolate: false), and a file that
  // keeps "the real matchMedia" at its load could keep another file's phone or tablet instead.
  window.matchMedia = noMediaMatches;
  beforeEach(() => {
    window.matchMedia = noMediaMatches;
  });
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoopResizeObserver;
}
