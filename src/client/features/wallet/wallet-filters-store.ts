import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE } from '../../api/paging';
import { NO_TRANSACTION_FILTERS } from './components/TransactionFilters';
import type { TransactionFilterValues } from './components/TransactionFilters';

/**
 * The wallet transactions' filters and page size. The page lives in the URL (wallet/:pageNo?) and the
 * shell keeps one cached view per URL, so a filter that sends the list back to page 1 opens another
 * view: the filters (and what Export sends) must outlive it.
 */
type WalletFiltersState = {
  filters: TransactionFilterValues;
  pageSize: number;
  setFilters: (filters: TransactionFilterValues) => void;
  setPageSize: (pageSize: number) => void;
};

export const useWalletFilters = create<WalletFiltersState>((set) => ({
  filters: NO_TRANSACTION_FILTERS,
  pageSize: DEFAULT_PAGE_SIZE,
  setFilters: (filters) => set({ filters }),
  setPageSize: (pageSize) => set({ pageSize }),
}));
