import { Dexie } from 'dexie';
import type { EntityTable } from 'dexie';
import type {
  LeasedOneId,
  LocalBatch,
  LocalForecast,
  LocalItem,
  LocalPhoto,
  LocalRepairWork,
  LocalShelf,
  LocalSku,
  MetaRow,
  QueuedOp,
} from './types';

/**
 * The offline database `solestack-offline`, one per browser profile. Rows carry userId and wareId,
 * so a second user on the same tablet never sees or sends the first user's ops. Shelves are keyed
 * by [wareId+id] because every warehouse has its own pseudo shelf -2.
 */
export class OfflineDb extends Dexie {
  outbox!: EntityTable<QueuedOp, 'opId'>;
  photos!: EntityTable<LocalPhoto, 'hash'>;
  oneIds!: EntityTable<LeasedOneId, 'oneId'>;
  forecasts!: EntityTable<LocalForecast, 'id'>;
  shelves!: Dexie.Table<LocalShelf, [number, number]>;
  skus!: EntityTable<LocalSku, 'id'>;
  items!: EntityTable<LocalItem, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  batches!: EntityTable<LocalBatch, 'id'>;
  repairWork!: Dexie.Table<LocalRepairWork, [number, string]>;

  constructor() {
    super('solestack-offline');
    this.version(1).stores({
      outbox: 'opId, seq, state, type, wareId, [userId+state]',
      photos: 'hash, uploaded',
      oneIds: 'oneId, used, [deviceId+used]',
      forecasts: 'id, wareId, status, *logNos',
      shelves: '[wareId+id], wareId, code, [wareId+code]',
      skus: 'id, sku, status',
      items: 'id, wareId, oneId, [wareId+oneId], shelfId',
      meta: 'key',
    });
    // Outbound batches' pick lists, cached for picking offline (issue 16).
    this.version(2).stores({ batches: 'id, wareId, status' });
    // Repair tasks' pairs, cached for repair work offline (issue 27).
    this.version(3).stores({ repairWork: '[batchId+oneId], wareId, batchId' });
  }
}

export const offlineDb = new OfflineDb();

/** The cache tables a pull writes and local effects change. */
export const CACHE_TABLES = () =>
  [
    offlineDb.forecasts,
    offlineDb.shelves,
    offlineDb.skus,
    offlineDb.items,
    offlineDb.batches,
    offlineDb.repairWork,
  ] as const;

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await offlineDb.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await offlineDb.meta.put({ key, value });
}

export const META_KEYS = {
  deviceId: 'deviceId',
  nextSeq: 'nextSeq',
  lastSuccessAt: 'lastSuccessAt',
  pullCursor: (wareId: number) => `pullCursor:${wareId}`,
} as const;
