import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE } from '../api/paging';

/** A list screen's applied filters and page size, kept outside the screen. */
export type ListFiltersState<F> = {
  filters: F;
  pageSize: number;
  setFilters: (filters: F) => void;
  setPageSize: (pageSize: number) => void;
};

/**
 * The filters and page size of a list whose page lives in the URL (…/:pageNo?). The shell keeps one
 * cached view per URL, so a filter that sends the list back to page 1 opens another view: what was
 * chosen (and what its Export sends) must outlive the view. One store per list, starting from `none`.
 */
export function createListFiltersStore<F>(none: F) {
  return create<ListFiltersState<F>>((set) => ({
    filters: none,
    pageSize: DEFAULT_PAGE_SIZE,
    setFilters: (filters) => set({ filters }),
    setPageSize: (pageSize) => set({ pageSize }),
  }));
}
