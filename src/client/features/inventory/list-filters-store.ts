import { createListFiltersStore } from '../../stores/list-filters';
import { NO_ITEM_FILTERS } from './item-filters';

/** The seller inventory's filters and page size (the page and tab live in the URL): see createListFiltersStore. */
export const useInventoryFilters = createListFiltersStore(NO_ITEM_FILTERS);
