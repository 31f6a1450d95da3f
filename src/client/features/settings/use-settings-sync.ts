import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { changedSettings, syncedPart } from '../../../domain/settings/settings-choices';
import type {
  SettingsPatch,
  StoredSettings,
  SyncedSettings,
} from '../../../domain/settings/settings-choices';
import { switchLanguage } from '../../i18n/setup';
import { activeToken, useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { fetchStoredSettings, saveStoredSettings, settingsKeys } from './settings-api';
import { DEVICE_HAD_LANGUAGE, useSettingsSyncStatus } from './settings-sync-state';

/** Changes are saved this long after the last one, so dragging through choices sends one request. */
export const SAVE_DEBOUNCE_MS = 800;

const setStatus = (
  status: ReturnType<typeof useSettingsSyncStatus.getState>['status'],
  savedAt?: string | null,
) => useSettingsSyncStatus.setState(savedAt === undefined ? { status } : { status, savedAt });

/**
 * Keeps the logged-in user's settings on the server, so an installed app and a browser agree
 * (issue 28 point 7). After login the server's settings are read and applied here (a user with none
 * yet gets this device's; the language only on a device without one, DEVICE_HAD_LANGUAGE); from then
 * on every change is saved, debounced. The local store stays the
 * offline cache: a failed save is sent again with the next change or when the network returns.
 */
export function useSettingsSync(): void {
  const token = useSession((s) => (activeToken(s) ? s.token : null));
  const stored = useQuery({
    queryKey: settingsKeys.stored(token ?? ''),
    queryFn: fetchStoredSettings,
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
  });
  // What the server holds, as far as this device knows; null until the first read is applied.
  const serverSide = useRef<SettingsPatch | null>(null);

  useEffect(() => {
    serverSide.current = null;
    setStatus(token === null ? 'idle' : 'loading');
    return () => setStatus('idle');
  }, [token]);

  useEffect(() => {
    if (!stored.data || serverSide.current !== null) return;
    void applyServerSettings(stored.data).then((held) => {
      serverSide.current = held;
    });
  }, [stored.data]);

  useEffect(() => {
    if (token === null) return;
    let timer: number | undefined;
    const save = async () => {
      const held = serverSide.current;
      if (held === null) return;
      const patch = changedSettings(held, syncedPart(useSettings.getState()));
      if (Object.keys(patch).length === 0) {
        setStatus('synced');
        return;
      }
      try {
        const answer = await saveStoredSettings(patch);
        serverSide.current = { ...held, ...answer.settings };
        setStatus('synced', answer.updatedAt);
      } catch {
        setStatus('failed');
      }
    };
    const schedule = () => {
      if (serverSide.current === null) return;
      window.clearTimeout(timer);
      setStatus('pending');
      timer = window.setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
    };
    const unsubscribe = useSettings.subscribe((now, before) => {
      if (differs(before, now)) schedule();
    });
    const online = () => {
      if (useSettingsSyncStatus.getState().status === 'failed') schedule();
    };
    window.addEventListener('online', online);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.clearTimeout(timer);
    };
  }, [token]);
}

function differs(a: SyncedSettings, b: SyncedSettings): boolean {
  return Object.keys(changedSettings(syncedPart(a), syncedPart(b))).length > 0;
}

/**
 * The server's settings over this device's; a user with none stored gets this device's sent up.
 * Answers what the server holds afterwards.
 */
async function applyServerSettings(answer: StoredSettings): Promise<SettingsPatch> {
  const local = syncedPart(useSettings.getState());
  if (answer.updatedAt === null) {
    try {
      const seeded = await saveStoredSettings(local);
      setStatus('synced', seeded.updatedAt);
      return seeded.settings;
    } catch {
      setStatus('failed');
      return {};
    }
  }
  const { lang, ...rest } = answer.settings;
  useSettings.getState().setSettings(rest);
  if (lang && lang !== local.lang && !DEVICE_HAD_LANGUAGE) await switchLanguage(lang).catch(() => undefined);
  setStatus('synced', answer.updatedAt);
  // In step from here: what the server lacks is the defaults, and only later changes are sent.
  return syncedPart(useSettings.getState());
}
