import { create } from 'zustand';
import { STORAGE_KEYS } from '../../stores/storage-keys';

/**
 * Whether this device had a language of its own when the app started (chosen on the login page, or
 * in an earlier visit). The account's language is taken only by a device without one (a newly
 * installed app): a language picked on this device is not switched under the user at login. Read
 * when the app starts (this module is in the entry; the sync itself loads after login).
 */
const deviceHadLanguage = () => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.language) != null;
  } catch {
    return false;
  }
};
export const DEVICE_HAD_LANGUAGE = deviceHadLanguage();

/**
 * Where this device's settings stand against the server's (shown on the settings screen): loading them
 * after login, in step, a change waiting to be saved, or the last save failed (offline: kept here and
 * sent with the next change or when the network is back).
 */
export type SettingsSyncStatus = 'idle' | 'loading' | 'synced' | 'pending' | 'failed';

export const useSettingsSyncStatus = create<{ status: SettingsSyncStatus; savedAt: string | null }>(() => ({
  status: 'idle',
  savedAt: null,
}));
