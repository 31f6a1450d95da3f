import type { QueryClient } from '@tanstack/react-query';
import { rackListKeys } from './rack-list';
import { shelfListKeys } from './shelf-list';
import { warehouseListKeys } from './warehouse-list';

/** After a shelf change: shelf pages, and the rack and warehouse tables that count shelves. */
export function refreshAfterShelfChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shelfListKeys.all }),
    queryClient.invalidateQueries({ queryKey: rackListKeys.all }),
    queryClient.invalidateQueries({ queryKey: warehouseListKeys.all }),
  ]);
}
