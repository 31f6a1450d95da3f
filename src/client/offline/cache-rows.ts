import { ForecastStatus } from '../../domain/inbound/rules';
import { isInWarehouse } from '../../domain/kernel/product-rules';
import { SkuStatus } from '../../domain/skus/rules';
import type { PullSection } from '../../domain/sync/rules';
import { WarehouseStatus } from '../../domain/warehouses/rules';
import type { LocalForecast, LocalItem, LocalShelf, LocalSku } from './types';

/**
 * Pull rows as cache rows, and which rows belong in a cache. The rules are the first pull's filters
 * in src/server/modules/sync/pull-sections.ts: later pulls send every change, and a row that no
 * longer passes its filter (cancelled or checked forecast, disabled shelf or SKU, item shelved or
 * gone) leaves the cache.
 */
const CACHED_FORECAST_STATUSES: readonly number[] = [
  ForecastStatus.scheduled,
  ForecastStatus.received,
  ForecastStatus.platformReturned,
];

export type PullRows = Record<PullSection, Record<string, unknown>[]>;

export function forecastFromPull(row: Record<string, unknown>, wareId: number): LocalForecast {
  const forecast = { ...row, wareId } as unknown as LocalForecast;
  forecast.logNos = (forecast.parcels ?? []).map((p) => p.logNo);
  return forecast;
}

export function shelfFromPull(row: Record<string, unknown>, wareId: number): LocalShelf {
  return { ...row, wareId } as unknown as LocalShelf;
}

export function skuFromPull(row: Record<string, unknown>): LocalSku {
  return { ...row } as unknown as LocalSku;
}

/** An item row with the contract's extra names (size, grade) and its shelf's name when the cache knows it. */
export function itemFromPull(row: Record<string, unknown>, wareId: number, shelfName: string): LocalItem {
  const item = { ...row, wareId } as unknown as LocalItem;
  return { ...item, size: item.spec, grade: item.checkResult, shelfName };
}

export function forecastIsCached(f: Pick<LocalForecast, 'status'>): boolean {
  return CACHED_FORECAST_STATUSES.includes(f.status);
}

export function shelfIsCached(s: Pick<LocalShelf, 'status'>): boolean {
  return s.status === WarehouseStatus.enabled;
}

export function skuIsCached(s: Pick<LocalSku, 'status'>): boolean {
  return s.status === SkuStatus.enabled;
}

export function itemIsCached(i: Pick<LocalItem, 'status' | 'shelfId'>): boolean {
  return isInWarehouse(i.status) && i.shelfId === null;
}
