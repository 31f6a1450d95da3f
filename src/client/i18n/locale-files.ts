/** The messages of one language, by namespace: { common: {...}, login: {...} }. */
export type LocaleMessages = Record<string, Record<string, unknown>>;

/** Groups an eager import.meta.glob of locales/<lang>/<namespace>.json by file name (its namespace). */
export function byNamespace(files: Record<string, Record<string, unknown>>): LocaleMessages {
  const messages: LocaleMessages = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) messages[namespace] = content;
  }
  return messages;
}
