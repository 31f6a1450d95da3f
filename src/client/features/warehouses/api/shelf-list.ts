import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shelfRow } from '../../../../domain/warehouses/warehouses';
import type { ShelfRow } from '../../../../domain/warehouses/warehouses';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * POST /api/admin/sys_ware_shelves/list for one rack, one server page at a time: a rack with
 * thousands of shelves costs the page on screen, never the whole rack. `nameEq` finds a shelf
 * by its exact name or its printed code.
 */
export type ShelfListParams = PageRequest & { rackId: number; nameEq?: string };

const shelfRows = z.array(shelfRow);

export const shelfListKeys = {
  all: ['stock', 'shelves'] as const,
  page: (params: ShelfListParams) => [...shelfListKeys.all, params.rackId, params] as const,
};

export async function fetchShelves(params: ShelfListParams): Promise<Page<ShelfRow>> {
  const page = await fetchPage<unknown>('/sys_ware_shelves/list', params, { host: 'admin' });
  return { ...page, rows: shelfRows.parse(page.rows) };
}

export function shelfListQuery(params: ShelfListParams) {
  return queryOptions({
    queryKey: shelfListKeys.page(params),
    queryFn: () => fetchShelves(params),
    // The page on screen stays while the next page of the same rack loads; another rack starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.rackId ? previous : undefined,
  });
}

export function useShelfList(params: ShelfListParams) {
  return useQuery(shelfListQuery(params));
}
