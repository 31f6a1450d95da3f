import { byNamespace } from './locale-files';

/** Every Chinese namespace, as one chunk that setup.ts loads when Chinese is in use. */
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../../locales/zh-CN/*.json', { eager: true, import: 'default' }),
);
