import { useSettingsSync } from './use-settings-sync';

/**
 * The logged-in user's settings kept with their account (use-settings-sync.ts): read after login,
 * saved on change. Rendered by the root shell only while someone is logged in, as its own chunk, so
 * the login page does not download the settings' schemas.
 */
export function SettingsSync() {
  useSettingsSync();
  return null;
}
