import { isSelfOperatedWarehouseArea } from '../api/http';

/**
 * The seller screens' own paths, for the portal they are shown in (spec section 2). The seller portal
 * has them under /business; the admin portal's self-operated warehouse area (/admin/warehouse, where
 * admins work for the platform's own seller account on the seller API) shows the same screens under
 * its prefix, with the spec's detail-route prefixes: /admin/warehouse/order-management/ from the
 * order lists, /admin/warehouse/inventory/ from everywhere else (the seller's /business/in-warehouse/
 * inventory/). Screens write '/business/...' once and pass it through sellerPath where they link.
 * API: SELF_OPERATED_AREA_PREFIX, sellerPath(path, hash?), inSelfOperatedArea(hash?).
 */
export const SELF_OPERATED_AREA_PREFIX = '/admin/warehouse';

const SELLER_PREFIX = '/business/';
const SELLER_INVENTORY_PREFIX = '/business/in-warehouse/inventory/';
const SELLER_DETAIL_PREFIX = `${SELLER_INVENTORY_PREFIX}detail/`;
const AREA_ORDERS = `${SELF_OPERATED_AREA_PREFIX}/order-management/`;

/** The location's hash: the router is a hash router, so it names the screen on display. */
const currentHash = () => globalThis.location?.hash ?? '';

export function inSelfOperatedArea(hash: string = currentHash()): boolean {
  return isSelfOperatedWarehouseArea(hash);
}

/** A seller screen's path as the portal on display has it (unchanged outside the self-operated area). */
export function sellerPath(path: string, hash: string = currentHash()): string {
  if (!path.startsWith(SELLER_PREFIX) || !inSelfOperatedArea(hash)) return path;
  if (path.startsWith(SELLER_DETAIL_PREFIX)) {
    const fromOrders = hash.slice(1).toLowerCase().startsWith(AREA_ORDERS.toLowerCase());
    const prefix = fromOrders ? AREA_ORDERS : `${SELF_OPERATED_AREA_PREFIX}/inventory/`;
    return `${prefix}${path.slice(SELLER_INVENTORY_PREFIX.length)}`;
  }
  if (path.startsWith(SELLER_INVENTORY_PREFIX))
    return `${SELF_OPERATED_AREA_PREFIX}/inventory/${path.slice(SELLER_INVENTORY_PREFIX.length)}`;
  return `${SELF_OPERATED_AREA_PREFIX}/${path.slice(SELLER_PREFIX.length)}`;
}
