import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { skuRow } from '../../../../domain/skus/skus';
import type { SkuRow } from '../../../../domain/skus/skus';
import type { SkuStatus } from '../../../../domain/skus/rules';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /sku/list on the caller's host (admin or warehouse): the catalogue, one server page at a time. */
export type SkuListParams = PageRequest & { keyword?: string; status?: SkuStatus };

const skuRows = z.array(skuRow);

export const skuListKeys = {
  all: ['skus', 'list'] as const,
  page: (params: SkuListParams) => [...skuListKeys.all, params] as const,
};

export async function fetchSkus(params: SkuListParams): Promise<Page<SkuRow>> {
  const page = await fetchPage<unknown, SkuListParams>('/sku/list', {
    ...params,
    keyword: params.keyword || undefined,
  });
  return { ...page, rows: skuRows.parse(page.rows) };
}

export function skuListQuery(params: SkuListParams) {
  return queryOptions({
    queryKey: skuListKeys.page(params),
    queryFn: () => fetchSkus(params),
    placeholderData: keepPreviousData,
  });
}

export function useSkuList(params: SkuListParams) {
  return useQuery(skuListQuery(params));
}
