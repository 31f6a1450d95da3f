import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../domain/kernel/users';
import { useSettings } from '../stores/settings';
import type { LocaleMessages } from './locale-files';

/**
 * Client translations (spec section 9: en-US and zh-CN, default en-US or a Chinese browser).
 * API:
 *   loadLocale(locale, ns?)    fetch namespaces of one language (one chunk per language and
 *                              namespace) and add them to i18next; main.tsx awaits the first
 *                              screen's for the stored language before the first render; after
 *                              that useTranslation('<ns>') loads a screen's own on demand
 *   initI18n()                 initialise once, after loadLocale (main.tsx; the client test
 *                              setup loads every language first)
 *   switchLanguage(locale)     this device's side of the language switch: the namespaces in
 *                              use in the new language, i18next, the settings store, dayjs and
 *                              the page (change-language.ts adds the server's side)
 *   LOCALES, FIRST_NAMESPACES, allNamespaces(), loadedNamespaces()
 * Only the first screen's namespaces of the active language are in the first load; the service
 * worker precaches every chunk, so any screen and the switch work offline after one visit. A
 * file's name is its namespace ("auth:title").
 */
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Namespaces the first screen (root shell, login, warehouse selector) needs before it renders. */
export const FIRST_NAMESPACES = ['common', 'shell', 'auth', 'pwa'] as const;

/** One lazy chunk per language and namespace: a screen downloads only the texts it shows. */
const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  import: 'default',
});

function fileOf(locale: string, namespace: string): (() => Promise<Record<string, unknown>>) | undefined {
  return NAMESPACE_FILES[`../../../locales/${locale}/${namespace}.json`];
}

/** Every namespace there is (every language has the same files; a test checks). */
export function allNamespaces(): string[] {
  const names = Object.keys(NAMESPACE_FILES)
    .filter((file) => file.includes(`/${FALLBACK_LOCALE}/`))
    .map((file) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? '');
  return names.filter(Boolean).sort();
}

const loaded: Partial<Record<Locale, LocaleMessages>> = {};

/**
 * Loads namespaces of one language before i18next starts (main.tsx: the first screen's; the client
 * tests: all of them). After start, i18next's backend loads the rest on demand (useTranslation).
 */
export async function loadLocale(
  locale: Locale,
  namespaces: readonly string[] = FIRST_NAMESPACES,
): Promise<void> {
  const messages = (loaded[locale] ??= {});
  await Promise.all(
    namespaces
      .filter((namespace) => !messages[namespace])
      .map(async (namespace) => {
        const file = fileOf(locale, namespace);
        if (file) messages[namespace] = await file();
      }),
  );
  if (!i18next.isInitialized) return;
  for (const [namespace, bundle] of Object.entries(messages))
    i18next.addResourceBundle(locale, namespace, bundle, true, true);
}

/** The namespaces loaded so far, in any language. */
export function loadedNamespaces(): string[] {
  return [...new Set(Object.values(loaded).flatMap((messages) => Object.keys(messages)))].sort();
}

function dayjsLocale(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}

const lazyNamespaces = resourcesToBackend((locale: string, namespace: string) => {
  const file = fileOf(locale, namespace);
  return file ? file() : Promise.reject(new Error(`no translations ${locale}/${namespace}`));
});

function loadMissingNamespace(namespace: string): void {
  if (!fileOf(i18next.language, namespace) || i18next.hasResourceBundle(i18next.language, namespace)) return;
  void i18next.loadNamespaces(namespace);
}

export function initI18n(locale: Locale = useSettings.getState().lang): typeof i18next {
  dayjs.locale(dayjsLocale(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (!loaded[locale]) throw new Error(`initI18n(${locale}) before loadLocale(${locale})`);
  if (i18next.isInitialized) {
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    return i18next;
  }
  void i18next
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      initAsync: false,
      resources: { ...loaded },
      partialBundledLanguages: true,
      lng: locale,
      supportedLngs: LOCALES,
      // Both languages have the same keys (a test checks), so nothing falls back: a Chinese screen
      // never downloads the English texts too.
      fallbackLng: false,
      ns: loadedNamespaces(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // A text of an area not loaded yet (a status label from src/domain, a title) loads that
      // area's namespace, and the screens showing texts re-render when it arrives.
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: (_locales, namespace) => loadMissingNamespace(namespace),
      react: { bindI18n: 'languageChanged loaded' },
    });
  return i18next;
}

/** This device's side of the language switch (change-language.ts's changeAppLanguage adds the server's). */
export async function switchLanguage(locale: Locale): Promise<void> {
  // The namespaces in use now, in the other language, before the switch: no screen shows keys.
  await loadLocale(locale, [
    ...new Set([...FIRST_NAMESPACES, ...(i18next.reportNamespaces?.getUsedNamespaces() ?? [])]),
  ]);
  useSettings.getState().setSetting('lang', locale);
  dayjs.locale(dayjsLocale(locale));
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
