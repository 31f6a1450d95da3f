import { META_KEYS, offlineDb, readMeta, writeMeta } from './db';

/**
 * The device id: made once per browser profile, kept in the offline database and mirrored to
 * localStorage, so a database cleared by the browser keeps its id (the server knows its leases by it).
 */
export const DEVICE_ID_STORAGE_KEY = 'solestack.deviceId';
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

let cached: string | null = null;

function fromLocalStorage(): string | null {
  try {
    const value = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    return value && DEVICE_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

function mirror(id: string): void {
  try {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Private mode without storage: the database copy is enough.
  }
}

export async function getDeviceId(): Promise<string> {
  if (cached) return cached;
  const id = await offlineDb.transaction('rw', offlineDb.meta, async () => {
    const stored = await readMeta<string>(META_KEYS.deviceId);
    if (stored && DEVICE_ID.test(stored)) return stored;
    const made = fromLocalStorage() ?? crypto.randomUUID();
    await writeMeta(META_KEYS.deviceId, made);
    return made;
  });
  mirror(id);
  cached = id;
  return id;
}

/** Forgets the in-memory copy (tests that delete the database). */
export function forgetDeviceIdCache(): void {
  cached = null;
}
