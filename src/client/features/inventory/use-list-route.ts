import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { sellerPath } from '../../routing/seller-paths';

/**
 * The :type? and :pageNo? segments of a list route (spec section 2): the tab and the page shown,
 * kept in the URL so a reload or a shared link opens the same view; a seller screen's base path is
 * the portal's (sellerPath: the admin's self-operated warehouse area too).
 */
export function useListRoute(basePath: string, defaultType = 'all') {
  const params = useParams();
  const navigate = useNavigate();
  const parsed = Number(params.pageNo);
  const pageNo = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const type = params.type ?? defaultType;
  // Already there (the bare path is the default tab's page 1): stay on the view shown, or the shell
  // would open a second cached view of the same list and hide the one the user is looking at.
  const go = useCallback(
    (nextType: string, nextPage: number) => {
      if (nextType !== type || nextPage !== pageNo)
        navigate(`${sellerPath(basePath)}/${nextType}/${nextPage}`);
    },
    [basePath, navigate, type, pageNo],
  );
  return { type, pageNo, go };
}
