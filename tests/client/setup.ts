import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { allNamespaces, LOCALES, loadLocale } from '../../src/client/i18n/setup';

// The app loads the first screen's namespaces before its first render and the others on demand;
// tests render any screen in either language at once.
await Promise.all(LOCALES.map((locale) => loadLocale(locale, allNamespaces())));

// Screens answer through async cache lookups (Dexie on fake-indexeddb, live queries): on a loaded
// 2-core machine they need more than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

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
