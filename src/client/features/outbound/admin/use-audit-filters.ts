import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateRangeParams } from '../../../api/date-range';
import { usePaging } from '../../../components/use-paging';
import { NO_AUDIT_FILTERS } from './AuditFilters';
import type { AuditFilterValues } from './AuditFilters';

/**
 * A list's filters and page, opened with ?oddNo= when a link names one order (an event's jump to a
 * platform outbound, a task) and at a status when the list names one; the request's fields from them.
 */
export function useAuditFilters(initialStatus: number | null = null) {
  const [search] = useSearchParams();
  const linked = search.get('oddNo') ?? '';
  const [filters, setFilters] = useState<AuditFilterValues>({
    ...NO_AUDIT_FILTERS,
    status: initialStatus,
    oddNo: linked,
  });
  const [applied, setApplied] = useState(linked);
  // Adjusting state while rendering: a later link to another order (the screen stays mounted).
  if (linked !== applied) {
    setApplied(linked);
    if (linked) setFilters({ ...NO_AUDIT_FILTERS, oddNo: linked });
  }
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const request = {
    pageNo,
    pageSize,
    status: filters.status ?? undefined,
    seller: filters.seller || undefined,
    oddNo: filters.oddNo || undefined,
    oneId: filters.oneId || undefined,
    ...dateRangeParams(filters.range),
  };
  const change = (next: AuditFilterValues) => {
    setFilters(next);
    setPageNo(1);
  };
  return { filters, change, request, pager };
}
