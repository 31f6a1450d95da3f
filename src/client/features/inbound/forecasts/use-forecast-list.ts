import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { dateRangeParams } from '../../../api/date-range';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { sellerPath } from '../../../routing/seller-paths';
import { useForecasts } from './api/forecast-list';
import type { ForecastListQuery } from './api/forecast-list';
import { NO_FORECAST_FILTERS } from './components/ForecastFilters';
import type { ForecastFilterValues } from './components/ForecastFilters';

/**
 * A forecast list whose page is the route's :pageNo (so a link or reload keeps the page) and
 * whose filters start again at page 1. Typed tracking numbers reach the query once the user pauses.
 */
export function pageNoOf(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function toForecastQuery(filters: ForecastFilterValues, pageNo: number): ForecastListQuery {
  const logNo = filters.logNo.trim();
  return {
    ...(filters.status !== null && { status: filters.status }),
    ...(logNo && { logNo }),
    ...(filters.wareId !== null && { wareId: filters.wareId }),
    ...(filters.shopUserId !== null && { shopUserId: filters.shopUserId }),
    ...dateRangeParams(filters.range),
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export function useForecastList(listPath: string) {
  const params = useParams();
  const navigate = useNavigate();
  const pageNo = pageNoOf(params.pageNo);
  const [filters, setFilters] = useState<ForecastFilterValues>(NO_FORECAST_FILTERS);
  const [settledLogNo] = useDebouncedValue(filters.logNo, 300);
  const query = toForecastQuery({ ...filters, logNo: settledLogNo }, pageNo);
  const forecasts = useForecasts(query);

  const goToPage = (n: number) => navigate(`${sellerPath(listPath)}/${n}`);
  const change = <K extends keyof ForecastFilterValues>(field: K, value: ForecastFilterValues[K]) => {
    setFilters((current) => ({ ...current, [field]: value }));
    if (pageNo !== 1) goToPage(1);
  };
  return { filters, change, forecasts, goToPage };
}
