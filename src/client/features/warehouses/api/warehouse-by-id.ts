import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseRow } from '../../../../domain/warehouses/warehouses';
import { fetchWarehouses, warehouseListKeys } from './warehouse-list';

/**
 * One warehouse for the detail screen's header. The admin API has no single-warehouse read, so
 * this walks the warehouse list in large pages (one request for any real installation) and
 * shares the list's key prefix, so every warehouse change refreshes it too.
 */
/** The server's default largest page (MAX_PAGE_SIZE); a larger ask is cut to it anyway. */
const PAGE_SIZE = 200;

export async function fetchWarehouseById(id: number): Promise<WarehouseRow | null> {
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await fetchWarehouses({ pageNo, pageSize: PAGE_SIZE });
    const found = page.rows.find((w) => w.id === id);
    if (found) return found;
    if (pageNo >= page.totalPage || page.rows.length === 0) return null;
  }
}

export function warehouseByIdQuery(id: number) {
  return queryOptions({
    queryKey: [...warehouseListKeys.all, 'one', id] as const,
    queryFn: () => fetchWarehouseById(id),
  });
}

export function useWarehouseById(id: number | null) {
  return useQuery({ ...warehouseByIdQuery(id ?? 0), enabled: id !== null });
}
