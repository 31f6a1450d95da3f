import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ForecastDetail as ForecastDetailAnswer,
  ForecastLine,
  InspectedProduct,
} from '../../../../../domain/inbound/inbound';
import { getJson } from '../../../../api/http';
import { forecastKeys } from './forecast-list';
import type { ForecastRow } from './forecast-list';

export type { ForecastLine, InspectedProduct };

/**
 * GET /forecast/get: one forecast with its expected lines, the items inspected out of it and its
 * events, as its answer schema (forecastDetail) types it; the status as the list row reads it.
 */
export type ForecastDetail = Omit<ForecastDetailAnswer, 'status'> & Pick<ForecastRow, 'status'>;

export function fetchForecast(id: number): Promise<ForecastDetail> {
  return getJson<ForecastDetail>('/forecast/get', { id });
}

export function forecastDetailOptions(id: number) {
  return queryOptions({ queryKey: forecastKeys.detail(id), queryFn: () => fetchForecast(id), staleTime: 0 });
}

export function useForecast(id: number | null) {
  return useQuery({ ...forecastDetailOptions(id ?? 0), enabled: id !== null });
}
