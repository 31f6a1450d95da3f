import dayjs from 'dayjs';
import { ForecastKind, ForecastStatus, ParcelStatus } from '../../domain/inbound/rules';
import { AWAITING_REINSPECTION_STATUS, InventoryStatus } from '../../domain/kernel/product-rules';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../domain/warehouses/rules';
import { DISPLAY_TIME_FORMAT } from '../api/response';
import { productDescription } from '../../domain/kernel/product-mapping';
import { batchEffects, revertBatchEffect } from './batch-effects';
import { repairEffects, revertRepairEffect } from './repair-effects';
import { offlineDb } from './db';
import type { EffectUndo, LocalForecast, LocalItem, QueuedOp } from './types';

/**
 * What each op does to the caches at once, so screens show its result offline ("waiting to sync").
 * Every function runs inside the caller's Dexie transaction (outbox + caches). The next pull
 * overwrites the caches with the server's truth; a revert (rejection, discard) is best effort and
 * only takes back rows the op was the last to touch.
 */
type Payload = Record<string, unknown>;
type EffectOp = Pick<QueuedOp, 'opId' | 'seq' | 'wareId' | 'type' | 'payload'>;

/** Local rows have negative ids so they never collide with the server's. */
export function localForecastId(seq: number): number {
  return -seq;
}
export function localItemId(seq: number, index = 0): number {
  return -(seq * 1000 + index);
}

const displayNow = () => dayjs().format(DISPLAY_TIME_FORMAT);

export async function forecastOfParcel(wareId: number, logNo: string): Promise<LocalForecast | undefined> {
  const found = await offlineDb.forecasts.where('logNos').equals(logNo).toArray();
  return found.find((f) => f.wareId === wareId && f.parcels.some((p) => p.logNo === logNo && !p.cancelled));
}

async function shelfNameFor(wareId: number, shelfId: number | undefined, shelfCode: string | undefined) {
  const shelf =
    shelfId !== undefined
      ? await offlineDb.shelves.get([wareId, shelfId])
      : await offlineDb.shelves
          .where('[wareId+code]')
          .equals([wareId, shelfCode ?? ''])
          .first();
  return { id: shelf?.id ?? shelfId ?? null, name: shelf?.name ?? shelfCode ?? '' };
}

async function receiveParcel(op: EffectOp, p: Payload): Promise<EffectUndo> {
  const forecast = await forecastOfParcel(op.wareId, String(p.logNo));
  if (!forecast) return {};
  const parcels = forecast.parcels.map((x) =>
    x.logNo === p.logNo && x.status === ParcelStatus.scheduled
      ? { ...x, status: ParcelStatus.received, gmtReceived: displayNow() }
      : x,
  );
  const status = forecast.status === ForecastStatus.scheduled ? ForecastStatus.received : forecast.status;
  await offlineDb.forecasts.put({ ...forecast, parcels, status, touchedBy: op.opId });
  return { forecastsBefore: [forecast] };
}

async function inspectItem(op: EffectOp, p: Payload): Promise<EffectUndo> {
  const oneId = typeof p.oneId === 'string' ? p.oneId : '';
  const grade = Number(p.grade);
  const existing = oneId ? await offlineDb.items.where('oneId').equals(oneId).first() : undefined;
  if (existing && existing.wareId === op.wareId) {
    // A returned item graded again.
    await offlineDb.items.put({
      ...existing,
      status: InventoryStatus.available,
      checkResult: grade,
      grade,
      touchedBy: op.opId,
    });
    return { itemsBefore: [existing] };
  }
  const forecast = await forecastOfParcel(op.wareId, String(p.logNo));
  const parcel = forecast?.parcels.find((x) => x.logNo === p.logNo);
  const packItem = forecast?.items.find((i) => i.id === p.packItemId);
  const skuCode = typeof p.sku === 'string' ? p.sku : (packItem?.sku ?? '');
  const sku = skuCode ? await offlineDb.skus.where('sku').equals(skuCode).first() : undefined;
  const size = typeof p.size === 'string' ? p.size : (packItem?.size ?? '');
  const item: LocalItem = {
    id: localItemId(op.seq),
    wareId: op.wareId,
    oneId,
    shopUserId: forecast?.shopInfo.id ?? 0,
    packId: forecast?.id ?? null,
    parcelId: parcel?.id ?? null,
    logNo: String(p.logNo),
    ...productDescription({
      sku: skuCode,
      brand: packItem?.brand ?? sku?.brand ?? '',
      name: packItem?.name ?? sku?.name ?? '',
      size,
    }),
    status: InventoryStatus.available,
    checkResult: grade,
    shelfId: null,
    gmtIn: displayNow(),
    updatedAt: new Date().toISOString(),
    size,
    grade,
    shelfName: '',
    localOpId: op.opId,
  };
  await offlineDb.items.put(item);
  const undo: EffectUndo = { createdItemIds: [item.id] };
  if (forecast && packItem) {
    const items = forecast.items.map((i) =>
      i.id === packItem.id ? { ...i, inspected: i.inspected + 1 } : i,
    );
    await offlineDb.forecasts.put({ ...forecast, items, touchedBy: op.opId });
    undo.forecastsBefore = [forecast];
  }
  return undo;
}

async function shelveItem(op: EffectOp, p: Payload): Promise<EffectUndo> {
  const item = await offlineDb.items
    .where('[wareId+oneId]')
    .equals([op.wareId, String(p.oneId)])
    .first();
  if (!item) return {};
  const shelfId = typeof p.shelfId === 'number' ? p.shelfId : undefined;
  const shelf = await shelfNameFor(
    op.wareId,
    shelfId,
    typeof p.shelfCode === 'string' ? p.shelfCode : undefined,
  );
  // The pseudo shelf's id is -2; a code the cache does not know still takes the item off "awaiting".
  const placedOn = shelf.id ?? (shelfId === PSEUDO_SHELF_READY_FOR_LISTING ? shelfId : 0);
  await offlineDb.items.put({ ...item, shelfId: placedOn, shelfName: shelf.name, touchedBy: op.opId });
  return { itemsBefore: [item] };
}

async function receiveReturn(op: EffectOp, p: Payload): Promise<EffectUndo> {
  const logNo = String(p.logNo);
  const oneIds = Array.isArray(p.oneIds) ? p.oneIds.map(String) : [];
  const packId = localForecastId(op.seq);
  const gmt = displayNow();
  const now = new Date().toISOString();
  const before: LocalItem[] = [];
  const created: number[] = [];
  let owner = 0;
  for (const [index, oneId] of oneIds.entries()) {
    const known = await offlineDb.items.where('oneId').equals(oneId).first();
    if (known) before.push(known);
    else created.push(localItemId(op.seq, index + 1));
    owner ||= known?.shopUserId ?? 0;
    const back: LocalItem = {
      ...(known ?? {
        oneId,
        shopUserId: 0,
        sku: '',
        brand: '',
        remarks: '',
        spec: '',
        size: '',
        localOpId: op.opId,
      }),
      id: known?.id ?? localItemId(op.seq, index + 1),
      wareId: op.wareId,
      packId,
      parcelId: packId,
      logNo,
      status: AWAITING_REINSPECTION_STATUS,
      checkResult: null,
      grade: null,
      shelfId: null,
      shelfName: '',
      gmtIn: gmt,
      updatedAt: now,
      touchedBy: op.opId,
    };
    await offlineDb.items.put(back);
  }
  await offlineDb.forecasts.put({
    id: packId,
    wareId: op.wareId,
    kind: ForecastKind.platformReturn,
    status: ForecastStatus.platformReturned,
    remark: typeof p.remark === 'string' ? p.remark : '',
    shopInfo: { id: owner, uid: '', realname: '' },
    parcels: [
      { id: packId, logNo, status: ParcelStatus.platformReturned, gmtReceived: gmt, cancelled: false },
    ],
    items: [],
    updatedAt: now,
    logNos: [logNo],
    localOpId: op.opId,
  });
  return { createdForecastIds: [packId], createdItemIds: created, itemsBefore: before };
}

const EFFECTS: Record<QueuedOp['type'], (op: EffectOp, payload: Payload) => Promise<EffectUndo>> = {
  receiveParcel,
  inspectItem,
  shelveItem,
  receiveReturn,
  ...batchEffects,
  ...repairEffects,
};

/** Applies the op's effect to the caches; returns how to take it back. */
export function applyLocalEffect(op: EffectOp): Promise<EffectUndo> {
  return EFFECTS[op.type](op, op.payload);
}

/** Takes an op's effect back where the op is still the last to have touched a row. */
export async function revertLocalEffect(
  op: Pick<QueuedOp, 'opId' | 'undo' | 'type' | 'payload'>,
): Promise<void> {
  const undo = op.undo;
  if (!undo) return;
  for (const id of undo.createdForecastIds ?? []) {
    if ((await offlineDb.forecasts.get(id))?.localOpId === op.opId) await offlineDb.forecasts.delete(id);
  }
  for (const id of undo.createdItemIds ?? []) {
    if ((await offlineDb.items.get(id))?.localOpId === op.opId) await offlineDb.items.delete(id);
  }
  for (const before of undo.forecastsBefore ?? []) {
    if ((await offlineDb.forecasts.get(before.id))?.touchedBy === op.opId)
      await offlineDb.forecasts.put(before);
  }
  for (const before of undo.itemsBefore ?? []) {
    if ((await offlineDb.items.get(before.id))?.touchedBy === op.opId) await offlineDb.items.put(before);
  }
  for (const before of undo.batchesBefore ?? []) await revertBatchEffect(op, before);
  if (undo.repairWorkBefore) await revertRepairEffect(op, undo.repairWorkBefore);
}

/** The server took the op: a ONE ID it minted replaces the local item's empty one. */
export async function confirmLocalEffect(
  op: Pick<QueuedOp, 'opId' | 'undo'>,
  result: unknown,
): Promise<void> {
  const oneId = (result as { oneId?: unknown } | null)?.oneId;
  if (typeof oneId !== 'string') return;
  for (const id of op.undo?.createdItemIds ?? []) {
    const item = await offlineDb.items.get(id);
    if (item?.localOpId === op.opId && item.oneId === '') await offlineDb.items.put({ ...item, oneId });
  }
}
