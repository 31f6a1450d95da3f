import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UnforecastParcelRow } from '../../../../../domain/inbound/inbound';
import { fetchPage } from '../../../../api/paging';
import type { Page, PageRequest } from '../../../../api/paging';
import { forecastKeys } from './forecast-list';

/** POST /parcel/unforecast/list (admin): parcels warehouses received without any forecast. */
export type UnforecastParcel = UnforecastParcelRow;

export type UnforecastQuery = { wareId?: number; logNo?: string } & PageRequest;

export const unforecastKeys = {
  all: [...forecastKeys.all, 'unforecast'] as const,
  list: (query: UnforecastQuery) => [...unforecastKeys.all, query] as const,
};

export function fetchUnforecastParcels(query: UnforecastQuery): Promise<Page<UnforecastParcel>> {
  return fetchPage<UnforecastParcel, UnforecastQuery>('/parcel/unforecast/list', query);
}

export function unforecastListOptions(query: UnforecastQuery) {
  return queryOptions({
    queryKey: unforecastKeys.list(query),
    queryFn: () => fetchUnforecastParcels(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUnforecastParcels(query: UnforecastQuery) {
  return useQuery(unforecastListOptions(query));
}
