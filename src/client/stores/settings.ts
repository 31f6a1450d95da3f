import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import type { Locale } from '../../domain/kernel/users';
import type { ContentWidth, LayoutName, ThemeName } from '../../domain/settings/settings-choices';
import { APP_VERSION } from '../../domain/kernel/version';
import { STORAGE_KEYS } from './storage-keys';

/**
 * App settings (spec section 3 "App settings"), persisted in local storage.
 * API: useSettings(selector) for components, useSettings.getState() outside React;
 * setSetting(key, value) / setSettings(partial) change them; defaultSettings() gives the defaults.
 * Changing `lang` here does not switch i18next: call changeAppLanguage() from i18n/change-language.ts.
 * The theme follows the device by default (issue 13: the spec's forced dark theme read as unfinished).
 */
/** 'auto' follows the device's light or dark preference (the names are src/domain/settings/settings-choices.ts's). */
export type { ContentWidth, LayoutName, ThemeName } from '../../domain/settings/settings-choices';

export type AppSettings = {
  sideCollapsed: boolean;
  isMobile: boolean;
  theme: ThemeName;
  layout: LayoutName;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  color: string;
  weak: boolean;
  multiTab: boolean;
  lang: Locale;
  version: string;
};

type SettingsActions = {
  setSetting: <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => void;
  setSettings: (patch: Partial<AppSettings>) => void;
};

/** The browser's language decides the default only when it is Chinese (spec section 9). */
export function browserLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  return languages[0]?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function defaultSettings(): AppSettings {
  return {
    sideCollapsed: false,
    isMobile: false,
    theme: 'auto',
    layout: 'sidemenu',
    contentWidth: 'Fluid',
    // The shell has always kept both in place: fixed is what every user has seen.
    fixedHeader: true,
    fixedSidebar: true,
    autoHideHeader: false,
    color: '#1677ff',
    weak: false,
    multiTab: true,
    lang: browserLocale(),
    version: APP_VERSION,
  };
}

/** The three settings that have their own key (spec: sidebar type, layout, language). */
const OWN_KEYS = {
  sideCollapsed: STORAGE_KEYS.sidebarType,
  layout: STORAGE_KEYS.layout,
  lang: STORAGE_KEYS.language,
} as const;

/** Splits the persisted settings over their own keys and one key for the rest. */
const splitStorage: StateStorage = {
  getItem(name) {
    const rest = localStorage.getItem(name);
    if (rest === null) return null;
    const parsed = JSON.parse(rest) as { state: Record<string, unknown>; version?: number };
    for (const [field, key] of Object.entries(OWN_KEYS)) {
      const own = localStorage.getItem(key);
      if (own !== null) parsed.state[field] = JSON.parse(own);
    }
    return JSON.stringify(parsed);
  },
  setItem(name, value) {
    const parsed = JSON.parse(value) as { state: Record<string, unknown>; version?: number };
    for (const [field, key] of Object.entries(OWN_KEYS)) {
      localStorage.setItem(key, JSON.stringify(parsed.state[field]));
      delete parsed.state[field];
    }
    localStorage.setItem(name, JSON.stringify(parsed));
  },
  removeItem(name) {
    for (const key of Object.values(OWN_KEYS)) localStorage.removeItem(key);
    localStorage.removeItem(name);
  },
};

export const useSettings = create<AppSettings & SettingsActions>()(
  persist(
    (set) => ({
      ...defaultSettings(),
      setSetting: (key, value) => set({ [key]: value } as Partial<AppSettings>),
      setSettings: (patch) => set(patch),
    }),
    {
      name: STORAGE_KEYS.settings,
      storage: createJSONStorage(() => splitStorage),
      partialize: ({ setSetting: _set, setSettings: _setAll, ...settings }) => settings,
      // Version 0 stored the forced dark theme, which no user ever chose: it follows the device now.
      // Before version 2 fixedHeader and fixedSidebar were stored false but had no effect (the shell kept
      // both fixed): they take the fixed values users saw, now that the shell follows them.
      version: 2,
      migrate: (stored, version) => {
        let settings = stored as Partial<AppSettings>;
        if (version < 1) settings = { ...settings, theme: 'auto' };
        if (version < 2) settings = { ...settings, fixedHeader: true, fixedSidebar: true };
        return settings;
      },
      // The version is the running build's, never the stored one.
      merge: (stored, current) => ({ ...current, ...(stored as Partial<AppSettings>), version: APP_VERSION }),
    },
  ),
);

/** The current language without subscribing (used by the http client for the language header). */
export function currentLocale(): Locale {
  return useSettings.getState().lang;
}
