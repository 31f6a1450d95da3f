import { useCallback, useMemo } from 'react';
import { Dexie } from 'dexie';
import { offlineDb } from './db';
import { TableMirror } from './table-mirror';
import { useBackgroundValue } from './use-background-value';
import type { LocalForecast, QueuedOp } from './types';

/**
 * The in-memory mirrors the screens read: a warehouse's forecasts and a user's outbox, one mirror
 * each however many components read them.
 *   const forecasts = useMirrorRows(forecastMirror(wareId), (rows) => [...rows.values()]);
 * Screens get new snapshots as background transitions, so a scan's banner (a synchronous update)
 * is never kept waiting behind a list re-rendering for the op the scan just queued.
 */
const forecastMirrors = new Map<number, TableMirror<LocalForecast, number>>();
const opMirrors = new Map<number, TableMirror<QueuedOp, string>>();

export function forecastMirror(wareId: number): TableMirror<LocalForecast, number> {
  let mirror = forecastMirrors.get(wareId);
  if (!mirror) {
    mirror = new TableMirror<LocalForecast, number>({
      table: offlineDb.forecasts,
      keyOf: (f) => f.id,
      load: () => offlineDb.forecasts.where('wareId').equals(wareId).toArray(),
      keep: (f) => f.wareId === wareId,
    });
    forecastMirrors.set(wareId, mirror);
  }
  return mirror;
}

export function opMirror(userId: number): TableMirror<QueuedOp, string> {
  let mirror = opMirrors.get(userId);
  if (!mirror) {
    mirror = new TableMirror<QueuedOp, string>({
      table: offlineDb.outbox,
      keyOf: (op) => op.opId,
      load: () =>
        offlineDb.outbox
          .where('[userId+state]')
          .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
          .toArray(),
      keep: (op) => op.userId === userId,
    });
    opMirrors.set(userId, mirror);
  }
  return mirror;
}

/**
 * A mirror's rows as `select` shapes them, undefined until the first read (or with no mirror);
 * `select` runs once per snapshot and its `deps`. Snapshots reach React in the background, at most
 * every BACKGROUND_RENDER_MS (use-background-value.ts).
 */
export function useMirrorRows<K, T, R>(
  mirror: TableMirror<T, K> | null,
  select: (rows: ReadonlyMap<K, T>) => R,
  deps: readonly unknown[],
): R | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => mirror?.subscribe(onChange) ?? (() => undefined),
    [mirror],
  );
  const read = useCallback(() => mirror?.snapshot() ?? null, [mirror]);
  const snapshot = useBackgroundValue(subscribe, read);
  const key = [snapshot, ...deps];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot and the caller's deps are the inputs of select
  return useMemo(() => (snapshot?.loaded ? select(snapshot.rows) : undefined), key);
}
