import 'fake-indexeddb/auto';
import { LOCALES, loadLocale } from '../../src/client/i18n/setup';

// The app loads one language's chunk before its first render; tests render either language at once.
await Promise.all(LOCALES.map(loadLocale));

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
