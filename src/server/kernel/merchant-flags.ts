import { NO_MERCHANT_FLAGS } from '../../domain/accounts/accounts';
import type { MerchantFlags } from '../../domain/accounts/accounts';
import type { Db } from './db-helpers';

/** A merchant's marketplace programmes (merchant_auth): the menu, cross-listing and flex read them. */
export async function merchantFlagsOf(db: Db, userId: number): Promise<MerchantFlags> {
  const row = await db
    .selectFrom('merchant_auth')
    .select(['knet_cross_listing', 'touch_pro', 'flex'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...NO_MERCHANT_FLAGS };
  return { knetCrossListing: row.knet_cross_listing, touchPro: row.touch_pro, flex: row.flex };
}
