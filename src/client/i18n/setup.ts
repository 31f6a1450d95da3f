import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_LANGUAGE } from '../../domain/users';
import type { Locale } from '../../domain/users';
import { getJson } from '../api/http';
import { activeToken, useSession } from '../stores/session';
import { useSettings } from '../stores/settings';

/**
 * Client translations (spec section 9: en-US and zh-CN, default en-US or a Chinese browser).
 * API:
 *   initI18n()                 initialise once before rendering (main.tsx; tests call it too)
 *   changeAppLanguage(locale)  the language switch: i18next, the settings store, dayjs and,
 *                              when logged in, the server (GET /changeLanguage for warehouse
 *                              users, GET /sys_user/changeLanguage for the others); it rejects
 *                              when the server could not save it, after switching this device
 *   LOCALES, NAMESPACES, localeResources
 * Every locales/<lang>/<area>.json is bundled; its file name is its namespace ("login:title").
 */
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const FALLBACK_LOCALE: Locale = 'en-US';

type Messages = Record<string, unknown>;

const files = import.meta.glob<Messages>('../../../locales/*/*.json', { eager: true, import: 'default' });

/** { 'en-US': { common: {...}, login: {...} }, 'zh-CN': {...} } from the bundled files. */
export const localeResources: Record<string, Record<string, Messages>> = {};
for (const [path, messages] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!locale || !namespace) continue;
  (localeResources[locale] ??= {})[namespace] = messages;
}

export const NAMESPACES: readonly string[] = [
  ...new Set(Object.values(localeResources).flatMap((byNamespace) => Object.keys(byNamespace))),
].sort();

function dayjsLocale(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}

export function initI18n(locale: Locale = useSettings.getState().lang): typeof i18next {
  dayjs.locale(dayjsLocale(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18next.isInitialized) {
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    initAsync: false,
    resources: localeResources,
    lng: locale,
    supportedLngs: LOCALES,
    fallbackLng: FALLBACK_LOCALE,
    ns: NAMESPACES,
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
  useSettings.getState().setSetting('lang', locale);
  dayjs.locale(dayjsLocale(locale));
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
  if (activeToken() === null) return;
  await getJson(changeLanguagePath(), { language: LOCALE_LANGUAGE[locale] }, { notify: false });
}
