import { z } from 'zod';

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

export const syncedSettingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
  contentWidth: z.enum(CONTENT_WIDTHS),
  fixedHeader: z.boolean(),
  fixedSidebar: z.boolean(),
  lang: z.enum(SETTINGS_LOCALES),
});
export type SyncedSettings = z.infer<typeof syncedSettingsSchema>;

/** The keys kept on the server, in the settings screen's order. */
export const SYNCED_SETTING_KEYS = Object.keys(syncedSettingsSchema.shape) as (keyof SyncedSettings)[];

/** PUT /user/settings: the settings that changed (any of them); the others stay as stored. */
export const settingsPatchRequest = syncedSettingsSchema.partial();
export type SettingsPatch = z.infer<typeof settingsPatchRequest>;

/** What the server keeps for a user: only what they set (a new user has none), and when. */
export const storedSettingsAnswer = z.object({
  settings: settingsPatchRequest,
  updatedAt: z.string().nullable(),
});
export type StoredSettings = z.infer<typeof storedSettingsAnswer>;

/**
 * The stored settings read back leniently: a value no longer known (an older or newer client's) is
 * dropped rather than failing the whole read.
 */
export function readStoredSettings(raw: unknown): SettingsPatch {
  if (raw === null || typeof raw !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const key of SYNCED_SETTING_KEYS) {
    const parsed = syncedSettingsSchema.shape[key].safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as SettingsPatch;
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
