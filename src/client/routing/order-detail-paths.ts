import { sellerPath } from './seller-paths';

/**
 * The seller-side order detail screens (spec section 2: in-warehouse/inventory/detail/...), one per
 * order kind: transportdetail for 3 and 4, cashout for 5, occonsignment for 6, warehousetransfer for 7.
 * With an order number (oddNo) a screen shows that order (a consignment's with edit=detail, as the
 * spec writes its jump); with the pairs picked in the inventory (oneIds) it is the form that asks for
 * a new one. Shared by the inventory (its actions, the drawer's jumps) and the outbound screens, so a
 * path is written once.
 */
export const SELLER_DETAIL_PREFIX = '/business/in-warehouse/inventory/';
// The seller's screens are shown in the admin's self-operated warehouse area too: sellerPath says where.

const DETAIL_SCREEN: Record<number, string> = {
  3: 'detail/transportdetail',
  4: 'detail/transportdetail',
  5: 'detail/cashout',
  6: 'detail/occonsignment',
  7: 'detail/warehousetransfer',
};

/** The detail screen of an order kind, relative to a portal's detail prefix; null for a kind without one. */
export function orderDetailScreen(kind: number): string | null {
  return DETAIL_SCREEN[kind] ?? null;
}

type Target = { oddNo: string } | { oneIds: readonly string[] };

/** The detail screen of an order (oddNo) or the form for new one on these pairs (oneIds). */
export function orderDetailPath(kind: number, target: Target, prefix = SELLER_DETAIL_PREFIX): string | null {
  const screen = orderDetailScreen(kind);
  if (screen === null) return null;
  const query = new URLSearchParams({ dealType: String(kind) });
  if ('oddNo' in target) {
    if (kind === 6) query.set('edit', 'detail');
    query.set('oddNo', target.oddNo);
  } else query.set('oneIds', target.oneIds.join(','));
  return sellerPath(`${prefix}${screen}?${query.toString()}`);
}
