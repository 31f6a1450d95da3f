import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { iso, toCount } from '../../kernel/db-helpers';

/** Outbound orders as o, filtered: what the warehouse's order lists (waiting for a batch, by stage) read. */
type OrdersQuery<O> = SelectQueryBuilder<DB & { o: DB['outbound_orders'] }, 'o', O>;

/**
 * How many orders the filtered query holds, and the query of their rows with the seller (the caller
 * adds its own columns, order and page).
 */
export async function countedWithSeller<O>(query: OrdersQuery<O>) {
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = query
    .innerJoin('users as s', 's.id', 'o.shop_user_id')
    .select([
      'o.id',
      'o.odd_no',
      'o.kind',
      'o.status',
      'o.shop_user_id',
      'o.created_at',
      's.uid',
      's.realname',
    ]);
  return { total: toCount(n), rows };
}

type LeavingOrderRow = {
  id: number;
  odd_no: string;
  kind: number;
  status: number;
  shop_user_id: number;
  created_at: Date;
  uid: string;
  realname: string;
};

/** The fields every row of these lists shows: the order, its seller and when it was made. */
export function leavingOrderFields(r: LeavingOrderRow) {
  return {
    id: r.id,
    oddNo: r.odd_no,
    kind: r.kind,
    status: r.status,
    shopInfo: { id: r.shop_user_id, uid: r.uid, realname: r.realname },
    gmtCreate: iso(r.created_at),
  };
}
