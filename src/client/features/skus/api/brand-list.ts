import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { brandRow } from '../../../../domain/skus/brands';
import type { BrandRow } from '../../../../domain/skus/brands';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /brand/list: brands with their SKU counts (admin screen; warehouse staff pick from it). */
export type BrandListParams = PageRequest & { name?: string };

const brandRows = z.array(brandRow);

export const brandListKeys = {
  all: ['skus', 'brands'] as const,
  page: (params: BrandListParams) => [...brandListKeys.all, params] as const,
};

export async function fetchBrands(params: BrandListParams): Promise<Page<BrandRow>> {
  const page = await fetchPage<unknown, BrandListParams>('/brand/list', {
    ...params,
    name: params.name || undefined,
  });
  return { ...page, rows: brandRows.parse(page.rows) };
}

export function brandListQuery(params: BrandListParams) {
  return queryOptions({
    queryKey: brandListKeys.page(params),
    queryFn: () => fetchBrands(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useBrandList(params: BrandListParams) {
  return useQuery(brandListQuery(params));
}
