import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../api/http';
import { forecastKeys } from './forecast-list';
import type { ForecastRow } from './forecast-list';

/** GET /forecast/get: one forecast with its expected lines and the items inspected out of it. */
export type ForecastLine = {
  id: number;
  sku: string;
  brand: string;
  name: string;
  size: string;
  quantity: number;
  /** Integer cents. */
  costPrice: number;
  supply: string;
  inspected: number;
};

export type InspectedProduct = {
  id: number;
  oneId: string;
  packItemId: number | null;
  sku: string;
  brand: string;
  remarks: string;
  spec: string;
  status: number;
  checkResult: number | null;
  gmtInspected: string | null;
};

export type ForecastDetail = ForecastRow & { items: ForecastLine[]; products: InspectedProduct[] };

export function fetchForecast(id: number): Promise<ForecastDetail> {
  return getJson<ForecastDetail>('/forecast/get', { id });
}

export function forecastDetailOptions(id: number) {
  return queryOptions({ queryKey: forecastKeys.detail(id), queryFn: () => fetchForecast(id), staleTime: 0 });
}

export function useForecast(id: number | null) {
  return useQuery({ ...forecastDetailOptions(id ?? 0), enabled: id !== null });
}
