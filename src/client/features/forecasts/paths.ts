/** Where the forecast screens live (spec section 2). */
export const SELLER_LIST_PATH = '/business/my-package';
export const SELLER_NEW_PATH = '/business/my-package/forecast-detail';
export const sellerForecastPath = (id: number) => `/business/my-package/new-forecast?id=${id}&open=detail`;

export const ADMIN_LIST_PATH = '/admin/BusiForecast';
export const adminForecastPath = (id: number, packId?: number) =>
  `/admin/BusiForecast/AppointDetail?id=${id}&open=detail${packId === undefined ? '' : `&packId=${packId}`}`;
