/**
 * The app settings a user keeps on the server (spec section 3 "App settings"; issue 28 point 7), so an
 * installed app and a browser agree: theme, layout, content width, fixed header and sidebar, language.
 * The device keeps the rest (sidebar collapsed, mobile) and caches these for offline use.
 * The theme follows the device by default ('auto', issue 13: a forced dark theme read as unfinished);
 * dark stays one choice away.
 */
export const THEMES = ['auto', 'dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Side menu (the spec's default) or the menu across the top. */
export const LAYOUTS = ['sidemenu', 'topmenu'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Fluid: the page fills the window; Fixed: it keeps a readable width, centred. */
export const CONTENT_WIDTHS = ['Fluid', 'Fixed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

/** The width of a Fixed page, in px. */
export const FIXED_CONTENT_WIDTH = 1200;

export const SETTINGS_LOCALES = ['en-US', 'zh-CN'] as const;
export type SettingsLocale = (typeof SETTINGS_LOCALES)[number];

/** The settings kept on the server (settings.ts's schemas check requests against these). */
export type SyncedSettings = {
  theme: ThemeName;
  layout: LayoutName;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  lang: SettingsLocale;
};
/** Any of them: what a save sends and what the server holds for a user. */
export type SettingsPatch = Partial<SyncedSettings>;
/** What the server keeps for a user: only what they set (a new user has none), and when. */
export type StoredSettings = { settings: SettingsPatch; updatedAt: string | null };

/** Each setting's allowed values, in the settings screen's order. */
const ALLOWED: { [K in keyof SyncedSettings]: readonly SyncedSettings[K][] } = {
  theme: THEMES,
  layout: LAYOUTS,
  contentWidth: CONTENT_WIDTHS,
  fixedHeader: [true, false],
  fixedSidebar: [true, false],
  lang: SETTINGS_LOCALES,
};
export const SYNCED_SETTING_KEYS = Object.keys(ALLOWED) as (keyof SyncedSettings)[];

/**
 * Stored settings read leniently, without the schema library (the client reads them after every
 * login): a value no longer known (an older or newer client's) is dropped rather than failing the
 * whole read.
 */
export function readStoredSettings(raw: unknown): SettingsPatch {
  if (raw === null || typeof raw !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const key of SYNCED_SETTING_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if ((ALLOWED[key] as readonly unknown[]).includes(value)) out[key] = value;
  }
  return out as SettingsPatch;
}

/** GET or PUT /user/settings's answer; refused when it is not one. */
export function readStoredAnswer(data: unknown): StoredSettings {
  const answer = data as { settings?: unknown; updatedAt?: unknown } | null;
  const updatedAt = answer?.updatedAt;
  if (answer === null || typeof answer !== 'object' || (updatedAt !== null && typeof updatedAt !== 'string'))
    throw new Error('/user/settings answered without settings');
  return { settings: readStoredSettings(answer.settings), updatedAt };
}

/** The synced settings that differ between two sets (what a save must send). */
export function changedSettings(from: SettingsPatch, to: SyncedSettings): SettingsPatch {
  const out: Record<string, unknown> = {};
  for (const key of SYNCED_SETTING_KEYS) if (from[key] !== to[key]) out[key] = to[key];
  return out as SettingsPatch;
}

/** The synced part of a fuller settings object. */
export function syncedPart(all: SyncedSettings): SyncedSettings {
  const out: Record<string, unknown> = {};
  for (const key of SYNCED_SETTING_KEYS) out[key] = all[key];
  return out as SyncedSettings;
}
