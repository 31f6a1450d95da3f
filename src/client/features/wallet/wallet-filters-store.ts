import { createListFiltersStore } from '../../stores/list-filters';
import { NO_TRANSACTION_FILTERS } from './components/TransactionFilters';

/** The wallet transactions' filters and page size (wallet/:pageNo?): see createListFiltersStore. */
export const useWalletFilters = createListFiltersStore(NO_TRANSACTION_FILTERS);
