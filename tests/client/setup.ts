import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { allNamespaces, LOCALES, loadLocale } from '../../src/client/i18n/setup';
import { useSession } from '../../src/client/stores/session';
import { defaultSettings, useSettings } from '../../src/client/stores/settings';

// The app loads the first screen's namespaces before its first render and the others on demand;
// tests render any screen in either language at once.
await Promise.all(LOCALES.map((locale) => loadLocale(locale, allNamespaces())));

// Screens answer through async cache lookups (Dexie on fake-indexeddb, live queries): on a loaded
// 2-core machine they need more than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Client files share a document per worker (vitest.config.ts): each file starts as a new page would
// (nothing stored, nobody logged in, default settings), and what a test rendered is unmounted after
// it, whether or not its file says so.
if (typeof document !== 'undefined') {
  beforeAll(() => {
    localStorage.clear();
    useSession.getState().logout();
    useSettings.setState(defaultSettings());
  });
  afterEach(cleanup);
}

/**
 * What jsdom lacks and Mantine needs (Mantine's own jest/vitest setup): matchMedia,
 * ResizeObserver, scrollIntoView and a computed style without pseudo-elements.
 */
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.matchMedia ??= (query: string) =>
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
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoopResizeObserver;
}
