/** Where the forecast screens live (spec section 2). */
export const SELLER_LIST_PATH = '/business/my-package';
export const SELLER_NEW_PATH = '/business/my-package/forecast-detail';
export const sellerForecastPath = (id: number) => `/business/my-package/new-forecast?id=${id}&open=detail`;

export const ADMIN_LIST_PATH = '/admin/BusiForecast';
export const adminForecastPath = (id: number, packId?: number) =>
  `/admin/BusiForecast/AppointDetail?id=${id}&open=detail${packId === undefined ? '' : `&packId=${packId}`}`;

/** A forecast id from the query string, or null when missing or not a positive integer. */
export function forecastIdOf(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
}
