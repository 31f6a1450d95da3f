import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { hashOfFileUrl } from '../../../../domain/kernel/files';
import type { RepairTab } from '../../../../domain/repair/codes';
import { repairWorkItem } from '../../../../domain/repair/views';
import type { RepairWorkItem } from '../../../../domain/repair/views';
import { getJson, requestBlob } from '../../../api/http';
import { readPage } from '../../../api/paging';
import { offlineDb } from '../../../offline/db';
import { withPendingRepairOps } from '../../../offline/repair-effects';
import type { LocalRepairWork } from '../../../offline/types';
import { repairKeys } from './repair-keys';

/**
 * The tablet's repair work (RepireManage): GET /repair/work?tab= of the selected warehouse, read while
 * online and kept in the offline database with the tablet's waiting ops laid over it, so the work goes
 * on with the network gone. The open tabs are read whole, the closed ones' latest page; the before
 * photos of the open pairs, or their inspection photo before they are picked (the guide for the after
 * photo), are kept on the tablet too.
 */
const OPEN_TABS: readonly RepairTab[] = ['pendingPick', 'pendingRepair'];
const CLOSED_TABS: readonly RepairTab[] = ['completed', 'cancelled'];
const PAGE = 200;
const OPEN_PAGES_MAX = 10;
const CLOSED_ROWS = 50;

const rows = z.array(repairWorkItem);

async function pageOf(tab: RepairTab, pageNo: number, pageSize: number) {
  const answer = await getJson<unknown>(
    '/repair/work',
    { tab, current: pageNo, size: pageSize },
    { host: 'warehouse', notify: false },
  );
  const page = readPage<unknown>(answer as Parameters<typeof readPage>[0], { pageNo, pageSize });
  return { ...page, rows: rows.parse(page.rows) };
}

async function tabRows(tab: RepairTab): Promise<RepairWorkItem[]> {
  if (CLOSED_TABS.includes(tab)) return (await pageOf(tab, 1, CLOSED_ROWS)).rows;
  const all: RepairWorkItem[] = [];
  for (let pageNo = 1; pageNo <= OPEN_PAGES_MAX; pageNo += 1) {
    const page = await pageOf(tab, pageNo, PAGE);
    all.push(...page.rows);
    if (pageNo >= page.totalPage) break;
  }
  return all;
}

const hashOf = (url: string) => hashOfFileUrl(url) ?? url;
const photoHashes = (row: RepairWorkItem): RepairWorkItem => ({
  ...row,
  img: row.img === null ? null : hashOf(row.img),
  beforePhotos: row.beforePhotos.map(hashOf),
  afterPhotos: row.afterPhotos.map(hashOf),
  qcPhotos: row.qcPhotos.map(hashOf),
});

/** The guide photos of the open pairs, on the tablet (already uploaded: the engine never sends them). */
async function keepGuidePhotos(work: readonly RepairWorkItem[]): Promise<void> {
  const hashes = [
    ...new Set(
      work
        .filter((w) => OPEN_TABS.includes(w.tab))
        .flatMap((w) => [...w.beforePhotos, ...(w.img ? [w.img] : [])]),
    ),
  ];
  for (const hash of hashes) {
    if (!/^[a-f0-9]{64}$/.test(hash) || (await offlineDb.photos.get(hash))) continue;
    try {
      const blob = await requestBlob(`/files/${hash}`, { host: 'warehouse', notify: false });
      await offlineDb.photos.put({
        hash,
        blob,
        name: `${hash}.img`,
        size: blob.size,
        uploaded: 1,
        createdAt: new Date().toISOString(),
      });
    } catch {
      // A guide photo the server cannot give now: the bench shows it from the server while online.
    }
  }
}

/** Reads every tab of the warehouse's work and replaces the tablet's copy; answers how many pairs. */
export async function fetchAndCacheWork(wareId: number): Promise<number> {
  const fetched = (await Promise.all([...OPEN_TABS, ...CLOSED_TABS].map(tabRows))).flat().map(photoHashes);
  const fetchedAt = new Date().toISOString();
  await offlineDb.transaction('rw', offlineDb.repairWork, offlineDb.outbox, async () => {
    const ops = await offlineDb.outbox.where('state').anyOf('pending', 'sending').toArray();
    const local: LocalRepairWork[] = withPendingRepairOps(
      fetched.map((w) => ({ ...w, fetchedAt })),
      ops,
    );
    await offlineDb.repairWork.where('wareId').equals(wareId).delete();
    await offlineDb.repairWork.bulkPut(local);
  });
  await keepGuidePhotos(fetched);
  return fetched.length;
}

/** Refreshes the tablet's copy while online (errors offline are expected: the copy stays). */
export function useWorkRefresh(wareId: number | null) {
  return useQuery({
    queryKey: repairKeys.work(wareId),
    queryFn: () => fetchAndCacheWork(wareId as number),
    enabled: wareId !== null,
    retry: false,
    networkMode: 'always',
    staleTime: 0,
  });
}

/** The tablet's copy of the warehouse's repair work, oldest task first (undefined while loading). */
export function useCachedWork(wareId: number | null): LocalRepairWork[] | undefined {
  return useLiveQuery(async () => {
    if (wareId === null) return [];
    const all = await offlineDb.repairWork.where('wareId').equals(wareId).toArray();
    return all.sort(
      (a, b) => a.batchId - b.batchId || a.oddNo.localeCompare(b.oddNo) || a.oneId.localeCompare(b.oneId),
    );
  }, [wareId]);
}
