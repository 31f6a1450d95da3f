import { META_KEYS, offlineDb, readMeta, writeMeta } from './db';
import {
  forecastFromPull,
  forecastIsCached,
  itemFromPull,
  itemIsCached,
  shelfFromPull,
  shelfIsCached,
  skuFromPull,
  skuIsCached,
} from './cache-rows';
import type { PullRows } from './cache-rows';

/**
 * Pulling the selected warehouse's caches by delta (GET /sync/pull): rows are upserted by id, rows
 * that left the cache are removed, and rows a local effect made are dropped once the server's own
 * row for the same parcel or ONE ID arrives. The cursor is kept per warehouse with each page.
 */
export type PullPage = PullRows & { next: string; more: boolean; serverTime: string };
type Fetch = (wareId: number, cursor: string | undefined) => Promise<PullPage>;

/** A runaway guard: a warehouse never needs this many pages of 1000 rows per section. */
const MAX_PAGES = 10_000;

async function applyShelves(wareId: number, rows: PullRows['shelves']) {
  for (const row of rows) {
    const shelf = shelfFromPull(row, wareId);
    if (shelfIsCached(shelf)) await offlineDb.shelves.put(shelf);
    else await offlineDb.shelves.delete([wareId, shelf.id]);
  }
}

async function applyForecasts(wareId: number, rows: PullRows['forecasts']) {
  for (const row of rows) {
    const forecast = forecastFromPull(row, wareId);
    if (forecastIsCached(forecast)) await offlineDb.forecasts.put(forecast);
    else await offlineDb.forecasts.delete(forecast.id);
    if (forecast.logNos.length === 0) continue;
    await offlineDb.forecasts
      .where('logNos')
      .anyOf(forecast.logNos)
      .and((f) => f.localOpId !== undefined && f.id !== forecast.id)
      .delete();
  }
}

async function applySkus(rows: PullRows['skus']) {
  for (const row of rows) {
    const sku = skuFromPull(row);
    if (skuIsCached(sku)) await offlineDb.skus.put(sku);
    else await offlineDb.skus.delete(sku.id);
  }
}

async function applyItems(wareId: number, rows: PullRows['items']) {
  for (const row of rows) {
    const shelfId = typeof row.shelfId === 'number' ? row.shelfId : null;
    const shelfName = shelfId === null ? '' : ((await offlineDb.shelves.get([wareId, shelfId]))?.name ?? '');
    const item = itemFromPull(row, wareId, shelfName);
    if (itemIsCached(item)) await offlineDb.items.put(item);
    else await offlineDb.items.delete(item.id);
    await offlineDb.items
      .where('oneId')
      .equals(item.oneId)
      .and((i) => i.id !== item.id && i.localOpId !== undefined)
      .delete();
  }
}

export async function applyPullPage(wareId: number, page: PullPage): Promise<void> {
  await offlineDb.transaction(
    'rw',
    [offlineDb.forecasts, offlineDb.shelves, offlineDb.skus, offlineDb.items, offlineDb.meta],
    async () => {
      // Shelves first: items name the shelf they are on.
      await applyShelves(wareId, page.shelves);
      await applyForecasts(wareId, page.forecasts);
      await applySkus(page.skus);
      await applyItems(wareId, page.items);
      await writeMeta(META_KEYS.pullCursor(wareId), page.next);
    },
  );
}

/** Pulls every page of changes since the warehouse's cursor (the first pull has none: what is live now). */
export async function pullCaches(wareId: number, fetchPage: Fetch): Promise<void> {
  let cursor = await readMeta<string>(META_KEYS.pullCursor(wareId));
  for (let n = 0; n < MAX_PAGES; n += 1) {
    const page = await fetchPage(wareId, cursor);
    await applyPullPage(wareId, page);
    cursor = page.next;
    if (!page.more) return;
  }
}
