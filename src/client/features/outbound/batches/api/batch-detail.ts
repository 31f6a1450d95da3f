import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { batchFiguresOf } from '../../../../../domain/outbound/batches';
import type { BatchDetail } from '../../../../../domain/outbound/batches';
import { getJson } from '../../../../api/http';
import { withPendingOps } from '../../../../offline/batch-effects';
import { offlineDb } from '../../../../offline/db';
import type { LocalBatch } from '../../../../offline/types';
import { batchKeys } from './batch-list';

/**
 * GET /sys_ware_out_batch/get (warehouse) and GET /stock/out_batch/get (admin): a batch with its pick
 * list. The warehouse's copy is kept in the tablet's offline database, with the tablet's own ops that
 * have not reached the server laid over it, so picking goes on with the network gone.
 */

/** Fetches the batch and caches it for offline picking; answers the cached row. */
async function fetchAndCache(id: number): Promise<LocalBatch> {
  const batch = await getJson<BatchDetail>('/sys_ware_out_batch/get', { id }, { host: 'warehouse' });
  const ops = await offlineDb.outbox.where('state').anyOf('pending', 'sending').toArray();
  const row: LocalBatch = {
    ...batch,
    lines: withPendingOps(batch.id, batch.lines, ops),
    fetchedAt: new Date().toISOString(),
  };
  await offlineDb.batches.put(row);
  return row;
}

/** Refreshes the tablet's copy while online (errors offline are expected: the copy stays). */
export function useBatchRefresh(id: number | null) {
  return useQuery({
    queryKey: batchKeys.detail('warehouse', id ?? 0),
    queryFn: () => fetchAndCache(id as number),
    enabled: id !== null,
    retry: false,
    networkMode: 'always',
  });
}

/**
 * A cached batch's figures as the tablet knows them: its counts and status from its pick list,
 * which carries the tablet's own ops (offline ones waiting to sync, a ship confirmed a moment ago).
 * What may be done with it still follows the status the server gave (isLiveBatch(row.status)).
 */
export const knownHere = (row: LocalBatch): LocalBatch => ({
  ...row,
  ...batchFiguresOf(row.status, row.lines),
});

/** The tablet's copy of a batch (undefined while loading, null when it was never fetched here). */
export function useCachedBatch(id: number | null): LocalBatch | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await offlineDb.batches.get(id)) ?? null)), [id]);
}

/** The batches this tablet holds for a warehouse, newest first, as it knows them (the list when the network is gone). */
export function useCachedBatches(wareId: number | null): LocalBatch[] | undefined {
  return useLiveQuery(async () => {
    if (wareId === null) return [];
    const rows = await offlineDb.batches.where('wareId').equals(wareId).toArray();
    return rows.sort((a, b) => b.id - a.id).map(knownHere);
  }, [wareId]);
}

/** Where an admin reads a batch: Stock/OutBatch's record or TaskManage/BatchTask's work. */
export type AdminBatchSource = 'admin' | 'task';
const ADMIN_DETAIL_PATH: Record<AdminBatchSource, string> = {
  admin: '/stock/out_batch/get',
  task: '/outbound/batch_task/get',
};

export function adminBatchQuery(id: number, source: AdminBatchSource = 'admin') {
  return queryOptions({
    queryKey: batchKeys.detail(source, id),
    queryFn: () => getJson<BatchDetail>(ADMIN_DETAIL_PATH[source], { id }, { host: 'admin' }),
  });
}

export const useAdminBatch = (id: number, source: AdminBatchSource = 'admin') =>
  useQuery(adminBatchQuery(id, source));
