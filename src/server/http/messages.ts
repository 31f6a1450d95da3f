import i18next from 'i18next';
import enServer from '../../../locales/en-US/server.json';
import zhServer from '../../../locales/zh-CN/server.json';
import type { Language } from '../../domain/users';

/** Server messages (the `msg` of the envelope) in the request's language. */
const server = i18next.createInstance();
void server.init({
  initAsync: false,
  resources: { en_us: { server: enServer }, zh_cn: { server: zhServer } },
  lng: 'en_us',
  fallbackLng: 'en_us',
  ns: ['server'],
  defaultNS: 'server',
  interpolation: { escapeValue: false },
});

export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  return server.t(key, { lng: lang, ...params });
}

export function hasMessage(key: string): boolean {
  return server.exists(key, { lng: 'en_us' });
}

export function languageOf(header: unknown): Language {
  return typeof header === 'string' && header.toLowerCase() === 'zh_cn' ? 'zh_cn' : 'en_us';
}
