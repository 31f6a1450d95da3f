import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { sellerPath } from '../routing/seller-paths';

/**
 * The optional :pageNo route segment (a positive integer, spec section 2) of a list screen: the page
 * shown, and a setter that keeps the rest of the path (and the :type segment, if any) as it is. A
 * seller screen's path is the portal's (sellerPath: the admin's self-operated warehouse area too).
 */
export function usePageNo(basePath: string): [number, (pageNo: number) => void] {
  const { pageNo } = useParams();
  const navigate = useNavigate();
  const parsed = Number(pageNo);
  const current = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  // The page shown already (the bare path is page 1): no second cached view of the same list.
  const setPage = useCallback(
    (next: number) => {
      if (next !== current) navigate(`${sellerPath(basePath)}/${next}`);
    },
    [basePath, navigate, current],
  );
  return [current, setPage];
}

/** One page of a list held on the device. */
export function pageOfList<T>(
  rows: readonly T[],
  pageNo: number,
  pageSize: number,
): { rows: T[]; totalPage: number; pageNo: number } {
  const totalPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(pageNo, totalPage);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), totalPage, pageNo: page };
}
