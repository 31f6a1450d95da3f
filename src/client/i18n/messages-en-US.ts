import { byNamespace } from './locale-files';

/** Every English namespace, as one chunk that setup.ts loads when English is in use. */
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>('../../../locales/en-US/*.json', { eager: true, import: 'default' }),
);
