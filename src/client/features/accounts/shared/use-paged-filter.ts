import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import type { PageRequest } from '../../../api/paging';

/**
 * A list's filters and page: any filter change starts again at page 1, and typed text reaches the
 * query only once the user pauses, so each keystroke does not cost a request.
 */
export function usePagedFilter<F extends Record<string, unknown>>(
  initial: F,
  textFields: readonly (keyof F)[] = [],
) {
  const [filter, setFilter] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [settled] = useDebouncedValue(filter, 300);
  // Only text waits for the pause; a picked status or type applies at once.
  const effective = { ...filter };
  for (const field of textFields) effective[field] = settled[field];
  const query: F & PageRequest = { ...cleaned(effective), pageNo, pageSize: DEFAULT_PAGE_SIZE };

  const change = <K extends keyof F>(field: K, value: F[K]) => {
    setFilter((current) => ({ ...current, [field]: value }));
    setPageNo(1);
  };
  const replace = (next: F) => {
    setFilter(next);
    setPageNo(1);
  };
  // Whether the user has narrowed the list: an empty list then says nothing matches, else nothing yet.
  const filtered = JSON.stringify(cleaned(filter)) !== JSON.stringify(cleaned(initial));
  // How many filters are set (a phone's Filters button shows it).
  const start = cleaned(initial);
  const active = Object.entries(cleaned(filter)).filter(
    ([key, value]) => value !== null && JSON.stringify(value) !== JSON.stringify(start[key]),
  ).length;
  return { filter, change, replace, pageNo, setPageNo, query, filtered, active };
}

/** Empty text and an empty date range are no filter at all. */
function cleaned<F extends Record<string, unknown>>(filter: F): F {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value.trim();
    } else if (Array.isArray(value) && value.every((v) => v === null)) continue;
    else if (value !== undefined) out[key] = value;
  }
  return out as F;
}
