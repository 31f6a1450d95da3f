/**
 * Where the flex shipments' screens are (spec section 2: stockx-flex/ship, stockx-flex/list and its
 * detail on the seller portal, Audit/StockXFlex on the admin portal), one place for the routes, the
 * screens' links, the admin's order links and the drawer's jumps. A detail takes ?oddNo=.
 */
export const FLEX_SHIP_PATH = '/business/stockx-flex/ship';
export const FLEX_LIST_PATH = '/business/stockx-flex/list';
export const FLEX_DETAIL_PATH = '/business/stockx-flex/list/detail';
export const FLEX_AUDIT_PATH = '/admin/Audit/StockXFlex';
export const FLEX_AUDIT_DETAIL_PATH = '/admin/Audit/StockXFlex/Detail';

/** A shipment's detail on the seller's or the admin's portal. */
export const flexDetailPath = (portal: 'business' | 'admin', oddNo: string) =>
  `${portal === 'admin' ? FLEX_AUDIT_DETAIL_PATH : FLEX_DETAIL_PATH}?oddNo=${encodeURIComponent(oddNo)}`;
