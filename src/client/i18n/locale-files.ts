/** The messages of one language, by namespace: { common: {...}, login: {...} }. */
export type LocaleMessages = Record<string, Record<string, unknown>>;
