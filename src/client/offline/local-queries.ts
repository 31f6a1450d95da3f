import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SyncOpType } from '../../domain/sync/rules';
import { currentUserId, useSession } from '../stores/session';
import { offlineDb } from './db';
import { forecastOfParcel } from './local-effects';
import { forecastMirror, opMirror, useMirrorRows } from './mirrored-tables';
import type { LocalForecast, LocalItem, LocalParcel, LocalShelf, LocalSku, OpState, QueuedOp } from './types';

/**
 * Reads of the offline caches and the outbox: plain async functions for scan handlers, live hooks
 * (re-render on every change) for screens; the busy ones (forecasts, ops) read in-memory mirrors
 * that re-read only the rows a write touched (mirrored-tables.ts). Everything is scoped to a
 * warehouse, and ops to the logged-in user.
 */
export async function findParcelByLogNo(
  wareId: number,
  logNo: string,
): Promise<{ forecast: LocalForecast; parcel: LocalParcel } | undefined> {
  const wanted = logNo.trim();
  const forecast = await forecastOfParcel(wareId, wanted);
  const parcel = forecast?.parcels.find((p) => p.logNo === wanted && !p.cancelled);
  return forecast && parcel ? { forecast, parcel } : undefined;
}

export async function findShelfByCode(wareId: number, code: string): Promise<LocalShelf | undefined> {
  return offlineDb.shelves.where('[wareId+code]').equals([wareId, code.trim()]).first();
}

/** SKU codes are stored upper-case (skuCodeSchema). */
export async function findSkuByCode(code: string): Promise<LocalSku | undefined> {
  return offlineDb.skus.where('sku').equals(code.trim().toUpperCase()).first();
}

export async function searchLocalSkus(text: string, limit: number): Promise<LocalSku[]> {
  const wanted = text.trim().toLowerCase();
  return offlineDb.skus
    .filter((s) => !wanted || [s.sku, s.brand, s.name].some((v) => v.toLowerCase().includes(wanted)))
    .limit(limit)
    .toArray();
}

export async function findItemByOneId(wareId: number, oneId: string): Promise<LocalItem | undefined> {
  return offlineDb.items.where('[wareId+oneId]').equals([wareId, oneId.trim()]).first();
}

function forecastMatches(f: LocalForecast, filter: { status?: number; text?: string }): boolean {
  if (filter.status !== undefined && f.status !== filter.status) return false;
  const text = filter.text?.trim().toLowerCase();
  if (!text) return true;
  const haystack = [...f.logNos, f.remark, f.shopInfo.uid, f.shopInfo.realname, ...f.items.map((i) => i.sku)];
  return haystack.some((v) => v.toLowerCase().includes(text));
}

const newestChangeFirst = (a: LocalForecast, b: LocalForecast) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;

/** Expected parcels of a warehouse, newest change first (from the in-memory mirror: a write re-reads only its rows). */
export function useLocalForecasts(
  wareId: number | null,
  filter: { status?: number; text?: string } = {},
): LocalForecast[] | undefined {
  const mirror = useMemo(() => (wareId === null ? null : forecastMirror(wareId)), [wareId]);
  const rows = useMirrorRows(
    mirror,
    (byId) => [...byId.values()].filter((f) => forecastMatches(f, filter)).sort(newestChangeFirst),
    [filter.status, filter.text],
  );
  return wareId === null ? [] : rows;
}

/** Enabled shelves of a warehouse (the pseudo shelf -2 first), by code. */
export function useLocalShelves(wareId: number | null): LocalShelf[] | undefined {
  return useLiveQuery(async () => {
    if (wareId === null) return [];
    const rows = await offlineDb.shelves.where('wareId').equals(wareId).toArray();
    return rows.sort((a, b) => (a.id < 0 ? -1 : b.id < 0 ? 1 : a.code.localeCompare(b.code)));
  }, [wareId]);
}

/** Inspected items of a warehouse not on a shelf yet; an item shelved on this tablet leaves the list at once. */
export function useItemsAwaitingShelving(wareId: number | null): LocalItem[] | undefined {
  return useLiveQuery(async () => {
    if (wareId === null) return [];
    const rows = await offlineDb.items
      .where('wareId')
      .equals(wareId)
      .filter((i) => i.shelfId === null && i.checkResult !== null)
      .toArray();
    return rows.sort((a, b) => a.oneId.localeCompare(b.oneId));
  }, [wareId]);
}

/** The mirror holds one user's ops only. */
function opMatches(
  op: QueuedOp,
  filter: { type?: SyncOpType; wareId?: number; states?: OpState[] },
): boolean {
  return (
    (filter.type === undefined || op.type === filter.type) &&
    (filter.wareId === undefined || op.wareId === filter.wareId) &&
    (filter.states === undefined || filter.states.includes(op.state))
  );
}

/** The logged-in user's ops, newest first (from the in-memory mirror of their outbox). */
export function useLocalOps(filter: {
  type?: SyncOpType;
  wareId?: number;
  states?: OpState[];
}): QueuedOp[] | undefined {
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const mirror = useMemo(() => (userId === null ? null : opMirror(userId)), [userId]);
  const states = filter.states?.join(',');
  // The filter's values, not its identity, decide when to select again.
  const rows = useMirrorRows(
    mirror,
    (byId) => [...byId.values()].filter((op) => opMatches(op, filter)).sort((a, b) => b.seq - a.seq),
    [filter.type, filter.wareId, states],
  );
  return userId === null ? [] : rows;
}

/** Receipts of a tracking number queued on this tablet by the logged-in user and not settled yet (pending, sending, or rejected). */
export async function findOpsForParcel(logNo: string): Promise<QueuedOp[]> {
  const userId = currentUserId();
  if (userId === null) return [];
  const wanted = logNo.trim();
  return offlineDb.outbox
    .where('type')
    .anyOf('receiveParcel', 'receiveReturn')
    .filter(
      (op) =>
        op.userId === userId &&
        op.payload.logNo === wanted &&
        ['pending', 'sending', 'rejected'].includes(op.state),
    )
    .sortBy('seq');
}
