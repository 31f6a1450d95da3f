import { readStoredAnswer } from '../../../domain/settings/settings-choices';
import type { SettingsPatch, StoredSettings } from '../../../domain/settings/settings-choices';
import { request } from '../../api/http';

/**
 * The settings kept on the server (GET and PUT /api/system/user/settings): every portal's users reach
 * them on the system host. Saves run in the background, so no request here notifies; the settings
 * screen says when its last save failed. Read without the schema library: this runs after every
 * login, before any screen needs it.
 */
export const settingsKeys = { stored: (token: string) => ['user-settings', token] as const };

export async function fetchStoredSettings(): Promise<StoredSettings> {
  return readStoredAnswer(await request('/user/settings', { method: 'GET', host: 'system', notify: false }));
}

export async function saveStoredSettings(patch: SettingsPatch): Promise<StoredSettings> {
  return readStoredAnswer(
    await request('/user/settings', { method: 'PUT', body: patch, host: 'system', notify: false }),
  );
}
