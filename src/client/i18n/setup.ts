import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_LANGUAGE } from '../../domain/users';
import type { Locale } from '../../domain/users';
import { activeToken, useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import type { LocaleMessages } from './locale-files';

/**
 * Client translations (spec section 9: en-US and zh-CN, default en-US or a Chinese browser).
 * API:
 *   loadLocale(locale)         fetch one language's messages (one chunk per language) and add
 *                              them to i18next; main.tsx awaits it for the stored language
 *                              before the first render, the switch awaits it for the other one
 *   initI18n()                 initialise once, after loadLocale (main.tsx; the client test
 *                              setup loads every language first)
 *   changeAppLanguage(locale)  the language switch: i18next, the settings store, dayjs and,
 *                              when logged in, the server (GET /changeLanguage for warehouse
 *                              users, GET /sys_user/changeLanguage for the others); it rejects
 *                              when the server could not save it, after switching this device
 *   LOCALES, loadedNamespaces()
 * Only the active language is in the first load; the service worker precaches the other's chunk,
 * so switching works offline after one visit. A file's name is its namespace ("login:title").
 */
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const FALLBACK_LOCALE: Locale = 'en-US';

const LOCALE_CHUNKS: Record<Locale, () => Promise<{ messages: LocaleMessages }>> = {
  'en-US': () => import('./messages-en-US'),
  'zh-CN': () => import('./messages-zh-CN'),
};

const loaded: Partial<Record<Locale, LocaleMessages>> = {};

export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const { messages } = await LOCALE_CHUNKS[locale]();
  loaded[locale] = messages;
  if (!i18next.isInitialized) return;
  for (const [namespace, bundle] of Object.entries(messages)) i18next.addResourceBundle(locale, namespace, bundle, true, true);
}

/** The namespaces of the languages loaded so far (every language has the same ones). */
export function loadedNamespaces(): string[] {
  return [...new Set(Object.values(loaded).flatMap((messages) => Object.keys(messages)))].sort();
}

function dayjsLocale(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}

export function initI18n(locale: Locale = useSettings.getState().lang): typeof i18next {
  dayjs.locale(dayjsLocale(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (!loaded[locale]) throw new Error(`initI18n(${locale}) before loadLocale(${locale})`);
  if (i18next.isInitialized) {
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    initAsync: false,
    resources: { ...loaded },
    lng: locale,
    supportedLngs: LOCALES,
    fallbackLng: FALLBACK_LOCALE,
    ns: loadedNamespaces(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

function changeLanguagePath(): string {
  return useSession.getState().storedUserType === 'warehouse' ? '/changeLanguage' : '/sys_user/changeLanguage';
}

export async function changeAppLanguage(locale: Locale): Promise<void> {
  await loadLocale(locale);
  useSettings.getState().setSetting('lang', locale);
  dayjs.locale(dayjsLocale(locale));
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
  if (activeToken() === null) return;
  // Loaded here, not at the top: translations load before anything else (tests and the first
  // render), and must not pull the HTTP client and its notifications in with them.
  const { getJson } = await import('../api/http');
  await getJson(changeLanguagePath(), { language: LOCALE_LANGUAGE[locale] }, { notify: false });
}
