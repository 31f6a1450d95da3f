import { normalizeTrackingNumber } from '../../../../domain/inbound/rules';
import type { LocalForecast } from '../../../offline/types';

/**
 * The WarehousingAppoint list filters, applied to the warehouse's forecasts held on the tablet
 * (the same data offline and online): status, and one text box matching a tracking number, the
 * seller (name or uid) or the forecast number. Newest forecast first, as the server lists them.
 */
export type ForecastFilter = { status?: number; text?: string };

export function filterForecasts(
  forecasts: readonly LocalForecast[],
  filter: ForecastFilter,
): LocalForecast[] {
  const text = filter.text?.trim() ?? '';
  const upper = normalizeTrackingNumber(text);
  const lower = text.toLowerCase();
  const byId = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null;
  return forecasts
    .filter((f) => filter.status === undefined || f.status === filter.status)
    .filter(
      (f) =>
        !text ||
        f.id === byId ||
        f.parcels.some((p) => p.logNo.includes(upper)) ||
        f.shopInfo.realname.toLowerCase().includes(lower) ||
        f.shopInfo.uid.toLowerCase().includes(lower),
    )
    .sort((a, b) => b.id - a.id);
}

/** Tracking numbers with a receipt of this tablet still waiting to reach the server. */
export function forecastWaitsForSync(forecast: LocalForecast, waitingLogNos: ReadonlySet<string>): boolean {
  return forecast.localOpId !== undefined || forecast.parcels.some((p) => waitingLogNos.has(p.logNo));
}
