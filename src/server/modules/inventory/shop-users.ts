import { UNOWNED_SHOP_USER_ID } from '../../../domain/inventory/inventory';
import { PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { translate } from '../../http/messages';
import { containsPattern } from '../../kernel/db-helpers';

/** Sellers a person can pick from are capped: the picker filters by uid as the user types. */
const SHOP_USER_LIST_MAX = 200;

/**
 * POST /shop_user/list: sellers (id, uid, realname) for owner pickers and filters, by uid when given,
 * with the extra entry for unowned items appended (spec section 7).
 */
export async function listShopUsers(ctx: AuthedContext, uid: string | undefined) {
  let q = ctx.db
    .selectFrom('users')
    .select(['id', 'uid', 'realname', 'status'])
    .where('user_type', '=', PortalId.seller);
  if (uid) q = q.where('uid', 'ilike', containsPattern(uid));
  const rows = await q.orderBy('uid').limit(SHOP_USER_LIST_MAX).execute();
  const records = rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    realname: r.realname,
    status: r.status,
    unowned: false,
  }));
  records.push({
    id: UNOWNED_SHOP_USER_ID,
    uid: '',
    realname: translate(ctx.lang, 'inventory:shopUsers.unowned'),
    status: 1,
    unowned: true,
  });
  return { records };
}
