import { create } from 'zustand';

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
