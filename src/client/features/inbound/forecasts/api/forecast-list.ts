import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastRow as ForecastRowAnswer, ParcelView } from '../../../../../domain/inbound/inbound';
import type { ForecastStatus } from '../../../../../domain/inbound/rules';
import { fetchPage } from '../../../../api/paging';
import type { Page, PageRequest } from '../../../../api/paging';

/**
 * POST /forecast/list on the caller's host: a seller's own reservations (business) or every
 * seller's (admin). Times arrive already shown as YYYY-MM-DD HH:mm:ss by the http client.
 */
export type { ParcelView };

/** A row as its answer schema (forecastRow) types it, the status read as one of the forecast codes. */
export type ForecastRow = Omit<ForecastRowAnswer, 'status'> & { status: ForecastStatus };

/** The request's own field names (beginTime and endTime are the spec's date-range names). */
export type ForecastFilter = {
  status?: ForecastStatus;
  logNo?: string;
  wareId?: number;
  shopUserId?: number;
  beginTime?: string;
  endTime?: string;
};
export type ForecastListQuery = ForecastFilter & PageRequest;

/** `all` covers every forecast query; a change to one forecast refreshes lists and details alike. */
export const forecastKeys = {
  all: ['forecasts'] as const,
  lists: () => [...forecastKeys.all, 'list'] as const,
  list: (query: ForecastListQuery) => [...forecastKeys.lists(), query] as const,
  details: () => [...forecastKeys.all, 'detail'] as const,
  detail: (id: number) => [...forecastKeys.details(), id] as const,
};

export function fetchForecasts(query: ForecastListQuery): Promise<Page<ForecastRow>> {
  return fetchPage<ForecastRow, ForecastListQuery>('/forecast/list', query);
}

export function forecastListOptions(query: ForecastListQuery) {
  return queryOptions({
    queryKey: forecastKeys.list(query),
    queryFn: () => fetchForecasts(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useForecasts(query: ForecastListQuery) {
  return useQuery(forecastListOptions(query));
}
