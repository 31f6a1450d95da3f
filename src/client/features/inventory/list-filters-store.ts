import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE } from '../../api/paging';
import { NO_ITEM_FILTERS } from './item-filters';
import type { ItemFilterValues } from './item-filters';

/**
 * The seller inventory's filters and page size. The page and tab live in the URL, and the shell
 * keeps one cached view per URL, so a new page opens a new view: the filters must outlive it.
 */
type ListFiltersState = {
  filters: ItemFilterValues;
  pageSize: number;
  setFilters: (filters: ItemFilterValues) => void;
  setPageSize: (pageSize: number) => void;
};

export const useInventoryFilters = create<ListFiltersState>((set) => ({
  filters: NO_ITEM_FILTERS,
  pageSize: DEFAULT_PAGE_SIZE,
  setFilters: (filters) => set({ filters }),
  setPageSize: (pageSize) => set({ pageSize }),
}));
