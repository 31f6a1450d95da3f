import { useState } from 'react';
import type { ListTab } from '../../../components/responsive-list/ListTabs';
import { usePaging } from '../../../components/use-paging';
import { NO_REPAIR_FILTERS } from './RepairFilters';
import type { RepairFilterValues } from './RepairFilters';

/** A repair list's tab, search and page: a new tab or search starts again at page 1. */
export type RepairListView<T extends string> = ReturnType<typeof useRepairList<T>>;

export function useRepairList<T extends string>(initialTab: T) {
  const [tab, setTabState] = useState<T>(initialTab);
  const [filters, setFilters] = useState<RepairFilterValues>(NO_REPAIR_FILTERS);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  return {
    tab,
    setTab: (next: T) => {
      setTabState(next);
      setPageNo(1);
    },
    filters,
    search: (next: RepairFilterValues) => {
      setFilters(next);
      setPageNo(1);
    },
    paging: { pageNo, pageSize },
    pager,
  };
}

/** The tab of every status of a list. */
export const ALL_TAB = 'all';

/** A list's tabs: one per status code (its label key), and "All" before or after them. */
export function statusTabs<C extends number>(
  codes: readonly C[],
  label: (code: C) => string,
  all: { label: string; first: boolean },
): ListTab[] {
  const tabs = codes.map((code) => ({ value: String(code), label: label(code) }));
  const everything = { value: ALL_TAB, label: all.label };
  return all.first ? [everything, ...tabs] : [...tabs, everything];
}

/** The status a tab stands for, as a list request's field (none for "All"). */
export const statusOfTab = (tab: string): number | undefined => (tab === ALL_TAB ? undefined : Number(tab));
