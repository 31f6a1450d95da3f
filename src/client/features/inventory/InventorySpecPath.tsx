import { Navigate, useParams } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../../routing/route-access';
import { INVENTORY_PATH } from './InventoryScreen';

/**
 * The spec's own form of the seller inventory path, the tab glued to its word
 * ('in-warehouse/inventory/inventory9/2'), sent on to the route's form ('.../inventory/9/2'):
 * react-router matches whole segments only.
 */
export function InventorySpecPath() {
  const { glued = '', pageNo } = useParams();
  const tab = /^inventory(\w+)$/.exec(glued)?.[1];
  if (!tab) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <Navigate to={`${INVENTORY_PATH}/${tab}${pageNo ? `/${pageNo}` : ''}`} replace />;
}
