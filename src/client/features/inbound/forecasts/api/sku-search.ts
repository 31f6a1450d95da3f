import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SkuRow } from '../../../../../domain/skus/skus';
import { SkuStatus } from '../../../../../domain/skus/rules';
import { fetchPage } from '../../../../api/paging';

/** POST /sku/list: enabled catalogue SKUs whose code, name or brand contains the typed text. */
const SKU_SUGGESTIONS = 20;

export async function searchSkus(keyword: string): Promise<SkuRow[]> {
  const query = {
    keyword: keyword || undefined,
    status: SkuStatus.enabled,
    pageNo: 1,
    pageSize: SKU_SUGGESTIONS,
  };
  return (await fetchPage<SkuRow, typeof query>('/sku/list', query, { notify: false })).rows;
}

export function skuSearchOptions(keyword: string) {
  return queryOptions({
    queryKey: ['forecasts', 'skus', keyword] as const,
    queryFn: () => searchSkus(keyword),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSkuSearch(keyword: string) {
  return useQuery(skuSearchOptions(keyword.trim()));
}
