import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../api/paging';
import type { PagerState } from './TablePager';

/**
 * Page number and page size of a server-paged table kept in the screen: a new page size (like a
 * new search, through setPageNo(1)) starts again at page 1, since the old page may not exist.
 */
export function usePaging(initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const pager: PagerState = {
    pageNo,
    pageSize,
    onPage: setPageNo,
    onPageSize: (size) => {
      setPageSize(size);
      setPageNo(1);
    },
  };
  return { pageNo, pageSize, setPageNo, pager };
}
