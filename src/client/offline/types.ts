import type { BatchDetail } from '../../domain/outbound/batches';
import type { RepairWorkItem } from '../../domain/repair/views';
import type { SyncOpType } from '../../domain/sync/rules';

/**
 * What the offline engine keeps in IndexedDB (ARCHITECTURE.md section 4 and
 * /work/notes/offline-contract.md). Cache rows are the rows of GET /sync/pull plus the warehouse
 * they were pulled for; field names follow src/server/modules/sync/pull-sections.ts.
 */
export type OpState = 'pending' | 'sending' | 'applied' | 'rejected' | 'discarded';

export interface QueuedOp {
  opId: string;
  deviceId: string;
  seq: number;
  userId: number;
  wareId: number;
  type: SyncOpType;
  payload: Record<string, unknown>;
  createdAt: string;
  dependsOn?: string;
  /** Photos the op names; uploaded before the op is sent. */
  photoHashes: string[];
  state: OpState;
  attempts: number;
  /** Rejection reason from the server, in the UI language. */
  lastError?: { code: number; reason: string };
  /** Server result when applied (e.g. { oneId } of an inspection). */
  result?: unknown;
  /** Rejected with 409: shown as a conflict, not a bug. */
  conflict?: boolean;
  /** A fixed and resent op points at the new op that replaced it. */
  replacedBy?: string;
  /** When the op reached its last state (applied, rejected, discarded). */
  settledAt?: string;
  /** How to take the op's local effect back while the caches still show it (local-effects.ts). */
  undo?: EffectUndo;
  /** Not sent before this time: the op's undo window (a shipped order's Undo); kept across reloads. */
  holdUntil?: string;
}

/**
 * Enough to revert one op's local effect: the rows as they were before it (restored only while the
 * op is still the last to have touched them) and the rows it created (deleted).
 */
export interface EffectUndo {
  forecastsBefore?: LocalForecast[];
  itemsBefore?: LocalItem[];
  createdForecastIds?: number[];
  createdItemIds?: number[];
  batchesBefore?: LocalBatch[];
  repairWorkBefore?: LocalRepairWork[];
}

/**
 * An outbound batch with its pick list, as GET /sys_ware_out_batch/get answered it while online, for
 * picking offline; the tablet's own picks and ships show on it until the next fetch.
 */
export interface LocalBatch extends BatchDetail {
  fetchedAt: string;
  /** The last op whose effect changed this row (a revert restores it only while it is still the last). */
  touchedBy?: string;
}

/**
 * A pair of a repair batch task, as GET /repair/work answered it while online, for repair work
 * offline (RepireManage); its photos are content hashes, kept in the photos table. The tablet's own
 * repair ops show on it until the next fetch.
 */
export interface LocalRepairWork extends RepairWorkItem {
  fetchedAt: string;
  /** The last op whose effect changed this row (a revert restores it only while it is still the last). */
  touchedBy?: string;
}

export interface LocalParcel {
  id: number;
  logNo: string;
  status: number;
  gmtReceived: string | null;
  cancelled: boolean;
}

export interface LocalPackItem {
  id: number;
  sku: string;
  brand: string;
  name: string;
  size: string;
  quantity: number;
  inspected: number;
}

export interface LocalForecast {
  id: number;
  wareId: number;
  kind: number;
  status: number;
  remark: string;
  shopInfo: { id: number; uid: string; realname: string };
  parcels: LocalParcel[];
  items: LocalPackItem[];
  updatedAt: string;
  /** The parcels' tracking numbers, indexed so a scan finds its forecast. */
  logNos: string[];
  /** Set on a row made by a local effect that the server has not confirmed yet. */
  localOpId?: string;
  /** The last op whose local effect changed this row (cleared when a pull replaces it). */
  touchedBy?: string;
}

export interface LocalShelf {
  id: number;
  wareId: number;
  name: string;
  code: string;
  rackId: number;
  rackName: string;
  status: number;
  updatedAt: string;
}

export interface LocalSku {
  id: number;
  sku: string;
  brand: string;
  name: string;
  sizes: string[];
  image: string;
  status: number;
  gmtModify: string;
  updatedAt: string;
}

export interface LocalItem {
  id: number;
  wareId: number;
  oneId: string;
  shopUserId: number;
  packId: number | null;
  parcelId: number | null;
  logNo: string;
  sku: string;
  brand: string;
  remarks: string;
  spec: string;
  status: number;
  checkResult: number | null;
  shelfId: number | null;
  gmtIn: string;
  updatedAt: string;
  /** The contract's names for spec and checkResult (same values), and the shelf's name from the shelf cache. */
  size: string;
  grade: number | null;
  shelfName: string;
  /** Set on a row made by a local effect that the server has not confirmed yet. */
  localOpId?: string;
  /** The last op whose local effect changed this row (cleared when a pull replaces it). */
  touchedBy?: string;
}

export interface LocalPhoto {
  hash: string;
  blob: Blob;
  name: string;
  size: number;
  uploaded: 0 | 1;
  createdAt: string;
}

export interface LeasedOneId {
  oneId: string;
  deviceId: string;
  leasedAt: string;
  used: 0 | 1;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
