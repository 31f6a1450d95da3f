import { useLiveQuery } from 'dexie-react-hooks';
import { create } from 'zustand';
import { useSession } from '../stores/session';
import { META_KEYS, offlineDb } from './db';

/**
 * What the engine is doing, for the header indicator and the screens: online, syncing, the ops of
 * the logged-in user still waiting (pending) and rejected ones (attention), the last successful sync
 * and the last error. Counts and the last success come from the database, so every tab agrees.
 */
export type SyncStatus = {
  online: boolean;
  syncing: boolean;
  pending: number;
  attention: number;
  lastSuccessAt: string | null;
  lastError: string | null;
};

type EngineState = { online: boolean; syncing: boolean; lastError: string | null };

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useEngineState = create<EngineState>(() => ({
  online: isOnline(),
  syncing: false,
  lastError: null,
}));

export function setEngineState(patch: Partial<EngineState>): void {
  useEngineState.setState(patch);
}

async function countOps(userId: number) {
  const [pending, sending, attention] = await Promise.all([
    offlineDb.outbox.where('[userId+state]').equals([userId, 'pending']).count(),
    offlineDb.outbox.where('[userId+state]').equals([userId, 'sending']).count(),
    offlineDb.outbox.where('[userId+state]').equals([userId, 'rejected']).count(),
  ]);
  return { pending: pending + sending, attention };
}

export function useSyncStatus(): SyncStatus {
  const engine = useEngineState();
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const counts = useLiveQuery(
    async () => (userId === null ? { pending: 0, attention: 0 } : countOps(userId)),
    [userId],
  );
  const lastSuccessAt = useLiveQuery(
    async () => ((await offlineDb.meta.get(META_KEYS.lastSuccessAt))?.value as string | undefined) ?? null,
    [],
  );
  return {
    online: engine.online,
    syncing: engine.syncing,
    pending: counts?.pending ?? 0,
    attention: counts?.attention ?? 0,
    lastSuccessAt: lastSuccessAt ?? null,
    lastError: engine.lastError,
  };
}
