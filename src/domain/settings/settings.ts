import { z } from 'zod';
import { CONTENT_WIDTHS, LAYOUTS, SETTINGS_LOCALES, THEMES } from './settings-choices';
import type { SettingsPatch, StoredSettings, SyncedSettings } from './settings-choices';

export * from './settings-choices';

/**
 * The server's schemas of the settings it keeps (PUT and GET /user/settings). The values, types and
 * the reading the client does are settings-choices.ts's, free of the schema library.
 */
export const syncedSettingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
  contentWidth: z.enum(CONTENT_WIDTHS),
  fixedHeader: z.boolean(),
  fixedSidebar: z.boolean(),
  lang: z.enum(SETTINGS_LOCALES),
}) satisfies z.ZodType<SyncedSettings>;

/** PUT /user/settings: the settings that changed (any of them); the others stay as stored. */
export const settingsPatchRequest = syncedSettingsSchema.partial() satisfies z.ZodType<SettingsPatch>;

export const storedSettingsAnswer = z.object({
  settings: settingsPatchRequest,
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<StoredSettings>;
