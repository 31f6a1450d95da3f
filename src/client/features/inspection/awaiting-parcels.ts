import { ForecastKind, ForecastStatus, ParcelStatus } from '../../../domain/inbound/rules';
import { isWaitingState } from '../../offline/op-state';
import type { LocalForecast, LocalPackItem, LocalParcel, QueuedOp } from '../../offline/types';

/**
 * Which received parcels still wait for inspection, and how far each expected line is, from the
 * tablet's read caches (forecasts pulled from the server plus the local effect of queued ops).
 * API: parcelsAwaitingInspection(forecasts, text), inspectionLines(forecast, ops), parcelStatusShown(...).
 */
export type AwaitingParcel = {
  forecastId: number;
  kind: number;
  logNo: string;
  parcelStatus: number;
  gmtReceived: string | null;
  sellerName: string;
  /** Items of expected lines not inspected yet (null: a forecast without lines). */
  remaining: number | null;
  total: number;
};

export type InspectionLine = LocalPackItem & {
  /** Inspections of this line queued on the tablet and not confirmed by the server yet. */
  waiting: number;
  complete: boolean;
};

function remainingOf(forecast: LocalForecast): number {
  return forecast.items.reduce((sum, item) => sum + Math.max(0, item.quantity - item.inspected), 0);
}

/** A parcel inspection can start on: received from a forecast, or a platform return. */
function isInspectable(forecast: LocalForecast, parcel: LocalParcel): boolean {
  if (parcel.cancelled) return false;
  if (forecast.status === ForecastStatus.checked || forecast.status === ForecastStatus.cancelled)
    return false;
  if (forecast.kind === ForecastKind.platformReturn) return parcel.status === ParcelStatus.platformReturned;
  if (parcel.status !== ParcelStatus.received) return false;
  // A forecast assigned from an unforecast parcel has no lines: open until its first item.
  return forecast.items.length === 0 || remainingOf(forecast) > 0;
}

function matches(forecast: LocalForecast, parcel: LocalParcel, text: string): boolean {
  if (!text) return true;
  const needle = text.trim().toUpperCase();
  const haystack = [
    parcel.logNo,
    forecast.shopInfo.realname,
    forecast.shopInfo.uid,
    ...forecast.items.flatMap((item) => [item.sku, item.name, item.brand]),
  ];
  return haystack.some((value) => (value ?? '').toUpperCase().includes(needle));
}

export function parcelsAwaitingInspection(forecasts: readonly LocalForecast[], text = ''): AwaitingParcel[] {
  const list: AwaitingParcel[] = [];
  for (const forecast of forecasts) {
    for (const parcel of forecast.parcels) {
      if (!isInspectable(forecast, parcel) || !matches(forecast, parcel, text)) continue;
      list.push({
        forecastId: forecast.id,
        kind: forecast.kind,
        logNo: parcel.logNo,
        parcelStatus: parcel.status,
        gmtReceived: parcel.gmtReceived,
        sellerName: forecast.shopInfo.realname || forecast.shopInfo.uid,
        remaining: forecast.items.length === 0 ? null : remainingOf(forecast),
        total: forecast.items.reduce((sum, item) => sum + item.quantity, 0),
      });
    }
  }
  // Oldest receipt first: the parcel that has waited longest is inspected next.
  return list.sort((a, b) => (a.gmtReceived ?? '').localeCompare(b.gmtReceived ?? ''));
}

/** True for an op of this parcel that the server has not confirmed yet. */
export function isWaitingInspection(op: QueuedOp, logNo: string): boolean {
  return op.type === 'inspectItem' && op.payload.logNo === logNo && isWaitingState(op.state);
}

export function inspectionLines(
  forecast: LocalForecast,
  ops: readonly QueuedOp[],
  logNo: string,
): InspectionLine[] {
  const waiting = ops.filter((op) => isWaitingInspection(op, logNo));
  return forecast.items.map((item) => ({
    ...item,
    waiting: waiting.filter((op) => op.payload.packItemId === item.id).length,
    complete: item.inspected >= item.quantity,
  }));
}

/** The status to show: the cache's, or checked (4) once the tablet has every expected item inspected. */
export function parcelStatusShown(forecast: LocalForecast, parcel: LocalParcel): number {
  if (parcel.status === ParcelStatus.received && forecast.items.length > 0 && remainingOf(forecast) === 0)
    return ParcelStatus.checked;
  return parcel.status;
}

export function findParcel(
  forecasts: readonly LocalForecast[],
  logNo: string,
): { forecast: LocalForecast; parcel: LocalParcel } | undefined {
  for (const forecast of forecasts) {
    const parcel = forecast.parcels.find((p) => p.logNo === logNo && !p.cancelled);
    if (parcel) return { forecast, parcel };
  }
  return undefined;
}
